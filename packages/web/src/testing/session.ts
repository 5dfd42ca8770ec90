import type { AuthSession } from '../auth/auth-session';

/** A signed-in session valid for an hour, stored as the app keeps it. */
export function storeSession(overrides: Partial<AuthSession> = {}, storage: Storage = localStorage): AuthSession {
  const session: AuthSession = {
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
  };
  storage.setItem('auth', JSON.stringify(session));
  return session;
}
