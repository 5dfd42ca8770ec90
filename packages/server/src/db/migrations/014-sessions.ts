import type { Kysely } from 'kysely';

// Sessions are stored, so that one can end before its token expires: a logout ends it at
// once, and so does the end of an administrator's "login as user" (docs/api.md, Sessions).
// A token names its row by `id` (a random string, the token's `sid`); a missing row is an
// ended session. An acting session (an administrator logged in as a user) keeps the
// administrator's id and session generation, so a change of the administrator's password,
// role or status ends it too. `expires_at` (epoch seconds) lets ended rows be pruned.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('impersonator_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('impersonator_generation', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_expiry').on('sessions').column('expires_at').execute();
}
