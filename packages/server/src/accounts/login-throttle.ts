import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import { createPruner, hashKey } from '../http/rate-limit';
import { createLoginFailuresStore } from './accounts.store';

// Failed logins slow down the client that makes them, per account. A hard
// lock per account let anyone shut its owner out for 15 minutes by failing on purpose;
// here only failures count, only for the account and client that failed, and the wait
// grows with each failure instead of switching the account off. Guessing from many
// addresses at once still meets the per-address limit (AUTH_RATE_LIMIT).

/** Failures a client may make on an account before it has to wait. */
export const FREE_FAILURES = 5;
/** The wait doubles with each further failure, up to this. */
export const MAX_DELAY_SECONDS = 15 * 60;
/** A client's failures are forgotten this long after its last one. */
export const FORGET_AFTER_SECONDS = 24 * 60 * 60;

/** Seconds a client must wait after its last failure before the next attempt. */
export function delayAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(2 ** (failures - FREE_FAILURES), MAX_DELAY_SECONDS);
}

export interface LoginThrottle {
  /** Refuses with 429 (and Retry-After) while this client must still wait for this account. */
  check(account: string, client: string): Promise<void>;
  failed(account: string, client: string): Promise<void>;
  succeeded(account: string, client: string): Promise<void>;
}

export function createLoginThrottle(db: Kysely<Database>, clock: () => number = () => Date.now()): LoginThrottle {
  const store = createLoginFailuresStore(db);
  const keyOf = (account: string, client: string) => hashKey(`login:${account}\n${client}`);
  const nowSeconds = () => Math.floor(clock() / 1000);
  const prune = createPruner((now) => store.prune(now - FORGET_AFTER_SECONDS));
  return {
    async check(account, client) {
      const now = nowSeconds();
      await prune(now);
      const row = await store.find(keyOf(account, client));
      if (!row) return;
      const wait = row.last_failure_at + delayAfter(row.failures) - now;
      if (wait > 0) {
        throw new HttpError(
          429,
          `Too many failed logins for this account. Please wait ${wait} second${wait === 1 ? '' : 's'} and try again.`,
          wait,
        );
      }
    },
    async failed(account, client) {
      const now = nowSeconds();
      // Failures older than the memory start a new count.
      await store.addFailure(keyOf(account, client), now, now - FORGET_AFTER_SECONDS);
    },
    async succeeded(account, client) {
      await store.remove(keyOf(account, client));
    },
  };
}
