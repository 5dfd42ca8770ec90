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

export interface EditorController {
  store: BuilderStore;
  state: BuilderState;
  dispatch: BuilderDispatch;
  /** Saves the draft; answers the form id, or null when it did not save. */
  save: () => Promise<number | null>;
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

  const userId = auth?.user_id ?? '';
  useFormLoader({ api, userId, email: auth?.email ?? '', formId, store, reloadKey });

  const save = useCallback(async (): Promise<number | null> => {
    const { form, saving } = store.getState();
    if (!form || saving) return null;
    dispatch({ type: 'saveStart' });
    try {
      const answer = await saveForm(api, userId, form);
      dispatch({ type: 'saved', sent: form, answer });
      if (form.id === null) {
        // spec: builder §4, the first save changes the address from new to the id and remembers it
        rememberLastEditedForm(answer.id);
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

  return { store, state, dispatch, save, publish, internalNavigation };
}
