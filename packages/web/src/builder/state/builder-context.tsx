import { createContext, useContext, useSyncExternalStore } from 'react';
import type { BuilderAction, BuilderState } from './builder-state';
import type { BuilderStore } from './builder-store';

export type BuilderDispatch = (action: BuilderAction) => void;

// The store object never changes, so providing it costs nothing on edits.
export const BuilderStoreContext = createContext<BuilderStore | null>(null);

/** What the editor can do beyond editing: the Integrations tab's 'Publish now' asks here. */
export interface EditorActions {
  /** Saves and publishes; returns whether the form is now live. */
  publish: () => Promise<boolean>;
}
export const EditorActionsContext = createContext<EditorActions | null>(null);

/** The editor's actions; null outside the editor (e.g. a panel rendered alone in a test). */
export function useEditorActions(): EditorActions | null {
  return useContext(EditorActionsContext);
}

function useBuilderStore(): BuilderStore {
  const store = useContext(BuilderStoreContext);
  if (!store) throw new Error('The builder state is only available inside the editor.');
  return store;
}

/** The whole builder state; the component re-renders on every change. */
export function useBuilderState(): BuilderState {
  const store = useBuilderStore();
  return useSyncExternalStore(store.subscribe, store.getState);
}

/** Sends builder changes; stable, so it never re-renders its users. */
export function useBuilderDispatch(): BuilderDispatch {
  return useBuilderStore().dispatch;
}
