import type { Kysely } from 'kysely';

// Each audit row names whom the action was done to, and
// the log pages newest first by id (its primary key).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audit_log').addColumn('target_id', 'integer').execute();
}
