import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { createFlushedCounts } from './flushed-counts';
import { addPageViews } from './response-reads';

// Page views of public forms, for the statistics' views and completion rate: counted in memory
// and added in one statement every few seconds (flushed-counts.ts), never a write per view.

export const PAGE_VIEWS_FLUSH_MS = 5_000;

export function createPageViews(db: Kysely<Database>, flushMs = PAGE_VIEWS_FLUSH_MS) {
  const counts = createFlushedCounts<null>(
    (rows) =>
      addPageViews(
        db,
        rows.map(({ formId, n }) => ({ form_id: formId, views: n })),
      ),
    flushMs,
  );
  return {
    /** One view of a form's public page. */
    count(formId: number): void {
      counts.add(String(formId), formId, null);
    },
    flush: counts.flush,
    stop: counts.stop,
  };
}

export type PageViews = ReturnType<typeof createPageViews>;
