import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../db/schema';
import { searchedTextSqlite } from './answer-shapes';

// SQLite's index of the answers' text, written behind the writes
// (docs/decisions/013-answer-search-behind-writes.md, migration 028): the indexer adds the answers
// above the watermark to answer_trigrams in small transactions while the submission writer is
// idle; a text search reads its candidates from the index up to the watermark and every answer
// above it, and the filter's predicate decides each of them on the real rows.

/** Answers indexed per transaction: about 10 ms of the single connection on the 2-core machine. */
export const INDEX_BATCH = 1_000;
/** The writer must have been idle this long before a batch runs, so a burst is never slowed. */
export const WRITER_QUIET_MS = 50;
/**
 * A writer never idle that long (a steady stream of submissions, not a burst) still gets a batch
 * indexed this often, so the index does not fall ever further behind: one batch of a few ms every
 * few seconds, a fraction of a percent of the writer's time.
 */
export const STARVED_MS = 3_000;
/** How often a caught-up indexer looks for new answers. */
const CAUGHT_UP_MS = 1_000;
/** After a failed batch (logged), the next try. */
const FAILED_MS = 30_000;
/**
 * Answers above the watermark a search reads directly at most; past it (an index still being
 * built), it reads every answer to the question as without the index. Each is read by its id
 * (the newest answers of every form), so the lag costs per answer what the question's answers
 * cost without the index.
 */
export const MOST_UNINDEXED = 50_000;

/**
 * Indexes up to `most` answers above the watermark in one transaction and moves it; returns how
 * many entries it passed (0 once caught up). Previews' answers (no form_id) are never searched.
 */
export async function indexAnswers(db: Kysely<Database>, most = INDEX_BATCH): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const state = await trx.selectFrom('answer_search_state').select('indexed_up_to').executeTakeFirst();
    const from = state?.indexed_up_to ?? 0;
    const batch = await sql<{
      upper: number | null;
      n: number;
    }>`select max(id) as upper, count(*) as n from (select id from entries where id > ${from} order by id limit ${most})`.execute(
      trx,
    );
    const { upper, n } = batch.rows[0] ?? { upper: null, n: 0 };
    if (upper === null) return 0;
    await sql`insert into answer_trigrams (rowid, text) select e.id, ${searchedTextSqlite} from entries e where e.id > ${from} and e.id <= ${upper} and e.form_id is not null and e.value is not null`.execute(
      trx,
    );
    await trx.updateTable('answer_search_state').set({ indexed_up_to: upper }).where('id', '=', 1).execute();
    return n;
  });
}

export interface AnswerIndexer {
  /** Stops the indexer; resolves once its current batch, if any, has committed. */
  stop(): Promise<void>;
}

/**
 * Runs indexAnswers in the background from the server's start to its close: a batch once the
 * writer has been idle WRITER_QUIET_MS (`writerIdleMs`), or STARVED_MS after the last one
 * whatever the writer does, the event loop given back between batches, and a look each second
 * once caught up.
 */
export function startAnswerIndexer(
  db: Kysely<Database>,
  writerIdleMs: () => number,
  log: { error: (details: object, message: string) => void },
  starvedMs = STARVED_MS,
): AnswerIndexer {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> = Promise.resolve();
  let lastBatch = performance.now();
  const later = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(step, ms);
    timer.unref();
  };
  function step() {
    const idle = writerIdleMs();
    if (idle < WRITER_QUIET_MS && performance.now() - lastBatch < starvedMs) return later(WRITER_QUIET_MS - idle);
    lastBatch = performance.now();
    current = indexAnswers(db).then(
      (n) => later(n >= INDEX_BATCH ? 0 : CAUGHT_UP_MS),
      (error: unknown) => {
        log.error({ err: error }, 'could not index the answers for search');
        later(FAILED_MS);
      },
    );
  }
  later(0);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}

/** An FTS5 phrase of the text: its trigrams in a row, i.e. the text anywhere (case folded). */
const phraseOf = (text: string) => `"${text.replaceAll('"', '""')}"`;

/**
 * The submissions whose answer to the question holds `positive`, where it is a text search of
 * `text` (3 characters or more): the candidates the index holds the text in, up to the watermark,
 * and every answer above it; null when the index lags by more than MOST_UNINDEXED answers, to
 * read every answer instead. At most `most + 1` ids, as fewAnswering reads them.
 */
export async function indexedAnswering(
  db: Kysely<Database>,
  formId: number,
  questionId: number,
  text: string,
  positive: RawBuilder<SqlBool>,
  most: number,
): Promise<number[] | null> {
  const state = await sql<{
    watermark: number;
    top: number | null;
  }>`select (select indexed_up_to from answer_search_state) as watermark, (select max(id) from entries) as top`.execute(
    db,
  );
  const { watermark, top } = state.rows[0] ?? { watermark: 0, top: null };
  if ((top ?? 0) - watermark > MOST_UNINDEXED) return null;
  // The predicate folds ASCII letters only (SQLite's lower and like), the index every letter: the
  // text in JavaScript's lower case, as the predicate's pattern has it, finds a superset.
  // `cross join` and `+e.` keep each half on its own index: the trigrams, then the entries' ids.
  const rows = await sql<{ submission_id: number }>`
    select e.submission_id from answer_trigrams cross join entries e
      where answer_trigrams match ${phraseOf(text.toLowerCase())} and answer_trigrams.rowid <= ${watermark}
        and e.id = answer_trigrams.rowid and e.form_id = ${formId} and e.question_id = ${questionId} and ${positive}
    union all
    select e.submission_id from entries e
      where e.id > ${watermark} and +e.form_id = ${formId} and +e.question_id = ${questionId} and ${positive}
    limit ${most + 1}`.execute(db);
  return rows.rows.map((row) => row.submission_id);
}
