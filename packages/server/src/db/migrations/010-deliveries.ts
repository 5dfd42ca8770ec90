import type { Kysely } from 'kysely';

// An integration's outbox rows name
// their form and integration, so the owner sees its recent deliveries and retries failed ones,
// and a paused integration's rows wait (status 'paused') until it resumes.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('form_id', 'integer').execute();
  await db.schema.alterTable('outbox').addColumn('integration', 'text').execute();
  await db.schema
    .createIndex('outbox_form_integration')
    .on('outbox')
    .columns(['form_id', 'integration', 'id'])
    .execute();
}
