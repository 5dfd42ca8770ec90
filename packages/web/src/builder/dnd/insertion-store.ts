import { useSyncExternalStore } from 'react';

// Where a palette drag would insert: before or after one stage element. A
// store with per-element subscriptions, so moving over 300 elements
// re-renders only the two whose marker changes.
export type InsertSide = 'before' | 'after';
export interface InsertionTarget {
  elementId: number;
  side: InsertSide;
}

export interface InsertionStore {
  get: () => InsertionTarget | null;
  set: (target: InsertionTarget | null) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createInsertionStore(): InsertionStore {
  let target: InsertionTarget | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => target,
    set(next) {
      if (next?.elementId === target?.elementId && next?.side === target?.side) return;
      target = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The insertion marker of one element: 'before', 'after' or null. */
export function useInsertionSide(store: InsertionStore, elementId: number): InsertSide | null {
  return useSyncExternalStore(store.subscribe, () => {
    const target = store.get();
    return target?.elementId === elementId ? target.side : null;
  });
}
