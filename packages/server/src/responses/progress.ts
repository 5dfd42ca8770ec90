import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { createFlushedCounts, type FormCount } from './flushed-counts';

// How far visitors get through public forms, for the statistics' funnel: starts (a first
// answer) and pages reached, reported by the visitor's script (one beacon each) and by the
// pages posted without it (submissions/page-steps.ts). Counted in memory and added in one
// statement every few seconds (flushed-counts.ts), never a write per visit.

export const PROGRESS_FLUSH_MS = 5_000;

/** The page form_progress counts starts under. */
const STARTS_PAGE = 1;

/** Adds a batch of counts to the counters (form_progress, migration 017) in one statement. */
export async function addProgress(db: Kysely<Database>, rows: readonly FormCount<number>[]): Promise<void> {
  await db
    .insertInto('form_progress')
    .values(rows.map(({ formId, what: page, n }) => ({ form_id: formId, page, n })))
    .onConflict((oc) =>
      oc
        .columns(['form_id', 'page'])
        .doUpdateSet((eb) => ({ n: eb(eb.ref('form_progress.n'), '+', eb.ref('excluded.n')) })),
    )
    .execute();
}

/** A form's counted starts and visits per page reached (pages 2 and on, in order). */
export async function progressCounters(
  db: Kysely<Database>,
  formId: number,
): Promise<{ starts: number; pages: { page: number; count: number }[] }> {
  const rows = await db
    .selectFrom('form_progress')
    .select(['page', 'n'])
    .where('form_id', '=', formId)
    .orderBy('page')
    .execute();
  return {
    starts: Number(rows.find((row) => row.page === STARTS_PAGE)?.n ?? 0),
    pages: rows.filter((row) => row.page > STARTS_PAGE).map((row) => ({ page: row.page, count: Number(row.n) })),
  };
}

export function createProgress(db: Kysely<Database>, flushMs = PROGRESS_FLUSH_MS) {
  const counts = createFlushedCounts<number>((rows) => addProgress(db, rows), flushMs);
  const add = (formId: number, page: number) => counts.add(`${String(formId)}:${String(page)}`, formId, page);

  return {
    /** A visit's first answer to a form. */
    start(formId: number): void {
      add(formId, STARTS_PAGE);
    },
    /** A visit reaching page `page` (2 and on) of a form. */
    reach(formId: number, page: number): void {
      if (page > STARTS_PAGE) add(formId, page);
    },
    flush: counts.flush,
    stop: counts.stop,
  };
}

export type Progress = ReturnType<typeof createProgress>;
