import type { Kysely } from 'kysely';

// A form's short address, {host}/f/{slug} (docs/product.md, "Reach"): chosen by its owner,
// none by default. The unique index keeps it one form's; both databases let many forms have
// none (NULL).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('forms').addColumn('slug', 'text').execute();
  await db.schema.createIndex('forms_slug_key').unique().on('forms').column('slug').execute();
}
