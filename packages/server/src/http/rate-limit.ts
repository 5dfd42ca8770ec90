import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { HttpError } from './errors';

// Fixed-window counters kept in the database, so that every server process behind a
// load balancer shares them (ARCHITECTURE.md, "Scale-out").
export interface RateLimiter {
  /** Counts one hit; throws 429 with `message` when the key is over `limit` in the window. */
  hit(key: string, limit: number, windowSeconds: number, message: string): Promise<void>;
}

export function createRateLimiter(db: Kysely<Database>): RateLimiter {
  return {
    async hit(key, limit, windowSeconds, message) {
      if (limit <= 0) return;
      const windowStart = Math.floor(Date.now() / 1000 / windowSeconds) * windowSeconds;
      const row = await db
        .insertInto('rate_limits')
        .values({ key, window_start: windowStart, count: 1 })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet((eb) => ({
            count: eb
              .case()
              .when('rate_limits.window_start', '=', windowStart)
              .then(eb('rate_limits.count', '+', 1))
              .else(1)
              .end(),
            window_start: windowStart,
          })),
        )
        .returning('count')
        .executeTakeFirstOrThrow();
      if (row.count > limit) throw new HttpError(429, message);
    },
  };
}
