import { useEffect, useState } from 'react';
import type { BuilderState } from '../builder/state/builder-state';
import { hasUnsavedChanges } from '../builder/state/selectors';
import { parseCreatedAt, timeSince } from '../forms/format';
import { en } from '../i18n/en';
import { useT } from '../i18n/i18n-context';
import type { Translate } from '../i18n/translate';
import { ENGLISH } from './english';

// The editor header always says where the draft stands.
export const SAVING = en['editor.status.saving'];
export const UNSAVED = en['editor.status.unsaved'];
export const SAVE_FAILED = en['editor.status.failed'];
/** The save was refused for element types the role does not include: the notice says which. */
export const NOT_SAVED = en['editor.status.notSaved'];
export const NOT_SAVED_YET = en['editor.status.notSavedYet'];

export type SaveState =
  { kind: 'saving' | 'unsaved' | 'failed' | 'blocked' | 'new'; text: string } | { kind: 'saved'; text: string };

/**
 * The header's words for the draft, e.g. 'Saved · just now' (updated_at for a form just opened).
 * `blocked`: the form holds element types the role does not include, so a retry cannot help.
 * In `t`'s language, English unless given.
 */
export function saveState(
  state: Pick<BuilderState, 'form' | 'saved' | 'saving' | 'saveFailed' | 'savedAt'>,
  now: Date,
  blocked = false,
  t: Translate = ENGLISH,
): SaveState {
  if (state.saving) return { kind: 'saving', text: t('editor.status.saving') };
  if (state.saveFailed)
    return blocked
      ? { kind: 'blocked', text: t('editor.status.notSaved') }
      : { kind: 'failed', text: t('editor.status.failed') };
  if (hasUnsavedChanges(state)) return { kind: 'unsaved', text: t('editor.status.unsaved') };
  if (state.form?.id === null) return { kind: 'new', text: t('editor.status.notSavedYet') };
  const updated = state.saved?.updated_at;
  const at =
    state.savedAt !== null
      ? new Date(state.savedAt)
      : updated === undefined || updated === null
        ? null
        : parseCreatedAt(updated);
  return {
    kind: 'saved',
    text: at
      ? t('editor.status.savedAgo', { ago: timeSince(at, now, t.locale, t('forms.justNow')) })
      : t('editor.status.saved'),
  };
}

/** Re-renders every `ms`, so 'just now' becomes '1 minute ago' on its own. */
function useNow(ms: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), ms);
    return () => window.clearInterval(timer);
  }, [ms]);
  return now;
}

interface SaveStatusProps {
  state: BuilderState;
  blocked: boolean;
  onRetry: () => void;
}

/** 'Saved · just now', 'Saving…', 'Unsaved changes', 'Not saved' or a 'Could not save — retry' button. */
export function SaveStatus({ state, blocked, onRetry }: SaveStatusProps) {
  const t = useT();
  // A save that just ended reads 'just now' at once, not at the next tick.
  const tick = useNow(30_000);
  const now = state.savedAt !== null && state.savedAt > tick.getTime() ? new Date(state.savedAt) : tick;
  const status = saveState(state, now, blocked, t);
  return (
    <span className={`save-status save-status--${status.kind}`} role="status">
      {status.kind === 'failed' ? (
        <button type="button" className="link-button save-status__retry" onClick={onRetry}>
          {status.text}
        </button>
      ) : (
        status.text
      )}
    </span>
  );
}
