import { lockedElementsMessage } from '@formbuilder/core';
import type { LockedElementType } from '@formbuilder/core';
import { edit } from '../builder/state/builder-state';
import type { BuilderDispatch } from '../builder/state/builder-context';
import { useT } from '../i18n/i18n-context';
import type { Translate } from '../i18n/translate';

interface PlanNoticeProps {
  locked: readonly LockedElementType[];
  dispatch: BuilderDispatch;
}

/** The remove button's words, short beside the sentence that names the questions. */
function removeLabel(locked: readonly LockedElementType[], t: Translate): string {
  const total = locked.reduce((sum, { ids }) => sum + ids.length, 0);
  return t('editor.plan.remove', { total });
}

/**
 * The form holds element types the role does not include (an administrator changed it while
 * the form was open): saving cannot work until they go. Says which, marks them on the stage
 * (their 'Not in your plan' note) and removes them in one step that undo takes back.
 */
export function PlanNotice({ locked, dispatch }: PlanNoticeProps) {
  const t = useT();
  const ids = locked.flatMap((entry) => entry.ids);
  return (
    <div className="form-alert editor-alert plan-notice" role="alert">
      <p>{lockedElementsMessage(locked)}</p>
      <button
        type="button"
        className="button button--secondary button--small plan-notice__remove"
        onClick={() => dispatch(edit({ type: 'deleteElements', ids }))}
      >
        {removeLabel(locked, t)}
      </button>
    </div>
  );
}
