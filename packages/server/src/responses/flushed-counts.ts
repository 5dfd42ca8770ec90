// Counts kept in memory and added to their counters in one statement every few seconds,
// never a write per event: page views (page-views.ts) and visitors' progress (progress.ts).
// Counts since the last flush are lost if the process is killed.

/** One counted thing of a form (`key` tells it from the others), and how many times it happened. */
export interface FormCount<T> {
  formId: number;
  what: T;
  n: number;
}

/**
 * Counts by `key`, written by `write` every `flushMs`. A form deleted meanwhile refuses the whole
 * statement: the batch is then written form by form, and only the deleted form's counts go.
 */
export function createFlushedCounts<T>(write: (rows: FormCount<T>[]) => Promise<void>, flushMs: number) {
  let pending = new Map<string, FormCount<T>>();
  let flushing: Promise<void> = Promise.resolve();

  async function writeBatch(rows: FormCount<T>[]): Promise<void> {
    if (rows.length === 0) return;
    const forms = new Set(rows.map((row) => row.formId));
    await write(rows).catch((error: unknown) => {
      if (forms.size > 1)
        return Promise.all([...forms].map((formId) => writeBatch(rows.filter((row) => row.formId === formId)))).then(
          () => undefined,
        );
      if (!/foreign key|FOREIGN KEY/.test(String(error))) throw error;
    });
  }

  function flush(): Promise<void> {
    const batch = [...pending.values()];
    pending = new Map();
    flushing = flushing.then(() => writeBatch(batch));
    return flushing;
  }

  const timer = setInterval(() => void flush().catch(() => undefined), flushMs);
  timer.unref();

  return {
    /** One more of `what` on form `formId`, counted under `key`. */
    add: (key: string, formId: number, what: T): void => {
      const row = pending.get(key);
      if (row) row.n += 1;
      else pending.set(key, { formId, what, n: 1 });
    },
    flush,
    stop: async (): Promise<void> => {
      clearInterval(timer);
      await flush();
    },
  };
}
