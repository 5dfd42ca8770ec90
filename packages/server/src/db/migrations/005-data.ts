import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './context';

// The owner's data at a million submissions:
// - form_stats: per form, its counted submissions, the unread ones and its page views,
//   kept by the writes themselves, so neither the forms list nor the data screen counts
//   a million rows to show a number.
// - entries.form_id: the form whose statistics count the answer (null for previews), so
//   statistics group one index instead of joining every entry to its submission.
// - the list pages newest first by (created_at, id): a keyset index.
/** How much of an answer statistics group by (the index holds this much). */
export const STATISTIC_VALUE_CHARS = 500;

export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  const big = dialect === 'postgres' ? 'bigint' : 'integer';
  await db.schema
    .createTable('form_stats')
    .addColumn('form_id', 'integer', (c) => c.primaryKey().references('forms.id').onDelete('cascade'))
    .addColumn('submissions', big, (c) => c.notNull().defaultTo(0))
    .addColumn('unread', big, (c) => c.notNull().defaultTo(0))
    .addColumn('views', big, (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`insert into form_stats (form_id, submissions, unread, views)
    select form_id, count(*), sum(case when read = 0 then 1 else 0 end), 0 from submissions where version > 0 group by form_id`.execute(
    db,
  );

  await db.schema.alterTable('entries').addColumn('form_id', 'integer').execute();
  await sql`update entries set form_id = (select s.form_id from submissions s where s.id = entries.submission_id and s.version > 0)`.execute(
    db,
  );
  // Grouped by the value's start, kept in a generated column: a whole 10,000-character
  // answer would not fit a PostgreSQL index row, a choice's value (or a checkbox's JSON
  // list) is far shorter, and PostgreSQL reads a plain column from the index alone.
  const valueKey = sql`substr(value, 1, ${sql.lit(STATISTIC_VALUE_CHARS)})`;
  await sql`alter table entries add column value_key text generated always as (${valueKey}) ${sql.raw(dialect === 'postgres' ? 'stored' : 'virtual')}`.execute(
    db,
  );
  await db.schema
    .createIndex('entries_form_question_value')
    .on('entries')
    .columns(['form_id', 'question_id', 'value_key'])
    .execute();

  await db.schema
    .createIndex('submissions_form_created_id')
    .on('submissions')
    .columns(['form_id', 'created_at', 'id'])
    .execute();
  await db.schema.dropIndex('submissions_form_created').execute();
}
