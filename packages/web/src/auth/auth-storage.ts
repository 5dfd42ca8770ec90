import { isSessionActive, parseAuthSession } from './auth-session';
import type { AuthSession } from './auth-session';

// spec §3: the session is kept in browser storage under the key 'auth' and used
// only until exp. "Remember Me" ticked keeps it in localStorage (survives the
// browser closing); unticked keeps it in sessionStorage (this tab only).
export const AUTH_STORAGE_KEY = 'auth';

type StorageKind = 'local' | 'session';

function storageOf(kind: StorageKind): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    // Storage can be blocked (privacy settings); the app then keeps the session in memory only.
    return null;
  }
}

function readFrom(kind: StorageKind, nowMs: number): AuthSession | null {
  const storage = storageOf(kind);
  if (!storage) return null;
  let raw: string | null;
  try {
    raw = storage.getItem(AUTH_STORAGE_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;

  let session: AuthSession | null;
  try {
    session = parseAuthSession(JSON.parse(raw) as unknown);
  } catch {
    session = null;
  }
  if (!session || !isSessionActive(session, nowMs)) {
    // Unparsable or expired data is ignored and tidied away.
    removeFrom(kind);
    return null;
  }
  return session;
}

function removeFrom(kind: StorageKind): void {
  try {
    storageOf(kind)?.removeItem(AUTH_STORAGE_KEY);
  } catch {
    // Nothing to tidy when storage is blocked.
  }
}

/** The stored session, or null when there is none, it is unparsable or it has expired. */
export function readStoredAuth(nowMs: number = Date.now()): AuthSession | null {
  // The tab's own session wins over a remembered one.
  return readFrom('session', nowMs) ?? readFrom('local', nowMs);
}

/** Stores the session in localStorage when remembered, else in sessionStorage; never in both. */
export function writeStoredAuth(session: AuthSession, remember: boolean): void {
  const kind: StorageKind = remember ? 'local' : 'session';
  removeFrom(remember ? 'session' : 'local');
  try {
    storageOf(kind)?.setItem(AUTH_STORAGE_KEY, JSON.stringify(session));
  } catch {
    // Quota or blocked storage: the session still lives in memory for this page.
  }
}

/** Forgets the session wherever it was kept. */
export function clearStoredAuth(): void {
  removeFrom('local');
  removeFrom('session');
}

/**
 * Whether the current session was remembered (kept in localStorage): a session that
 * replaces it (password change, the end of impersonation) is kept the same way.
 */
export function isStoredAuthRemembered(): boolean {
  try {
    return window.localStorage.getItem(AUTH_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}
