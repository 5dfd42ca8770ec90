import type { Kysely } from 'kysely';

// A webhook's address and secret live
// here, sealed, never in the form's JSON (the builder only names the webhook by id); one
// Google grant per owner, replaced when they authenticate again.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('webhooks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('form_id', 'integer', (c) => c.notNull().references('forms.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('webhooks_form').on('webhooks').column('form_id').execute();
  await db.schema.alterTable('integration_credentials').addColumn('updated_at', 'text').execute();
  await db.schema
    .createIndex('integration_credentials_user_provider')
    .on('integration_credentials')
    .columns(['user_id', 'provider'])
    .unique()
    .execute();
}
