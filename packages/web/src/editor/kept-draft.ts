import { formSchema } from '@formbuilder/core';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { isStoredAuthRemembered } from '../auth/browser-storage';
import type { BuilderStore } from '../builder/state/builder-store';
import type { BuilderState, FormContent } from '../builder/state/builder-state';
import { edit } from '../builder/state/builder-state';
import { hasUnsavedChanges } from '../builder/state/selectors';
import type { Translate } from '../i18n/translate';
import { ENGLISH } from './english';

// A draft the session's end would lose (the server refused the token: the password was changed
// elsewhere, or the session expired) is kept in the browser, per user and form, and offered back
// once the owner has logged in again and returns to the form. It is kept where the session was
// (localStorage when remembered, else this tab's sessionStorage) and goes once restored and saved,
// or discarded.

const KEY_PREFIX = 'unsavedDraft';
const keyOf = (userId: number, formId: string) => `${KEY_PREFIX}:${userId}:${formId}`;

export interface KeptDraft {
  content: FormContent;
  /** When it was kept (ms). */
  at: number;
}

const stores = (): Storage[] => {
  try {
    return [window.sessionStorage, window.localStorage];
  } catch {
    return [];
  }
};

/** Keeps the draft of `formId` ('new' for a form never saved) for the user. */
export function keepDraft(userId: number, formId: string, content: FormContent, at: number = Date.now()): void {
  try {
    const storage = isStoredAuthRemembered() ? window.localStorage : window.sessionStorage;
    storage.setItem(keyOf(userId, formId), JSON.stringify({ content, at }));
  } catch {
    // Blocked storage or no room: nothing more can be done for the draft.
  }
}

/** The kept draft, or null when there is none or it no longer reads as a form (it is then dropped). */
export function readKeptDraft(userId: number, formId: string): KeptDraft | null {
  for (const storage of stores()) {
    let text: string | null;
    try {
      text = storage.getItem(keyOf(userId, formId));
    } catch {
      continue;
    }
    if (text === null) continue;
    const draft = parseDraft(text);
    if (draft) return draft;
    forgetKeptDraft(userId, formId);
  }
  return null;
}

function parseDraft(text: string): KeptDraft | null {
  try {
    const data = JSON.parse(text) as { content?: unknown; at?: unknown };
    const form = formSchema.safeParse({ id: null, ...(typeof data.content === 'object' ? data.content : {}) });
    if (!form.success || typeof data.at !== 'number') return null;
    const { title, private: isPrivate, props } = form.data;
    return { content: { title, private: isPrivate, props }, at: data.at };
  } catch {
    return null;
  }
}

export function forgetKeptDraft(userId: number, formId: string): void {
  for (const storage of stores()) {
    try {
      storage.removeItem(keyOf(userId, formId));
    } catch {
      // Nothing to forget.
    }
  }
}

/** 'Restore your unsaved changes from 14:32?' (with the day when it was not today), in `t`'s language. */
export function restoreQuestion(at: number, now: Date = new Date(), t: Translate = ENGLISH): string {
  const when = new Date(at);
  const sameDay = when.toDateString() === now.toDateString();
  const text = new Intl.DateTimeFormat(
    t.locale,
    sameDay ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' },
  ).format(when);
  return t('editor.restore.question', { when: text });
}

export interface KeptDraftOffer {
  /** The kept draft waiting for an answer, or null. */
  offer: KeptDraft | null;
  restore: () => void;
  discard: () => void;
  /** The session ended without the user asking: keeps the draft when it has unsaved changes. */
  keep: () => void;
}

/**
 * The editor's side: offers a kept draft of this form once it is loaded, restores it as one
 * undoable change (the autosave then saves it) or discards it, keeps the draft when the session
 * ends, and forgets the kept one after a save succeeds with no offer waiting.
 */
export function useKeptDraft(store: BuilderStore, userId: number, formId: string): KeptDraftOffer {
  const loadedId = useSyncExternalStore(store.subscribe, () => loadedFormId(store.getState()));
  // The user and form whose offer was answered (restored or discarded).
  const [answered, setAnswered] = useState<string | null>(null);
  const key = keyOf(userId, formId);
  const pending = useMemo(
    () => (loadedId === formId && answered !== key ? readKeptDraft(userId, formId) : null),
    [loadedId, formId, answered, key, userId],
  );

  // A save that succeeds with no offer waiting: what was kept is now on the server.
  useEffect(() => {
    let savedAt = store.getState().savedAt;
    return store.subscribe(() => {
      const state = store.getState();
      if (state.savedAt === savedAt) return;
      savedAt = state.savedAt;
      if (pending !== null || !state.form) return;
      // A new form's first save: what was kept under 'new' goes too.
      forgetKeptDraft(userId, formId);
      if (state.form.id !== null) forgetKeptDraft(userId, String(state.form.id));
    });
  }, [store, userId, formId, pending]);

  const restore = useCallback(() => {
    if (!pending) return;
    store.dispatch(edit({ type: 'replaceContent', content: pending.content }));
    setAnswered(key);
  }, [store, pending, key]);

  const discard = useCallback(() => {
    forgetKeptDraft(userId, formId);
    setAnswered(key);
  }, [userId, formId, key]);

  const keep = useCallback(() => {
    const state = store.getState();
    const { form } = state;
    if (!form || !hasUnsavedChanges(state)) return;
    keepDraft(userId, form.id === null ? formId : String(form.id), {
      title: form.title,
      private: form.private,
      props: form.props,
    });
  }, [store, userId, formId]);

  return { offer: pending, restore, discard, keep };
}

/** The id ('new' for a new form) of the form the store holds once loading is over, else null. */
function loadedFormId({ form, loading }: BuilderState): string | null {
  if (!form || loading) return null;
  return form.id === null ? 'new' : String(form.id);
}
