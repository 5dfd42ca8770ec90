import { loginResponseSchema } from '@formbuilder/core';
import { ApiError, UNEXPECTED_ANSWER_MESSAGE, type ApiClient } from '../api/client';
import { parseAuthSession, type AuthSession } from '../auth/auth-session';

// Loaded only when 'Logout as User' is chosen (use-logout-as-user.ts): it brings core's zod
// schemas, which the main chunk leaves out (forms/form-limit.ts).
export const LOGOUT_AS_USER_PATH = '/api/admin/users/logout-as-user/';

/** spec: app-shell §7 POST /api/admin/users/logout-as-user/: the admin's own session back. */
export async function requestAdminSession(api: ApiClient): Promise<AuthSession> {
  const answer = await api.call('POST', LOGOUT_AS_USER_PATH, loginResponseSchema);
  const session = parseAuthSession(answer);
  if (!session) throw new ApiError(0, UNEXPECTED_ANSWER_MESSAGE);
  return session;
}
