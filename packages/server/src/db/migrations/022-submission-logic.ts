import type { Kysely } from 'kysely';

// A form's logic (docs/product.md, "Logic") works out values and an ending for each submission;
// the intake stores them with it:
// - submissions.variables: the calculated values as a JSON object by value id, null when the
//   form has none (every submission stored before, and every form without logic).
// - submissions.ending: the id of the ending chosen, null when the form has no endings.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('submissions').addColumn('variables', 'text').execute();
  await db.schema.alterTable('submissions').addColumn('ending', 'text').execute();
}
