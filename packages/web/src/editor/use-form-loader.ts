import { createNewForm } from '@formbuilder/core';
import { useEffect, useRef } from 'react';
import { errorMessage } from '../api/client';
import type { ApiClient } from '../api/client';
import type { BuilderStore } from '../builder/state/builder-store';
import { fetchDraft, fetchPublished } from './editor-api';
import { forgetLastEditedForm, rememberLastEditedForm } from './last-edited';

export const NEW_FORM_ID = 'new';
export const NEW_FORM_PATH = '/editor/new/builder';

interface LoaderOptions {
  api: ApiClient;
  userId: number | string;
  email: string;
  formId: string;
  store: BuilderStore;
  /** Bumped to load the same form again (after a publish). */
  reloadKey: number;
}

/**
 * Loads the form of the address (spec: builder §4): /editor/new is a new
 * unsaved form; otherwise the draft and the published version are fetched
 * together. A 403, a 404 or an id that is not a number forgets the remembered
 * form (builder §8) and says the form is not there, rather than quietly
 * opening a new 'Untitled Form' in its place (issue #10).
 */
export function useFormLoader({ api, userId, email, formId, store, reloadKey }: LoaderOptions): void {
  const handledReload = useRef(reloadKey);

  useEffect(() => {
    const { dispatch } = store;
    const current = store.getState().form;
    if (formId === NEW_FORM_ID) {
      if (!current || current.id !== null) dispatch({ type: 'loaded', form: createNewForm(email), published: null });
      return;
    }
    // The first save of a new form changes the address to its id: nothing to load then.
    const reloading = reloadKey !== handledReload.current;
    handledReload.current = reloadKey;
    if (!reloading && current && String(current.id) === formId) return;
    if (!/^\d+$/.test(formId)) {
      forgetLastEditedForm();
      dispatch({ type: 'unavailable' });
      return;
    }

    const controller = new AbortController();
    const { signal } = controller;
    if (!reloading) dispatch({ type: 'loadStart' });
    const published = fetchPublished(api, userId, formId, signal).catch(() => null);
    fetchDraft(api, userId, formId, signal).then(
      async (draft) => {
        const version = await published;
        if (signal.aborted) return;
        if (draft.kind === 'unavailable') {
          forgetLastEditedForm();
          dispatch({ type: 'unavailable' });
        } else if (draft.kind === 'empty') {
          dispatch({ type: 'loadedEmpty' });
        } else {
          rememberLastEditedForm(formId);
          const fallback =
            draft.publishedAt === null ? null : { version: draft.form.published_version ?? null, created_at: draft.publishedAt };
          dispatch({ type: 'loaded', form: draft.form, published: version ?? fallback, keepHistory: reloading });
        }
      },
      (error: unknown) => {
        if (!signal.aborted) dispatch({ type: 'failed', message: errorMessage(error) });
      },
    );
    return () => controller.abort();
    // The state is read, not watched: edits must not reload the form.
  }, [api, userId, email, formId, store, reloadKey]);
}
