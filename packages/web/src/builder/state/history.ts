// Undo and redo of builder changes (docs/product.md §B4, every builder change is a
// step). Snapshots are immutable values, so keeping them costs only the parts
// that changed.

/** At most this many steps are kept; the oldest fall off. */
export const HISTORY_LIMIT = 100;
/** Changes with the same coalesce key within this time are one step (typing). */
export const COALESCE_MS = 1000;

export interface History<T> {
  /** Older snapshots, oldest first. */
  past: T[];
  /** Undone snapshots, the next redo last. */
  future: T[];
  /** The coalesce key of the last recorded change, null when it had none. */
  lastKey: string | null;
  lastAt: number;
}

export function emptyHistory<T>(): History<T> {
  return { past: [], future: [], lastKey: null, lastAt: 0 };
}

/**
 * Records that the value was `previous` before a change made at `at`. A change
 * with the same key as the last one, made soon after it, joins that step.
 */
export function recordChange<T>(history: History<T>, previous: T, key: string | undefined, at: number): History<T> {
  const joins = key !== undefined && key === history.lastKey && at - history.lastAt <= COALESCE_MS;
  if (joins) return { ...history, future: [], lastAt: at };
  return {
    past: [...history.past, previous].slice(-HISTORY_LIMIT),
    future: [],
    lastKey: key ?? null,
    lastAt: at,
  };
}

export interface Travel<T> {
  history: History<T>;
  value: T;
}

/** Steps back: returns the snapshot to restore, or null when there is none. */
export function undoStep<T>(history: History<T>, current: T): Travel<T> | null {
  const value = history.past.at(-1);
  if (value === undefined) return null;
  return {
    value,
    history: { past: history.past.slice(0, -1), future: [...history.future, current], lastKey: null, lastAt: 0 },
  };
}

/** Steps forward again after an undo; null when nothing was undone. */
export function redoStep<T>(history: History<T>, current: T): Travel<T> | null {
  const value = history.future.at(-1);
  if (value === undefined) return null;
  return {
    value,
    history: { past: [...history.past, current], future: history.future.slice(0, -1), lastKey: null, lastAt: 0 },
  };
}
