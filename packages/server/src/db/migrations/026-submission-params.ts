import type { Kysely } from 'kysely';

// The URL parameters stored with a submission (docs/product.md, "Logic"): those of the page's
// query that the form names (a condition, a recalled `{{param:x}}`, a URL Parameter question),
// as a JSON object by name, each value bounded (core's storedParams). Null when the form names
// none, and for every submission stored before: an ending shown later then reads them as nothing.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('submissions').addColumn('params', 'text').execute();
}
