import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { HttpError } from './errors';
import { createHttpStore } from './http.store';

// Fixed-window counters kept in the database, so that every server process behind a
// load balancer shares them (docs/architecture.md, "Scale-out").
export interface RateLimiter {
  /** Counts one hit; throws 429 with `message` and Retry-After when the key is over `limit` in the window. */
  hit(key: string, limit: number, windowSeconds: number, message: string): Promise<void>;
}

/** How often a process clears expired rows (they were never deleted). */
export const PRUNE_EVERY_SECONDS = 60;

/**
 * Keys name accounts and addresses: store a fixed-size digest, never the text itself, so
 * a key costs 64 bytes whatever a caller sends and the table holds no e-mail addresses.
 */
export const hashKey = (key: string): string => createHash('sha256').update(key).digest('hex');

/** Runs `prune` at most once per PRUNE_EVERY_SECONDS of the clock, in the caller's flow. */
export function createPruner(prune: (nowSeconds: number) => Promise<void>) {
  let next = 0;
  return async (nowSeconds: number): Promise<void> => {
    if (nowSeconds < next) return;
    next = nowSeconds + PRUNE_EVERY_SECONDS;
    await prune(nowSeconds);
  };
}

export function createRateLimiter(db: Kysely<Database>, clock: () => number = () => Date.now()): RateLimiter {
  const store = createHttpStore(db);
  const prune = createPruner((nowSeconds) => store.pruneRateLimits(nowSeconds));
  return {
    async hit(key, limit, windowSeconds, message) {
      if (limit <= 0) return;
      const nowSeconds = Math.floor(clock() / 1000);
      await prune(nowSeconds);
      const windowStart = Math.floor(nowSeconds / windowSeconds) * windowSeconds;
      const expiresAt = windowStart + windowSeconds;
      const count = await store.countHit(hashKey(key), windowStart, expiresAt);
      // RFC 9110 §10.2.3: tell the client when the window ends rather than let it guess.
      if (count > limit) throw new HttpError(429, message, expiresAt - nowSeconds);
    },
  };
}
