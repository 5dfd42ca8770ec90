import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

// The rate limiter's fixed-window counters (rate_limits), shared by every server process.

export function createHttpStore(db: Kysely<Database>) {
  return {
    /** Deletes the counters whose window ended. */
    async pruneRateLimits(nowSeconds: number): Promise<void> {
      await db.deleteFrom('rate_limits').where('expires_at', '<=', nowSeconds).execute();
    },

    /** Counts one hit of `key` in the window starting at `windowStart`; returns the window's count. */
    async countHit(key: string, windowStart: number, expiresAt: number): Promise<number> {
      const row = await db
        .insertInto('rate_limits')
        .values({ key, window_start: windowStart, count: 1, expires_at: expiresAt })
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
      return row.count;
    },
  };
}
