import { lockedElementsMessage } from '@formbuilder/core';
import type { LockedElementType } from '@formbuilder/core';
import { edit } from '../builder/state/builder-state';
import type { BuilderDispatch } from '../builder/state/builder-context';

interface PlanNoticeProps {
  locked: readonly LockedElementType[];
  dispatch: BuilderDispatch;
}

/** The remove button's words: which questions it takes out. */
function removeLabel(locked: readonly LockedElementType[]): string {
  const total = locked.reduce((sum, { ids }) => sum + ids.length, 0);
  const [only] = locked;
  if (locked.length === 1 && only) return total === 1 ? `Remove the ${only.name} question` : `Remove the ${total} ${only.name} questions`;
  return `Remove these ${total} questions`;
}

/**
 * The form holds element types the role does not include (an administrator changed it while
 * the form was open): saving cannot work until they go. Says which, marks them on the stage
 * (their 'Not in your plan' note) and removes them in one step that undo takes back.
 */
export function PlanNotice({ locked, dispatch }: PlanNoticeProps) {
  const ids = locked.flatMap((entry) => entry.ids);
  return (
    <div className="form-alert editor-alert plan-notice" role="alert">
      <p>{lockedElementsMessage(locked)}</p>
      <button type="button" className="button button--secondary button--small" onClick={() => dispatch(edit({ type: 'deleteElements', ids }))}>
        {removeLabel(locked)}
      </button>
    </div>
  );
}
