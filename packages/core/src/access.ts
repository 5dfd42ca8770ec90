import type { ElementType } from './element-types';
import { DEFAULT_FORM_LIMIT, UNLIMITED } from './limits';

// Who may do what (docs/product.md §A3, §A6; docs/product.md §B6), free of zod so that the owner app's
// main chunk and the visitor's script can use the same rules as the server.

// docs/product.md §A6, admin is user_role 1 or the admin flag
export const ADMIN_ROLE_ID = 1;
// docs/product.md §A6 and docs/product.md §B6, the free plan; its role name is locked
export const FREE_ROLE_ID = 2;

// docs/product.md §A3, the auth session is kept in browser storage under the key auth
export const AUTH_STORAGE_KEY = 'auth';

/** Admin: user_role 1 or the admin flag true (docs/product.md §A6). */
export function isAdmin(session: { admin: boolean; user_role: number }): boolean {
  return session.admin || session.user_role === ADMIN_ROLE_ID;
}

/** Whether the role may add an element type; an admin gets all (docs/product.md §B6). */
export function isElementAllowed(
  permission: Partial<Record<ElementType, boolean | undefined>> | undefined,
  type: ElementType,
  admin = false,
): boolean {
  return admin || permission?.[type] === true;
}

/** A limit of 0 is unlimited (docs/product.md §A6); otherwise `used` must stay below it. */
export function isWithinLimit(limit: number, used: number): boolean {
  return limit === UNLIMITED || used < limit;
}

/**
 * Whether another form may be created: admins have no limit; others use
 * formLimit, 5 before it is read, 0 meaning unlimited (docs/product.md §A6).
 */
export function canCreateForm(formCount: number, formLimit: number | undefined, admin = false): boolean {
  return admin || isWithinLimit(formLimit ?? DEFAULT_FORM_LIMIT, formCount);
}
