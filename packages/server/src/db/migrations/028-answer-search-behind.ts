import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './context';

// SQLite's index of the answers' searched text, written behind the writes
// (docs/decisions/013-answer-search-behind-writes.md): no trigger touches entries, so a submission's
// transaction costs what it did; a background indexer (responses/answer-search.ts) adds the
// answers above the watermark in small batches while the intake is idle, and the filter by
// answer reads the index for the answers at or below it and every answer above it directly.
// - answer_trigrams: FTS5 with the trigram tokenizer, contentless (the text is the entries'; a
//   match only names candidates, which the filter's predicate decides on the real rows), its
//   rowid the entry's id.
// - answer_search_state: one row, the highest entries id indexed (0: nothing yet; an existing
//   database is indexed in the background after this migration).
// PostgreSQL keeps decision 012's operator-made index: it has neither.

export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  if (dialect !== 'sqlite') return;
  await sql`create virtual table answer_trigrams using fts5(text, tokenize = 'trigram', content = '', columnsize = 0)`.execute(
    db,
  );
  await sql`create table answer_search_state (id integer primary key check (id = 1), indexed_up_to integer not null)`.execute(
    db,
  );
  await sql`insert into answer_search_state (id, indexed_up_to) values (1, 0)`.execute(db);
}
