import type { AuthSession, LoginResponse } from '@formbuilder/core';

// docs/product.md §A3 Auth session: what the app keeps about the signed-in user. Its shape is core's
// authSessionSchema, the one the stored session is read back with (auth-storage.ts).
export type { AuthSession } from '@formbuilder/core';

/**
 * The session a login answer opens (login, Google, a password change, 'Login/Logout as User');
 * the answer was parsed with core's loginResponseSchema (or impersonationAnswerSchema).
 */
export function sessionOf(answer: LoginResponse & { impersonate?: boolean }): AuthSession {
  const { token, email, name, user_id, user_role, permission, admin, exp, impersonate = false } = answer;
  return { token, email, name, user_id, user_role, permission, admin, impersonate, exp, loggedIn: true };
}

/** 'Welcome,' shows the part of the e-mail before the at sign (docs/product.md §A2 Profile menu). */
export function displayName(session: AuthSession): string {
  const at = session.email.indexOf('@');
  return at > 0 ? session.email.slice(0, at) : session.email;
}
