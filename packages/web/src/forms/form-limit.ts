// spec: app-shell §6 and §9, the form limit. Core's runtime constants only: anything from
// core's schema modules (isAdmin, canCreateForm …) shares its chunk with zod, which would then
// load with the main chunk; zod loads on demand with the screens that parse (api/lazy-schema.ts).
import { DEFAULT_FORM_LIMIT, UNLIMITED } from '@formbuilder/core';
import type { AuthSession } from '../auth/auth-session';

export const FORM_LIMIT_MESSAGE = 'Form limit reached';

// spec §6: user_role 1 is the administrator (core's ADMIN_ROLE_ID).
const ADMIN_ROLE = 1;

/** spec §6: an admin is user_role 1 or carries the admin flag (the session's, or its permission's). */
export function isAdminSession(auth: AuthSession): boolean {
  return auth.admin || auth.permission.admin === true || auth.user_role === ADMIN_ROLE;
}

/** True when another form would go over the limit (permission.formLimit, 5 until it is read, 0 unlimited); `formCount` is the rows of the forms list. */
export function isFormLimitReached(auth: AuthSession | null, formCount: number): boolean {
  if (!auth || isAdminSession(auth)) return false;
  const limit = auth.permission.formLimit ?? DEFAULT_FORM_LIMIT;
  return limit !== UNLIMITED && formCount >= limit;
}
