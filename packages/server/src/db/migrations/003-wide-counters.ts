import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './context';

// Byte counts can pass 2 GiB (a month of uploads on an unlimited plan). SQLite's
// integer is 64-bit already; PostgreSQL's is 32-bit, so widen those columns there.
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`alter table usages alter column upload_bytes type bigint`.execute(db);
  await sql`alter table files alter column size type bigint`.execute(db);
}
