import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { LoadingLogo } from '../shell/loading-logo';
import type { AuthSession } from './auth-session';
import { clearStoredAuth, writeStoredAuth } from './browser-storage';

export interface AuthContextValue {
  /** The signed-in session, or null for a visitor. */
  auth: AuthSession | null;
  /** Keeps a fresh session; `remember` chooses localStorage over sessionStorage. */
  login: (session: AuthSession, remember: boolean) => void;
  /** Forgets the session everywhere. */
  logout: () => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

// setTimeout cannot wait longer than 2^31 - 1 ms; longer sessions are re-armed.
const MAX_TIMEOUT_MS = 2_147_483_647;

/** The stored session, read with core's schema; that reader (and zod) load on demand. */
function readStoredSession(): Promise<AuthSession | null> {
  return import('./auth-storage').then(
    (storage) => storage.readStoredAuth(),
    (error: unknown) => {
      console.error('Could not read the stored session.', error);
      return null;
    },
  );
}

/** The session of the browser's storage, read once; the loading logo shows meanwhile (spec §2 App shell). */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [stored, setStored] = useState<{ session: AuthSession | null } | null>(null);

  useEffect(() => {
    let active = true;
    void readStoredSession().then((session) => {
      if (active) setStored({ session });
    });
    return () => {
      active = false;
    };
  }, []);

  if (!stored) return <LoadingLogo />;
  return <SessionProvider initial={stored.session}>{children}</SessionProvider>;
}

/** The session context from a known starting session (AuthProvider's, or a test's). */
export function SessionProvider({ initial, children }: { initial: AuthSession | null; children: ReactNode }) {
  const [auth, setAuth] = useState<AuthSession | null>(initial);

  const login = useCallback((session: AuthSession, remember: boolean) => {
    writeStoredAuth(session, remember);
    setAuth(session);
  }, []);

  const logout = useCallback(() => {
    clearStoredAuth();
    setAuth(null);
  }, []);

  // spec §3: the session is used only until exp, also while the page stays open.
  useEffect(() => {
    if (!auth) return;
    const remaining = auth.exp * 1000 - Date.now();
    const timer = window.setTimeout(
      () => {
        if (auth.exp * 1000 <= Date.now()) logout();
        else setAuth({ ...auth });
      },
      Math.max(0, Math.min(remaining, MAX_TIMEOUT_MS)),
    );
    return () => window.clearTimeout(timer);
  }, [auth, logout]);

  const value = useMemo(() => ({ auth, login, logout }), [auth, login, logout]);
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>.');
  return value;
}
