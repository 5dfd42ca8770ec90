import { builderReducer, initialBuilderState } from './builder-state';
import type { BuilderAction, BuilderState } from './builder-state';

/**
 * The builder's state outside React: components read it with
 * useSyncExternalStore. A context whose value changed would make React search
 * the whole tree (300 stage elements) for its readers on every keystroke;
 * the store's subscribers are only the few components that read the state.
 */
export interface BuilderStore {
  getState: () => BuilderState;
  dispatch: (action: BuilderAction) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createBuilderStore(initial: BuilderState = initialBuilderState): BuilderStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    dispatch(action) {
      const next = builderReducer(state, action);
      if (next === state) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
