// spec: app-shell §6 and §9, the form limit. Plain constants from core only, so
// that this stays out of zod's way in the main chunk.
import { DEFAULT_FORM_LIMIT, UNLIMITED } from '@formbuilder/core';
import type { AuthSession } from '../auth/auth-session';

export const FORM_LIMIT_MESSAGE = 'Form limit reached';

/** spec §6: an admin is user_role 1 or carries the admin flag. */
export function isAdminSession(auth: AuthSession): boolean {
  return auth.admin || auth.permission.admin === true || String(auth.user_role) === '1';
}

/** The number of forms the user may own: 0 (UNLIMITED) for admins, else permission.formLimit, 5 until it is read. */
export function formLimitOf(auth: AuthSession): number {
  if (isAdminSession(auth)) return UNLIMITED;
  const { formLimit } = auth.permission;
  return typeof formLimit === 'number' && Number.isFinite(formLimit) && formLimit >= 0 ? formLimit : DEFAULT_FORM_LIMIT;
}

/** True when another form would go over the limit; `formCount` is the rows of the forms list. */
export function isFormLimitReached(auth: AuthSession | null, formCount: number): boolean {
  if (!auth) return false;
  const limit = formLimitOf(auth);
  return limit !== UNLIMITED && formCount >= limit;
}
