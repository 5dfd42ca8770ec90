import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../api/client';
import { useAuth } from '../auth/auth-context';
import { useApi } from '../auth/use-api';
import type { BuilderState } from '../builder/state/builder-state';
import type { BuilderDispatch } from '../builder/state/builder-context';
import { createBuilderStore } from '../builder/state/builder-store';
import type { BuilderStore } from '../builder/state/builder-store';
import { publishForm, saveForm } from './editor-api';
import { rememberLastEditedForm } from './last-edited';
import { useFormLoader } from './use-form-loader';

/** When a save did not even start (another one is under way). */
export const SAVE_BEFORE_LEAVING_FAILED = 'The form could not be saved yet. Please try again.';

export interface EditorController {
  store: BuilderStore;
  state: BuilderState;
  dispatch: BuilderDispatch;
  /** Saves the draft; answers the form id, or null when it did not save. */
  save: () => Promise<number | null>;
  /** The Unsaved Changes dialogue's 'Save and leave': answers null once saved, else the message to show. */
  saveBeforeLeaving: () => Promise<string | null>;
  publish: () => Promise<void>;
  /** Set just before the editor itself changes the address (new → id), so the leave guard lets it pass. */
  internalNavigation: RefObject<boolean>;
}

/** The editor's state and its Save and Publish flows (spec: builder §4). */
export function useEditor(formId: string): EditorController {
  const { auth } = useAuth();
  const api = useApi();
  const navigate = useNavigate();
  const location = useLocation();
  const [store] = useState(createBuilderStore);
  const state = useSyncExternalStore(store.subscribe, store.getState);
  const { dispatch } = store;
  const [reloadKey, setReloadKey] = useState(0);
  // Async flows read the latest values (store.getState()), not the ones of the render that started them.
  const locationRef = useRef(location);
  const internalNavigation = useRef(false);
  useEffect(() => {
    locationRef.current = location;
  });

  const userId = auth?.user_id ?? 0;
  useFormLoader({ api, userId, email: auth?.email ?? '', formId, store, reloadKey });

  /** `leaving`: the owner is on the way out, so a new form keeps its address (see below). */
  const saveDraft = useCallback(async (leaving: boolean): Promise<number | null> => {
    const { form, saving } = store.getState();
    if (!form || saving) return null;
    dispatch({ type: 'saveStart' });
    try {
      const answer = await saveForm(api, userId, form);
      dispatch({ type: 'saved', sent: form, answer });
      if (form.id === null) rememberLastEditedForm(answer.id);
      // spec: builder §4, the first save changes the address from new to the id. Not
      // when leaving: a navigation now would cancel the one the leave guard holds back.
      if (form.id === null && !leaving) {
        const { pathname, search } = locationRef.current;
        internalNavigation.current = true;
        void navigate(`${pathname.replace(/^\/editor\/new(?=\/|$)/, `/editor/${answer.id}`)}${search}`, { replace: true });
      }
      return answer.id;
    } catch (error) {
      dispatch({ type: 'failed', message: errorMessage(error) });
      return null;
    }
  }, [api, userId, navigate, store, dispatch]);

  const save = useCallback(() => saveDraft(false), [saveDraft]);
  const saveBeforeLeaving = useCallback(async (): Promise<string | null> => {
    const id = await saveDraft(true);
    return id === null ? (store.getState().error ?? SAVE_BEFORE_LEAVING_FAILED) : null;
  }, [saveDraft, store]);

  const publish = useCallback(async (): Promise<void> => {
    // spec: builder §4, publish is ignored while publishing or saving
    const { form, saving, publishing } = store.getState();
    if (!form || saving || publishing || form.id === null) return;
    dispatch({ type: 'publishStart' });
    try {
      const id = await save();
      if (id === null) return;
      await publishForm(api, userId, id);
      setReloadKey((key) => key + 1);
    } catch (error) {
      dispatch({ type: 'failed', message: errorMessage(error) });
    } finally {
      dispatch({ type: 'publishEnd' });
    }
  }, [api, userId, save, store, dispatch]);

  return { store, state, dispatch, save, saveBeforeLeaving, publish, internalNavigation };
}
