import { createNewForm } from '@formbuilder/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { errorMessage } from '../api/client';
import type { ApiClient } from '../api/client';
import type { BuilderStore } from '../builder/state/builder-store';
import { draftQuery, fetchPublished, isUnavailable, toDraftAnswer } from './editor-api';
import type { DraftAnswer } from './editor-api';
import { forgetLastEditedForm, rememberLastEditedForm } from './last-edited';

export const NEW_FORM_ID = 'new';
export const NEW_FORM_PATH = '/editor/new/builder';

interface LoaderOptions {
  api: ApiClient;
  userId: number;
  email: string;
  formId: string;
  store: BuilderStore;
  /** Bumped to load the same form again (after a publish). */
  reloadKey: number;
}

/**
 * Loads the form of the address (docs/product.md §B4): /editor/new is a new
 * unsaved form; otherwise the draft and the published version are fetched
 * together. A 403, a 404 or an id that is not a number forgets the remembered
 * form (docs/product.md §B8) and says the form is not there, rather than quietly
 * opening a new 'Untitled Form' in its place.
 *
 * The answers go into the builder's store, which then owns the form being edited: so the
 * loader asks the query client for fresh ones when it needs them (fetchQuery) rather than
 * subscribing to them, and no background refetch can replace the owner's edits.
 */
export function useFormLoader({ api, userId, email, formId, store, reloadKey }: LoaderOptions): void {
  const client = useQueryClient();
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

    let active = true;
    if (!reloading) dispatch({ type: 'loadStart' });
    const published = fetchPublished(client, api, userId, formId).catch(() => null);
    const draft: Promise<DraftAnswer> = client
      .fetchQuery({ ...draftQuery(api, userId, formId), staleTime: 0 })
      .then(toDraftAnswer, (error: unknown) => {
        if (isUnavailable(error)) return { kind: 'unavailable' };
        throw error;
      });
    draft.then(
      async (answer) => {
        const version = await published;
        if (!active) return;
        if (answer.kind === 'unavailable') {
          forgetLastEditedForm();
          dispatch({ type: 'unavailable' });
        } else if (answer.kind === 'empty') {
          dispatch({ type: 'loadedEmpty' });
        } else {
          rememberLastEditedForm(formId);
          const fallback =
            answer.publishedAt === null
              ? null
              : { version: answer.form.published_version ?? null, created_at: answer.publishedAt };
          dispatch({ type: 'loaded', form: answer.form, published: version ?? fallback, keepHistory: reloading });
        }
      },
      (error: unknown) => {
        if (active) dispatch({ type: 'failed', message: errorMessage(error) });
      },
    );
    return () => {
      active = false;
    };
    // The state is read, not watched: edits must not reload the form.
  }, [api, client, userId, email, formId, store, reloadKey]);
}
