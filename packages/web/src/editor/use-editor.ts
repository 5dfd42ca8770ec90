import type { Form } from '@formbuilder/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { RefObject } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, errorMessage } from '../api/client';
import { queryKeys } from '../api/query-keys';
import { useAuth } from '../auth/auth-context';
import { useApi } from '../auth/use-api';
import { useRefreshPermission } from '../auth/use-permission-refresh';
import type { BuilderState } from '../builder/state/builder-state';
import { hasUnsavedChanges } from '../builder/state/selectors';
import type { BuilderDispatch } from '../builder/state/builder-context';
import { createBuilderStore } from '../builder/state/builder-store';
import type { BuilderStore } from '../builder/state/builder-store';
import { publishForm, saveForm } from './editor-api';
import { useKeptDraft } from './kept-draft';
import type { KeptDraftOffer } from './kept-draft';
import { rememberLastEditedForm } from './last-edited';
import { editorBaseOf, useRouterLocation } from '../ui/use-router-location';
import { en } from '../i18n/en';
import { useT } from '../i18n/i18n-context';
import { useFormLoader } from './use-form-loader';

/** When the save did not happen and the server gave no words for it. */
export const SAVE_BEFORE_LEAVING_FAILED = en['editor.saveBeforeLeavingFailed'];

export interface EditorController {
  store: BuilderStore;
  state: BuilderState;
  dispatch: BuilderDispatch;
  /**
   * Saves the draft; returns the form id, or null when it did not save. A save under way
   * (the autosave, say) is waited for first; a saved form with nothing new is not sent again.
   */
  save: () => Promise<number | null>;
  /** The Unsaved Changes dialogue's 'Save and leave': returns null once saved, else the message to show. */
  saveBeforeLeaving: () => Promise<string | null>;
  /** Saves, then publishes; returns whether the form is now live. */
  publish: () => Promise<boolean>;
  /** Set just before the editor itself changes the address (new → id), so the leave guard lets it pass. */
  internalNavigation: RefObject<boolean>;
  /** Held while the Unsaved Changes dialogue asks: 'Discard' must find the change still unsaved. */
  holdAutosave: (held: boolean) => void;
  /** Unsaved changes kept when the session ended, offered back after the next login. */
  keptDraft: KeptDraftOffer;
}

/** Quiet time after the last change before the draft saves itself (closing a tab loses nothing). */
export const AUTOSAVE_DELAY_MS = 1500;

