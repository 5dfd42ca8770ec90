import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './context';

// A trigram index of the answers' text, so that a filter by answer that searches text
// (contains, startsWith, endsWith and their negations, a value of 3 characters or more) reads the
// few answers holding the text instead of every answer to the question
// (docs/decisions/012-trigram-answer-search.md). The index only narrows: the filter's own
// predicate still decides each candidate (responses/answer-filter-sql.ts), so what it holds is,
// per answer, every text that predicate searches: a checkbox's items one a line; a Name's or an
// Address's non-blank parts joined by a space, then by a comma and a space, as the answer is
// shown; any other answer as stored. Previews (form_id null) are never filtered, and left out.
// PostgreSQL only (SQLite's intake would pay too much for it, decision 012): entry_search_text(value), the same text, and a pg_trgm GIN index on its lower
//   case, entries_trigrams. pg_trgm is an extension: where it cannot be created (not installed,
//   not allowed), the migration says so and goes on, and the filter reads the answers as before.

/** The patterns the filter tells a list of texts and an object of texts by (answer-filter-sql.ts): a copy. */
const TEXT_LIST_PATTERN = String.raw`^\[("([^"\\]|\\.)*"(,"([^"\\]|\\.)*")*)?\]$`;
const TEXT_OBJECT_PATTERN = String.raw`^\{("([^"\\]|\\.)*":"([^"\\]|\\.)*"(,"([^"\\]|\\.)*":"([^"\\]|\\.)*")*)?\}$`;

export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  // SQLite keeps no such index: kept by triggers it cost 140–340 µs of a 10-answer submission
  // that takes 200–250 µs in all (decision 012); its text searches read the answers.
  if (dialect === 'sqlite') return;

  // A failed CREATE EXTENSION would abort the migrations' transaction: it is tried in a block of
  // its own, which catches the failure.
  await sql`do $$ begin
    create extension if not exists pg_trgm;
  exception when others then
    raise warning 'pg_trgm could not be created (%)', sqlerrm;
  end $$`.execute(db);
  // Where the extension lives: another schema of the database may have created it first.
  const found = await sql<{
    schema: string;
  }>`select n.nspname as schema from pg_extension x join pg_namespace n on n.oid = x.extnamespace where x.extname = 'pg_trgm'`.execute(
    db,
  );
  const schema = found.rows[0]?.schema;
  if (schema === undefined) {
    console.warn(
      'Migration 027: the PostgreSQL extension pg_trgm could not be created; filters by answer that search text read every answer to the question (docs/decisions/012-trigram-answer-search.md).',
    );
    return;
  }
  const item = (separator: string) =>
    sql.raw(
      `(select string_agg(trim(j.item), '${separator}' order by j.n) from json_each_text(cast(value as json)) with ordinality as j(part, item, n) where trim(j.item) <> '')`,
    );
  await sql`create or replace function entry_search_text(value text) returns text language sql immutable parallel safe as $fn$
    select case
      when value like '[%' and value ~ ${sql.lit(TEXT_LIST_PATTERN)}
        then (select string_agg(trim(j.item), E'\n') from json_array_elements_text(cast(value as json)) as j(item))
      when value like '{%' and value ~ ${sql.lit(TEXT_OBJECT_PATTERN)}
        then ${item(' ')} || E'\n' || ${item(', ')}
      else value end
  $fn$`.execute(db);
  await sql`create index if not exists entries_trigrams on entries using gin (lower(entry_search_text(value)) ${sql.id(schema, 'gin_trgm_ops')}) where form_id is not null`.execute(
    db,
  );
}
