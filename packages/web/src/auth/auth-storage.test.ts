// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthSession } from './auth-session';
import { AUTH_STORAGE_KEY, clearStoredAuth, readStoredAuth, writeStoredAuth } from './auth-storage';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);

function session(overrides: Partial<AuthSession> = {}): AuthSession {
  return {
    token: 'jwt',
    email: 'ada@example.com',
    name: 'Ada',
    user_id: 7,
    user_role: 2,
    permission: { admin: false, formLimit: 5 },
    admin: false,
    impersonate: false,
    exp: NOW / 1000 + 3600,
    loggedIn: true,
    ...overrides,
  };
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('auth storage', () => {
  it('reads back a stored session under the key "auth"', () => {
    writeStoredAuth(session(), true);
    expect(AUTH_STORAGE_KEY).toBe('auth');
    expect(readStoredAuth(NOW)).toEqual(session());
  });

  it('uses localStorage when Remember Me is ticked and sessionStorage when not', () => {
    writeStoredAuth(session(), true);
    expect(localStorage.getItem('auth')).not.toBeNull();
    expect(sessionStorage.getItem('auth')).toBeNull();

    writeStoredAuth(session({ token: 'second' }), false);
    expect(sessionStorage.getItem('auth')).not.toBeNull();
    expect(localStorage.getItem('auth')).toBeNull();
    expect(readStoredAuth(NOW)?.token).toBe('second');
  });

  it('uses the session only until exp (seconds)', () => {
    writeStoredAuth(session({ exp: NOW / 1000 + 1 }), true);
    expect(readStoredAuth(NOW)).not.toBeNull();
    expect(readStoredAuth(NOW + 1000)).toBeNull();
    // An expired session is tidied away.
    expect(localStorage.getItem('auth')).toBeNull();
  });

  it('ignores unparsable stored data', () => {
    localStorage.setItem('auth', '{not json');
    expect(readStoredAuth(NOW)).toBeNull();
    sessionStorage.setItem('auth', JSON.stringify({ token: 'jwt' }));
    expect(readStoredAuth(NOW)).toBeNull();
    sessionStorage.setItem('auth', JSON.stringify(['jwt']));
    expect(readStoredAuth(NOW)).toBeNull();
    localStorage.setItem('auth', JSON.stringify({ ...session(), exp: 'tomorrow' }));
    expect(readStoredAuth(NOW)).toBeNull();
  });

  it('falls back to a remembered session when the tab has an unusable one', () => {
    sessionStorage.setItem('auth', 'garbage');
    localStorage.setItem('auth', JSON.stringify(session({ token: 'remembered' })));
    expect(readStoredAuth(NOW)?.token).toBe('remembered');
  });

  it('clears both storages on logout', () => {
    localStorage.setItem('auth', JSON.stringify(session()));
    sessionStorage.setItem('auth', JSON.stringify(session()));
    clearStoredAuth();
    expect(localStorage.getItem('auth')).toBeNull();
    expect(sessionStorage.getItem('auth')).toBeNull();
    expect(readStoredAuth(NOW)).toBeNull();
  });
});
