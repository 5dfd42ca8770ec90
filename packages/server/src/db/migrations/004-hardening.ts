import type { Kysely } from 'kysely';
import type { MigrationContext } from './context';

// Hardening, one migration for every column it needs:
// - users.session_generation: a password reset, a password change or a suspension bumps
//   it, and a session token carrying an older generation is refused.
// - submissions.body_hash: the same Idempotency-Key with another body is refused (422).
// - forms.access_secret: a private form's link is an HMAC with this per-form secret, so
//   'Regenerate link' revokes the old one (null: the form's first link, kept valid).
// - rate_limits.expires_at: expired counters are pruned.
// - login_failures: failed logins per account and client, for growing delays instead of
//   a lock anyone could set off.
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('session_generation', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('submissions').addColumn('body_hash', 'text').execute();
  await db.schema.alterTable('forms').addColumn('access_secret', 'text').execute();
  await db.schema
    .alterTable('rate_limits')
    .addColumn('expires_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('rate_limits_expires').on('rate_limits').column('expires_at').execute();
  await db.schema
    .createTable('login_failures')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('last_failure_at', 'bigint', (c) => c.notNull())
    .execute();
}
