import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './context';

// The searched text of an answer, for a trigram index of the answers an operator may add on
// PostgreSQL (docs/decisions/012-trigram-answer-search.md): with it, a filter by answer that
// searches text (contains, startsWith, endsWith and their negations) reads the few answers
// holding the text instead of every answer to the question. The index only narrows: the filter's
// own predicate still decides each candidate (responses/answer-filter-sql.ts), so what the
// function gives is, per answer, every text that predicate searches: a checkbox's items one a
// line; a Name's or an Address's non-blank parts joined by a space, then by a comma and a space,
// as the answer is shown; any other answer as stored.
// The migration makes the function only: the index itself (createAnswerSearchIndex) costs the
// intake a quarter of its submissions a second on PostgreSQL, so it is the operator's choice
// (docs/product.md, "Searching answers at scale"). SQLite has its own index, written behind the writes (migration 028, decision 013).

/** The patterns the filter tells a list of texts and an object of texts by (responses/answer-shapes.ts): a copy. */
const TEXT_LIST_PATTERN = String.raw`^\[("([^"\\]|\\.)*"(,"([^"\\]|\\.)*")*)?\]$`;
const TEXT_OBJECT_PATTERN = String.raw`^\{("([^"\\]|\\.)*":"([^"\\]|\\.)*"(,"([^"\\]|\\.)*":"([^"\\]|\\.)*")*)?\}$`;

export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  if (dialect === 'sqlite') return;
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
}

/**
 * The trigram index of the answers' searched text (pg_trgm's GIN), which the filter uses once it
 * exists (looked for once per server start). The tests make it with this; an operator runs these
 * two statements (docs/product.md, "Searching answers at scale"):
 * `create extension if not exists pg_trgm;` then
 * `create index entries_trigrams on entries using gin (lower(entry_search_text(value)) gin_trgm_ops) where form_id is not null;`
 */
export async function createAnswerSearchIndex<DB>(db: Kysely<DB>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index if not exists entries_trigrams on entries using gin (lower(entry_search_text(value)) gin_trgm_ops) where form_id is not null`.execute(
    db,
  );
}
