import { HttpError } from './http-error';

// Faults outside a request's control: the database restarting or out of reach, the
// disk full, SQLite busy past its timeout. The caller gets a 503 in words with Retry-After, not
// a 500: nothing was stored (each write is one transaction), and trying again later works once
// the fault is gone (the PostgreSQL pool makes new connections by itself).

export const DATABASE_UNAVAILABLE =
  'The service cannot reach its database just now; nothing was saved. Please try again in a few seconds.';
export const STORAGE_FULL = "The server's storage is full, so nothing was saved. Please try again later.";
export const DATABASE_BUSY = 'The service is busy; nothing was saved. Please try again in a moment.';

/** PostgreSQL and network codes of a database that is down, restarting or refusing connections. */
const DATABASE_DOWN = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTCONN',
  // admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections
  '57P01',
  '57P02',
  '57P03',
  '53300',
  // connection_exception and its kinds
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
/** node-postgres says these in words only. */
const DATABASE_DOWN_WORDS =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly/i;
const SQLITE_FULL = 13;
const SQLITE_BUSY = 5;
const SQLITE_LOCKED = 6;

/** The 503 a fault of the database or the disk becomes; null for any other error. */
export function unavailableRefusal(error: unknown): HttpError | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, errcode, message } = error as { code?: unknown; errcode?: unknown; message?: unknown };
  if (code === 'ENOSPC' || code === 'EDQUOT') return new HttpError(503, STORAGE_FULL, 60);
  if (typeof errcode === 'number') {
    const primary = errcode & 0xff;
    if (primary === SQLITE_FULL) return new HttpError(503, STORAGE_FULL, 60);
    if (primary === SQLITE_BUSY || primary === SQLITE_LOCKED) return new HttpError(503, DATABASE_BUSY, 1);
  }
  if (typeof code === 'string' && DATABASE_DOWN.has(code)) return new HttpError(503, DATABASE_UNAVAILABLE, 5);
  if (typeof message === 'string' && DATABASE_DOWN_WORDS.test(message))
    return new HttpError(503, DATABASE_UNAVAILABLE, 5);
  return null;
}
