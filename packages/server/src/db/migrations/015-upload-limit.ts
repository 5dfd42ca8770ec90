import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './context';

// usages.upload_limit: the owner's monthly upload limit in bytes (0 = unlimited), written
// with every count that adds bytes; a CHECK refuses bytes past it inside the transaction that
// records the file, so parallel uploads never store more than the limit (as 007 does for
// submissions).
export const UPLOAD_LIMIT_CHECK = 'usages_upload_limit';

export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  const check = sql`upload_limit = 0 or upload_bytes <= upload_limit`;
  if (dialect === 'postgres') {
    await db.schema
      .alterTable('usages')
      .addColumn('upload_limit', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('usages').addCheckConstraint(UPLOAD_LIMIT_CHECK, check).execute();
  } else {
    // SQLite adds a CHECK only with its column.
    await sql`alter table usages add column upload_limit integer not null default 0 constraint ${sql.id(UPLOAD_LIMIT_CHECK)} check (${check})`.execute(
      db,
    );
  }
}
