import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

// Page views of public forms (issue #11, beyond the spec), for the statistics' views and
// completion rate: counted in memory and added in one statement every few seconds, never
// a write per view. Views counted since the last flush are lost if the process is killed.

export const PAGE_VIEWS_FLUSH_MS = 5_000;

export function createPageViews(db: Kysely<Database>, flushMs = PAGE_VIEWS_FLUSH_MS) {
  let pending = new Map<number, number>();
  let flushing: Promise<void> = Promise.resolve();

  async function write(batch: Map<number, number>): Promise<void> {
    if (batch.size === 0) return;
    const rows = [...batch].map(([form_id, views]) => ({ form_id, submissions: 0, unread: 0, views }));
    await db
      .insertInto('form_stats')
      .values(rows)
      .onConflict((oc) => oc.column('form_id').doUpdateSet((eb) => ({ views: eb(eb.ref('form_stats.views'), '+', eb.ref('excluded.views')) })))
      .execute()
      .catch((error: unknown) => {
        // A form deleted meanwhile refuses the whole statement: its views go, the others are kept.
        if (batch.size > 1) return Promise.all([...batch].map(([formId, views]) => write(new Map([[formId, views]])))).then(() => undefined);
        if (!/foreign key|FOREIGN KEY/.test(String(error))) throw error;
      });
  }

  function flush(): Promise<void> {
    const batch = pending;
    pending = new Map();
    flushing = flushing.then(() => write(batch));
    return flushing;
  }

  const timer = setInterval(() => void flush().catch(() => undefined), flushMs);
  timer.unref();

  return {
    /** One view of a form's public page. */
    count(formId: number): void {
      pending.set(formId, (pending.get(formId) ?? 0) + 1);
    },
    flush,
    async stop(): Promise<void> {
      clearInterval(timer);
      await flush();
    },
  };
}

export type PageViews = ReturnType<typeof createPageViews>;
