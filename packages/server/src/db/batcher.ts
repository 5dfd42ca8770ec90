// Group commit: writes that arrive while one transaction is committing wait and go
// together into the next one. Each caller gets its result only after the transaction
// holding its write has committed, so an acknowledgement still means "on disk";
// one commit (one fsync) then serves many writes, where SQLite's single writer
// would otherwise do one fsync each.

export interface Batcher<T, R> {
  run(item: T): Promise<R>;
  /** Milliseconds since the last batch ended, 0 while writes wait or one is being written. */
  idleMs(): number;
}

interface Waiting<T, R> {
  item: T;
  resolve: (value: R) => void;
  reject: (error: unknown) => void;
}

/**
 * `writeAll` writes every item in one transaction. If it fails, each item is
 * retried alone with `writeOne`, so one bad write (say, a duplicate key) cannot
 * sink the others.
 */
export function createBatcher<T, R>(
  writeAll: (items: T[]) => Promise<R[]>,
  writeOne: (item: T) => Promise<R>,
  maxBatch = 200,
  /** Batches that may run side by side (1 for a single writer such as SQLite). */
  concurrency = 1,
): Batcher<T, R> {
  let queue: Waiting<T, R>[] = [];
  let running = 0;
  let scheduled = false;
  let lastEnded = 0;

  async function drain(): Promise<void> {
    running += 1;
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      try {
        const results = await writeAll(batch.map((w) => w.item));
        batch.forEach((w, i) => w.resolve(results[i] as R));
      } catch {
        for (const waiting of batch) {
          await writeOne(waiting.item).then(waiting.resolve, waiting.reject);
        }
      }
    }
    running -= 1;
    lastEnded = performance.now();
  }

  return {
    idleMs: () => (queue.length > 0 || running > 0 || scheduled ? 0 : performance.now() - lastEnded),
    run(item) {
      return new Promise<R>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        // Let the writes that arrive in this same turn join the batch.
        if (running < concurrency && !scheduled) {
          scheduled = true;
          setImmediate(() => {
            scheduled = false;
            void drain();
          });
        }
      });
    },
  };
}
