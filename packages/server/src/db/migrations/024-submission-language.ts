import type { Kysely } from 'kysely';

// The language a submission was given in (docs/product.md, "Languages in results"): the code the
// visitor's page posted (`_lang`) when it is one of the form's languages, else the form's default.
// Null for every submission stored before: it reads as the form's default language.
// Partial responses keep no language: their answers reach a submission only through the final
// post, which carries `_lang` itself.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('submissions').addColumn('language', 'text').execute();
}
