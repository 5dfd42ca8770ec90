import { parseStoredSession } from '@formbuilder/core';
import type { AuthSession } from './auth-session';
import { readStoredText, removeStored } from './browser-storage';
import type { StorageKind } from './browser-storage';

// Reading the stored session back, with core's authSessionSchema (docs/product.md §A3: used only until
// exp; unparsable stored data is ignored). This brings zod, so the app loads it on demand
// (auth-context.tsx) and the main chunk keeps only the writing half (browser-storage.ts).
export { AUTH_STORAGE_KEY, clearStoredAuth, isStoredAuthRemembered, writeStoredAuth } from './browser-storage';

function readFrom(kind: StorageKind, nowMs: number): AuthSession | null {
  const text = readStoredText(kind);
  const session = parseStoredSession(text, nowMs);
  // Unparsable or expired data is ignored and tidied away.
  if (text !== null && !session) removeStored(kind);
  return session;
}

/** The stored session, or null when there is none, it is unparsable or it has expired. */
export function readStoredAuth(nowMs: number = Date.now()): AuthSession | null {
  // The tab's own session wins over a remembered one.
  return readFrom('session', nowMs) ?? readFrom('local', nowMs);
}
