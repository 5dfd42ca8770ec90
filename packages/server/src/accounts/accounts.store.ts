import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

// The accounts service's own rows: a password reset's code, the API keys a reset ends, and the
// failed logins that slow a client down (login-throttle.ts). The users themselves are in
// users.store.ts.

type Executor = Kysely<Database> | Transaction<Database>;

/** A new password reset code (its hash) and when it expires; updated_at stays, it marks the account's changes. */
export async function setResetCode(executor: Executor, userId: number, hash: string, expiresAt: string): Promise<void> {
  await executor
    .updateTable('users')
    .set({ reset_code_hash: hash, reset_expires_at: expiresAt })
    .where('id', '=', userId)
    .execute();
}

/** Revokes every API key of the user. */
export async function removeApiKeys(executor: Executor, userId: number): Promise<void> {
  await executor.deleteFrom('api_keys').where('user_id', '=', userId).execute();
}

/** The failed logins of one account and client, kept under a digest of both (`key`). */
export function createLoginFailuresStore(db: Kysely<Database>) {
  return {
    /** Forgets the failures whose last one was at or before `before`. */
    async prune(before: number): Promise<void> {
      await db.deleteFrom('login_failures').where('last_failure_at', '<=', before).execute();
    },

    find: (key: string) =>
      db.selectFrom('login_failures').select(['failures', 'last_failure_at']).where('key', '=', key).executeTakeFirst(),

    /** One more failure at `now`; a count whose last failure was at or before `forgetBefore` starts again. */
    async addFailure(key: string, now: number, forgetBefore: number): Promise<void> {
      await db
        .insertInto('login_failures')
        .values({ key, failures: 1, last_failure_at: now })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet((eb) => ({
            failures: eb
              .case()
              .when('login_failures.last_failure_at', '>', forgetBefore)
              .then(eb('login_failures.failures', '+', 1))
              .else(1)
              .end(),
            last_failure_at: now,
          })),
        )
        .execute();
    },

    async remove(key: string): Promise<void> {
      await db.deleteFrom('login_failures').where('key', '=', key).execute();
    },
  };
}
