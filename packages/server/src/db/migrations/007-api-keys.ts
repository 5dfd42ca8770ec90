import type { Kysely } from 'kysely';
import type { MigrationContext } from './context';

// Issue #12, API keys: each key has a name, the prefix shown in lists (the key itself is
// kept only as its SHA-256) and when it was last used.
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema.alterTable('api_keys').addColumn('name', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('api_keys').addColumn('prefix', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('api_keys').addColumn('last_used_at', 'text').execute();
  await db.schema.createIndex('api_keys_user').on('api_keys').column('user_id').execute();
}
