import { loginResponseSchema } from '@formbuilder/core';
import type { ApiClient } from '../api/client';
import { sessionOf, type AuthSession } from '../auth/auth-session';
import { apiPaths } from '../api/paths';

// Loaded only when 'Logout as User' is chosen (use-logout-as-user.ts): it brings core's zod
// schemas, which the main chunk leaves out (forms/form-limit.ts).
export const LOGOUT_AS_USER_PATH = apiPaths.logoutAsUser;

/** docs/product.md §A7 POST /api/admin/users/logout-as-user/: the admin's own session back. */
export async function requestAdminSession(api: ApiClient): Promise<AuthSession> {
  return sessionOf(await api.call('POST', LOGOUT_AS_USER_PATH, loginResponseSchema));
}
