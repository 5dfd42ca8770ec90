import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './context';

// Plans:
// - API keys: each key has a name, the prefix shown in lists (the key itself is kept only
//   as its SHA-256) and when it was last used.
// - usages.submission_limit: the owner's monthly submission limit, written with every
//   submission's count; a CHECK refuses the count past it inside the submission's own
//   transaction, so a limit of 1,000 stores 1,000 under any load (0 = unlimited).
// - users.preferences: the settings area's Preferences as JSON (null: the defaults).
export const USAGE_LIMIT_CHECK = 'usages_submission_limit';

export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  await db.schema
    .alterTable('api_keys')
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('api_keys')
    .addColumn('prefix', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('api_keys').addColumn('last_used_at', 'text').execute();
  await db.schema.alterTable('users').addColumn('preferences', 'text').execute();
  await db.schema.createIndex('api_keys_user').on('api_keys').column('user_id').execute();
  const check = sql`submission_limit = 0 or submissions <= submission_limit`;
  if (dialect === 'postgres') {
    await db.schema
      .alterTable('usages')
      .addColumn('submission_limit', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('usages').addCheckConstraint(USAGE_LIMIT_CHECK, check).execute();
  } else {
    // SQLite adds a CHECK only with its column.
    await sql`alter table usages add column submission_limit integer not null default 0 constraint ${sql.id(USAGE_LIMIT_CHECK)} check (${check})`.execute(
      db,
    );
  }
}
