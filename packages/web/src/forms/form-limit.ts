// docs/product.md §A6 and §A9, the form limit, by core's zod-free rules (access.ts): nothing
// here brings zod into the main chunk; it loads on demand with the screens that parse
// (api/lazy-schema.ts).
import { canCreateForm, isAdmin } from '@formbuilder/core';
import type { AuthSession } from '../auth/auth-session';
import { en } from '../i18n/en';

/** In English; screens say it with t('forms.limit'). */
export const FORM_LIMIT_MESSAGE = en['forms.limit'];

/** docs/product.md §A6: an admin is user_role 1 or carries the admin flag (the session's, or its permission's). */
export function isAdminSession(auth: AuthSession): boolean {
  return isAdmin(auth) || auth.permission.admin === true;
}

/** True when another form would go over the limit (permission.formLimit, 5 until it is read, 0 unlimited); `formCount` is the rows of the forms list. */
export function isFormLimitReached(auth: AuthSession | null, formCount: number): boolean {
  return auth !== null && !canCreateForm(formCount, auth.permission.formLimit, isAdminSession(auth));
}
