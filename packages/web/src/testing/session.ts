import { authSessionSchema, loginResponseSchema } from '@formbuilder/core';
import type { AuthSession } from '../auth/auth-session';

/** A signed-in session valid for an hour (core's schema), stored as the app keeps it. */
export function storeSession(overrides: Partial<AuthSession> = {}, storage: Storage = localStorage): AuthSession {
  const session = authSessionSchema.parse({
    token: 'jwt-token',
    email: 'ada@example.com',
    name: 'Ada',
    user_id: 7,
    user_role: 2,
    permission: { admin: false, formLimit: 5 },
    admin: false,
    impersonate: false,
    exp: Math.floor(Date.now() / 1000) + 3600,
    loggedIn: true,
    ...overrides,
  });
  storage.setItem('auth', JSON.stringify(session));
  return session;
}

/** A login answer (core's schema), as login, a password change or 'Login/Logout as User' give one; user 7 unless overridden. */
export function loginAnswer(overrides: Partial<Record<string, unknown>> = {}) {
  return loginResponseSchema.parse({
    token: 'fresh-token',
    name: 'Ada',
    exp: Math.floor(Date.now() / 1000) + 3600,
    user_id: 7,
    user_role: 2,
    permission: { formLimit: 5 },
    admin: false,
    email: 'ada@example.com',
    message: 'Your password has been changed. Other sessions have been logged out.',
    ...overrides,
  });
}
