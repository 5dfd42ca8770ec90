import { AUTH_STORAGE_KEY } from '@formbuilder/core';
import type { AuthSession } from './auth-session';

// docs/product.md §A3: the session is kept in browser storage under the key 'auth'. "Remember Me" ticked
// keeps it in localStorage (survives the browser closing); unticked keeps it in sessionStorage
// (this tab only). Writing needs no schema, so this part stays in the main chunk; reading it
// back is auth-storage.ts's, with core's schema.

export { AUTH_STORAGE_KEY };

export type StorageKind = 'local' | 'session';

function storageOf(kind: StorageKind): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    // Storage can be blocked (privacy settings); the app then keeps the session in memory only.
    return null;
  }
}

/** The stored text, or null when there is none or storage is blocked. */
export function readStoredText(kind: StorageKind): string | null {
  try {
    return storageOf(kind)?.getItem(AUTH_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

export function removeStored(kind: StorageKind): void {
  try {
    storageOf(kind)?.removeItem(AUTH_STORAGE_KEY);
  } catch {
    // Nothing to tidy when storage is blocked.
  }
}

/** Stores the session in localStorage when remembered, else in sessionStorage; never in both. */
export function writeStoredAuth(session: AuthSession, remember: boolean): void {
  const kind: StorageKind = remember ? 'local' : 'session';
  removeStored(remember ? 'session' : 'local');
  try {
    storageOf(kind)?.setItem(AUTH_STORAGE_KEY, JSON.stringify(session));
  } catch {
    // Quota or blocked storage: the session still lives in memory for this page.
  }
}

/** Forgets the session wherever it was kept. */
export function clearStoredAuth(): void {
  removeStored('local');
  removeStored('session');
}

/**
 * Whether the current session was remembered (kept in localStorage): a session that
 * replaces it (password change, the end of impersonation) is kept the same way.
 */
export function isStoredAuthRemembered(): boolean {
  return readStoredText('local') !== null;
}
