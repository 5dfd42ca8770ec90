import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { MigrationContext } from './context';

// A trigram index of the answers' text, so that a filter by answer that searches text
// (contains, startsWith, endsWith and their negations, a value of 3 characters or more) reads the
// few answers holding the text instead of every answer to the question
// (docs/decisions/011-trigram-answer-search.md). The index only narrows: the filter's own
// predicate still decides each candidate (responses/answer-filter-sql.ts), so what it holds is,
// per answer, every text that predicate searches: a checkbox's items one a line; a Name's or an
// Address's non-blank parts joined by a space, then by a comma and a space, as the answer is
// shown; any other answer as stored. Previews (form_id null) are never filtered, and left out.
// - SQLite: entries_trigrams, a contentless FTS5 table (tokenize 'trigram', rowid = entries.id),
//   kept by triggers on entries in the transaction of each write: both writers' inserts, the
//   deletes of submissions and the cascades of forms' and accounts' deletions alike.
// - PostgreSQL: entry_search_text(value), the same text, and a pg_trgm GIN index on its lower
//   case, entries_trigrams. pg_trgm is an extension: where it cannot be created (not installed,
//   not allowed), the migration says so and goes on, and the filter reads the answers as before.

/** The patterns the filter tells a list of texts and an object of texts by (answer-filter-sql.ts): a copy. */
const TEXT_LIST_PATTERN = String.raw`^\[("([^"\\]|\\.)*"(,"([^"\\]|\\.)*")*)?\]$`;
const TEXT_OBJECT_PATTERN = String.raw`^\{("([^"\\]|\\.)*":"([^"\\]|\\.)*"(,"([^"\\]|\\.)*":"([^"\\]|\\.)*")*)?\}$`;

/** SQLite: the searched text of the answer `value` (an expression on it), as the filter reads it. */
function sqliteSearchText(value: RawBuilder<unknown>): RawBuilder<string> {
  const joined = (separator: string) =>
    sql`(select group_concat(trim(j.value), ${sql.lit(separator)}) from json_each(${value}) as j where trim(j.value) <> '')`;
  return sql<string>`(case
    when ${value} like '[%' and json_valid(${value}) and json_type(${value}) = 'array'
      then (select group_concat(trim(j.value), char(10)) from json_each(${value}) as j)
    when ${value} like '{%' and json_valid(${value}) and json_type(${value}) = 'object'
      then ${joined(' ')} || char(10) || ${joined(', ')}
    else ${value} end)`;
}

export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  if (dialect === 'sqlite') {
    await sql`create virtual table if not exists entries_trigrams using fts5(text, content = '', contentless_delete = 1, tokenize = 'trigram')`.execute(
      db,
    );
    await sql`insert into entries_trigrams (rowid, text) select id, ${sqliteSearchText(sql`value`)} from entries where form_id is not null`.execute(
      db,
    );
    const text = sqliteSearchText(sql`new.value`);
    await sql`create trigger if not exists entries_trigrams_insert after insert on entries when new.form_id is not null begin
      insert into entries_trigrams (rowid, text) values (new.id, ${text});
    end`.execute(db);
    await sql`create trigger if not exists entries_trigrams_delete after delete on entries when old.form_id is not null begin
      delete from entries_trigrams where rowid = old.id;
    end`.execute(db);
    // Nothing rewrites an answer today; one that did would keep the index right.
    await sql`create trigger if not exists entries_trigrams_update after update of value, form_id on entries begin
      delete from entries_trigrams where rowid = old.id;
      insert into entries_trigrams (rowid, text) select new.id, ${text} where new.form_id is not null;
    end`.execute(db);
    return;
  }

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
      'Migration 025: the PostgreSQL extension pg_trgm could not be created; filters by answer that search text read every answer to the question (docs/decisions/011-trigram-answer-search.md).',
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
