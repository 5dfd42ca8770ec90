import { createContext, useContext } from 'react';
import type { ActionDispatch } from 'react';
import type { BuilderAction, BuilderState } from './builder-state';

// Two contexts: the dispatch never changes, so components that only send
// changes (each element on the stage) are not re-rendered by every change.
export type BuilderDispatch = ActionDispatch<[action: BuilderAction]>;

export const BuilderStateContext = createContext<BuilderState | null>(null);
export const BuilderDispatchContext = createContext<BuilderDispatch | null>(null);

export function useBuilderState(): BuilderState {
  const state = useContext(BuilderStateContext);
  if (!state) throw new Error('useBuilderState must be used inside the editor.');
  return state;
}

export function useBuilderDispatch(): BuilderDispatch {
  const dispatch = useContext(BuilderDispatchContext);
  if (!dispatch) throw new Error('useBuilderDispatch must be used inside the editor.');
  return dispatch;
}
