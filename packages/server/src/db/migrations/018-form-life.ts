import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './context';

// A form's life (docs/product.md, "A form's life"), on the form itself so that it takes effect
// without a new version: closed by its owner, opening and closing instants (ISO UTC text),
// a response cap, the closed message (sanitised HTML) and one response per visitor.
// form_stats.response_cap: the cap as it stood, written with every counted submission; a CHECK
// then refuses a count past it in the submission's own transaction, as usages' limits do (007).
export const RESPONSE_CAP_CHECK = 'form_stats_response_cap';

export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  const forms = () => db.schema.alterTable('forms');
  await forms()
    .addColumn('closed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await forms().addColumn('opens_at', 'text').execute();
  await forms().addColumn('closes_at', 'text').execute();
  await forms().addColumn('response_cap', 'integer').execute();
  await forms()
    .addColumn('closed_message', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await forms()
    .addColumn('one_response', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  const check = sql`response_cap = 0 or submissions <= response_cap`;
  if (dialect === 'postgres') {
    await db.schema
      .alterTable('form_stats')
      .addColumn('response_cap', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('form_stats').addCheckConstraint(RESPONSE_CAP_CHECK, check).execute();
  } else {
    // SQLite adds a CHECK only with its column.
    await sql`alter table form_stats add column response_cap integer not null default 0 constraint ${sql.id(RESPONSE_CAP_CHECK)} check (${check})`.execute(
      db,
    );
  }
}