/** The editor's state and its Save and Publish flows (docs/product.md §B4). */
export function useEditor(formId: string): EditorController {
  const { auth, onSessionEnd } = useAuth();
  const api = useApi();
  const refreshPermission = useRefreshPermission();
  const navigate = useNavigate();
  const currentLocation = useRouterLocation();
  const client = useQueryClient();
  const t = useT();
  const [store] = useState(createBuilderStore);
  const state = useSyncExternalStore(store.subscribe, store.getState);
  const { dispatch } = store;
  const [reloadKey, setReloadKey] = useState(0);
  // Async flows read the latest values (store.getState()), not the ones of the render that started them.
  const internalNavigation = useRef(false);
  const inFlight = useRef<Promise<number | null> | null>(null);

  const userId = auth?.user_id ?? 0;
  useFormLoader({ api, userId, email: auth?.email ?? '', formId, store, reloadKey });
  // The palette offers what the role includes now, not what it included at the login.
  useEffect(() => {
    void refreshPermission();
  }, [refreshPermission]);

  /** `leaving`: the owner is on the way out, so a new form keeps its address (see below). */
  const send = useCallback(
    async (form: Form, leaving: boolean): Promise<number | null> => {
      dispatch({ type: 'saveStart' });
      try {
        const answer = await saveForm(api, userId, form);
        dispatch({ type: 'saved', sent: form, answer, at: Date.now() });
        // The forms list shows the title, the date and whether the draft changed since the publish.
        void client.invalidateQueries({ queryKey: queryKeys.formList(userId) });
        if (form.id === null) rememberLastEditedForm(answer.id);
        // docs/product.md §B4, the first save changes the address from new to the id. Not
        // when leaving: a navigation now would cancel the one the leave guard holds back.
        // Where the owner is now (a question opened while the save was on its way), not where
        // the last render was.
        const { pathname, search } = currentLocation();
        if (form.id === null && !leaving && editorBaseOf(pathname) === '/editor/new/') {
          internalNavigation.current = true;
          void navigate(`${pathname.replace(/^\/editor\/new(?=\/|$)/, `/editor/${answer.id}`)}${search}`, {
            replace: true,
          });
        }
        return answer.id;
      } catch (error) {
        // A 403 may be a role changed since the login (an element type removed, a lower form
        // limit): the session learns the role as it is now, so the builder can say what to remove.
        if (error instanceof ApiError && error.status === 403) await refreshPermission();
        dispatch({ type: 'failed', message: errorMessage(error) });
        return null;
      }
    },
    [api, userId, navigate, currentLocation, dispatch, refreshPermission, client],
  );

  const saveDraft = useCallback(
    async (leaving: boolean): Promise<number | null> => {
      // One save at a time: the next one starts from what the last one left.
      while (inFlight.current) await inFlight.current;
      const state = store.getState();
      const { form } = state;
      if (!form) return null;
      if (form.id !== null && !hasUnsavedChanges(state)) return form.id;
      const run = send(form, leaving);
      inFlight.current = run;
      try {
        return await run;
      } finally {
        inFlight.current = null;
      }
    },
    [send, store],
  );

  const save = useCallback(() => saveDraft(false), [saveDraft]);
  const saveBeforeLeaving = useCallback(async (): Promise<string | null> => {
    const id = await saveDraft(true);
    return id === null ? (store.getState().error ?? t('editor.saveBeforeLeavingFailed')) : null;
  }, [saveDraft, store, t]);

  const publish = useCallback(async (): Promise<boolean> => {
    // docs/product.md §B4, publish is ignored while publishing. A save under way (the autosave)
    // is waited for rather than ignoring the click.
    const { form, publishing } = store.getState();
    if (!form || publishing || form.id === null) return false;
    dispatch({ type: 'publishStart' });
    try {
      const id = await save();
      if (id === null) return false;
      await publishForm(api, userId, id);
      // The reload reads the published version afresh; the forms list says the form is live.
      void client.invalidateQueries({ queryKey: queryKeys.formList(userId) });
      setReloadKey((key) => key + 1);
      return true;
    } catch (error) {
      dispatch({ type: 'failed', message: errorMessage(error) });
      return false;
    } finally {
      dispatch({ type: 'publishEnd' });
    }
  }, [api, userId, save, store, dispatch, client]);

  const holdAutosave = useAutosave(store, save);

  // The server refused the token (the password changed elsewhere) or the session expired: the
  // draft is kept before the way to the login page, and offered back after it.
  const keptDraft = useKeptDraft(store, userId, formId);
  const { keep } = keptDraft;
  useEffect(() => onSessionEnd(keep), [onSessionEnd, keep]);

  return { store, state, dispatch, save, saveBeforeLeaving, publish, internalNavigation, holdAutosave, keptDraft };
}

/** What autosave waits for: a loaded draft with changes, not being published. */
function autosaveDue(state: BuilderState): boolean {
  return state.form !== null && !state.loading && !state.publishing && hasUnsavedChanges(state);
}

/**
 * Saves the draft AUTOSAVE_DELAY_MS after the last edit. Publish stays an explicit
 * act; a failed save waits for the next edit or the header's retry rather than looping. Answers
 * `hold`: while held nothing is saved, and a release waits the full delay again.
 */
function useAutosave(store: BuilderStore, save: () => Promise<number | null>): (held: boolean) => void {
  const latestSave = useRef(save);
  useEffect(() => {
    latestSave.current = save;
  });
  const [autosave] = useState(() => {
    let timer: number | undefined;
    let held = false;
    function fire() {
      if (!held && autosaveDue(store.getState())) void latestSave.current();
    }
    return {
      arm() {
        window.clearTimeout(timer);
        timer = window.setTimeout(fire, AUTOSAVE_DELAY_MS);
      },
      stop() {
        window.clearTimeout(timer);
      },
      hold(next: boolean) {
        held = next;
        if (!next && autosaveDue(store.getState())) this.arm();
      },
    };
  });
  useEffect(() => {
    let form = store.getState().form;
    const unsubscribe = store.subscribe(() => {
      const state = store.getState();
      if (state.form === form) return;
      form = state.form;
      if (autosaveDue(state)) autosave.arm();
    });
    return () => {
      unsubscribe();
      autosave.stop();
    };
  }, [store, autosave]);
  return useCallback((held: boolean) => autosave.hold(held), [autosave]);
}
