import { useEffect, useState } from 'react';
import type { BuilderState } from '../builder/state/builder-state';
import { hasUnsavedChanges } from '../builder/state/selectors';
import { parseCreatedAt, timeSince } from '../forms/format';

// The editor header always says where the draft stands.
export const SAVING = 'Saving…';
export const UNSAVED = 'Unsaved changes';
export const SAVE_FAILED = 'Could not save — retry';
/** The save was refused for element types the role does not include: the notice says which. */
export const NOT_SAVED = 'Not saved';
export const NOT_SAVED_YET = 'Not saved yet';

export type SaveState =
  { kind: 'saving' | 'unsaved' | 'failed' | 'blocked' | 'new'; text: string } | { kind: 'saved'; text: string };

/**
 * The header's words for the draft, e.g. 'Saved · just now' (updated_at for a form just opened).
 * `blocked`: the form holds element types the role does not include, so a retry cannot help.
 */
export function saveState(
  state: Pick<BuilderState, 'form' | 'saved' | 'saving' | 'saveFailed' | 'savedAt'>,
  now: Date,
  blocked = false,
): SaveState {
  if (state.saving) return { kind: 'saving', text: SAVING };
  if (state.saveFailed) return blocked ? { kind: 'blocked', text: NOT_SAVED } : { kind: 'failed', text: SAVE_FAILED };
  if (hasUnsavedChanges(state)) return { kind: 'unsaved', text: UNSAVED };
  if (state.form?.id === null) return { kind: 'new', text: NOT_SAVED_YET };
  const updated = state.saved?.updated_at;
  const at =
    state.savedAt !== null
      ? new Date(state.savedAt)
      : updated === undefined || updated === null
        ? null
        : parseCreatedAt(updated);
  return { kind: 'saved', text: at ? `Saved · ${timeSince(at, now)}` : 'Saved' };
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
  // A save that just ended reads 'just now' at once, not at the next tick.
  const tick = useNow(30_000);
  const now = state.savedAt !== null && state.savedAt > tick.getTime() ? new Date(state.savedAt) : tick;
  const status = saveState(state, now, blocked);
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
