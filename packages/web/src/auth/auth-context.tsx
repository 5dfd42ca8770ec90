import type { PermissionAnswer } from '@formbuilder/core';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { LoadingLogo } from '../shell/loading-logo';
import type { AuthSession } from './auth-session';
import { clearStoredAuth, isStoredAuthRemembered, writeStoredAuth } from './browser-storage';

export interface AuthContextValue {
  /** The signed-in session, or null for a visitor. */
  auth: AuthSession | null;
  /** Keeps a fresh session; `remember` chooses localStorage over sessionStorage. */
  login: (session: AuthSession, remember: boolean) => void;
  /** Logout: the server ends the session (its token stops working), and the browser forgets it. */
  logout: () => void;
  /** The server ended the session (a 401) or it expired: tells the `onSessionEnd` listeners, then logs out. */
  endSession: () => void;
  /** Called when the session ends without the user asking (not on Logout); returns the unsubscribe. */
  onSessionEnd: (listener: () => void) => () => void;
  /** The role as the server returns it now (GET …/permission), kept in the session of `userId`. */
  updatePermission: (userId: number, fresh: PermissionAnswer) => void;
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

/** The session of the browser's storage, read once; the loading logo shows meanwhile (docs/product.md §A2 App shell). */
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

  const authRef = useRef(auth);
  useEffect(() => {
    authRef.current = auth;
  });

  const forget = useCallback(() => {
    clearStoredAuth();
    setAuth(null);
  }, []);
  const logout = useCallback(() => {
    const token = authRef.current?.token;
    forget();
    // The call (and core's schemas) load only now; the screen does not wait for its answer.
    if (token) void import('./auth-api').then((api) => api.endServerSession(token));
  }, [forget]);

  const endListeners = useRef(new Set<() => void>());
  const onSessionEnd = useCallback((listener: () => void) => {
    endListeners.current.add(listener);
    return () => {
      endListeners.current.delete(listener);
    };
  }, []);
  // The server already refused the session, or it expired: nothing to end there.
  const endSession = useCallback(() => {
    for (const listener of [...endListeners.current]) listener();
    forget();
  }, [forget]);
  const updatePermission = useCallback((userId: number, fresh: PermissionAnswer) => {
    const current = authRef.current;
    if (current?.user_id !== userId || samePermission(current, fresh)) return;
    const next = { ...current, user_role: fresh.user_role, permission: fresh.permission, admin: fresh.admin };
    // Kept where the session was kept: remembered or this tab only.
    writeStoredAuth(next, isStoredAuthRemembered());
    authRef.current = next;
    setAuth(next);
  }, []);

  // docs/product.md §A3: the session is used only until exp, also while the page stays open.
  useEffect(() => {
    if (!auth) return;
    const remaining = auth.exp * 1000 - Date.now();
    const timer = window.setTimeout(
      () => {
        if (auth.exp * 1000 <= Date.now()) endSession();
        else setAuth({ ...auth });
      },
      Math.max(0, Math.min(remaining, MAX_TIMEOUT_MS)),
    );
    return () => window.clearTimeout(timer);
  }, [auth, endSession]);

  const value = useMemo(
    () => ({ auth, login, logout, endSession, onSessionEnd, updatePermission }),
    [auth, login, logout, endSession, onSessionEnd, updatePermission],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

function samePermission(session: AuthSession, fresh: PermissionAnswer): boolean {
  return (
    session.user_role === fresh.user_role &&
    session.admin === fresh.admin &&
    JSON.stringify(session.permission) === JSON.stringify(fresh.permission)
  );
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>.');
  return value;
}
