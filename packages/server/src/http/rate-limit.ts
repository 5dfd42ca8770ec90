import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { HttpError } from './errors';

// Fixed-window counters kept in the database, so that every server process behind a
// load balancer shares them (ARCHITECTURE.md, "Scale-out").
export interface RateLimiter {
  /** Counts one hit; throws 429 with `message` and Retry-After when the key is over `limit` in the window. */
  hit(key: string, limit: number, windowSeconds: number, message: string): Promise<void>;
}

/** How often a process clears expired rows (issue #8, F6: they were never deleted). */
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
  const prune = createPruner(async (nowSeconds) => {
    await db.deleteFrom('rate_limits').where('expires_at', '<=', nowSeconds).execute();
  });
  return {
    async hit(key, limit, windowSeconds, message) {
      if (limit <= 0) return;
      const nowSeconds = Math.floor(clock() / 1000);
      await prune(nowSeconds);
      const windowStart = Math.floor(nowSeconds / windowSeconds) * windowSeconds;
      const expiresAt = windowStart + windowSeconds;
      const row = await db
        .insertInto('rate_limits')
        .values({ key: hashKey(key), window_start: windowStart, count: 1, expires_at: expiresAt })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet((eb) => ({
            count: eb
              .case()
              .when('rate_limits.window_start', '=', windowStart)
              .then(eb('rate_limits.count', '+', 1))
              .else(1)
              .end(),
            window_start: windowStart,
            expires_at: expiresAt,
          })),
        )
        .returning('count')
        .executeTakeFirstOrThrow();
      // RFC 9110 §10.2.3: tell the client when the window ends rather than let it guess.
      if (row.count > limit) throw new HttpError(429, message, expiresAt - nowSeconds);
    },
  };
}
