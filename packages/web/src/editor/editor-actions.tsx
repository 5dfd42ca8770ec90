import { useNavigate } from 'react-router';
import { canRedo, canUndo, hasUnsavedChanges, needsPublish } from '../builder/state/selectors';
import { useLockedElementTypes } from '../builder/stage/stage-permissions';
import type { EditorController } from './use-editor';
import { Tooltip } from '../ui/tooltip';
import { Icon } from '../builder/icons';
import { en } from '../i18n/en';
import { useT } from '../i18n/i18n-context';
import { SaveStatus } from './save-status';

// docs/product.md §B2, for a new form Preview and Publish are disabled with these tooltips
export const PREVIEW_NEEDS_SAVE = en['editor.previewNeedsSave'];
export const PUBLISH_NEEDS_SAVE = en['editor.publishNeedsSave'];

interface EditorActionsProps {
  editor: EditorController;
  formPath: string;
  /** Publishing succeeded: the editor shows 'Your form is live'. */
  onPublished: () => void;
}

/** Undo, Redo, Save, Publish (with the publish-required marker) and Preview. */
export function EditorActions({ editor, formPath, onPublished }: EditorActionsProps) {
  const navigate = useNavigate();
  const t = useT();
  const { state, dispatch, save, publish } = editor;
  const isNew = state.form?.id === null;
  const busy = state.publishing;
  // Any change since the last save, rules and properties included.
  const unsaved = hasUnsavedChanges(state);
  // Element types the role does not include: no retry can save the form until they go.
  const blocked = useLockedElementTypes(state.form?.props.elements).length > 0;

  function handleSave() {
    void save();
  }

  function handlePublish() {
    if (isNew) return;
    void publish().then((live) => {
      if (live) onPublished();
    });
  }

  function handlePreview() {
    if (!isNew) void navigate(`${formPath}preview`);
  }

  return (
    <div className="editor-actions">
      <button
        type="button"
        className="icon-button"
        aria-label={t('editor.undo')}
        title={t('editor.undoTitle')}
        disabled={!canUndo(state)}
        onClick={() => dispatch({ type: 'undo' })}
      >
        <Icon name="undo" />
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label={t('editor.redo')}
        title={t('editor.redoTitle')}
        disabled={!canRedo(state)}
        onClick={() => dispatch({ type: 'redo' })}
      >
        <Icon name="redo" />
      </button>
      <SaveStatus state={state} blocked={blocked} onRetry={handleSave} />
      {/* Nothing to save: a saved form without changes (a new one can always be saved). */}
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={handleSave}
        disabled={state.saving || (!isNew && !unsaved)}
      >
        {state.saving ? t('editor.saving') : t('editor.save')}
      </button>
      <span className="editor-actions__publish">
        <Tooltip text={isNew ? t('editor.publishNeedsSave') : t('editor.publishTip')}>
          {(describedBy) => (
            <button
              type="button"
              className="button button--primary button--small"
              aria-disabled={isNew || busy}
              aria-describedby={isNew ? describedBy : undefined}
              onClick={handlePublish}
            >
              {state.publishing ? t('editor.publishing') : t('editor.publish')}
            </button>
          )}
        </Tooltip>
        {needsPublish(state.form, state.published) && (
          <span
            className="publish-marker"
            role="img"
            aria-label={t('editor.notPublished')}
            title={t('editor.notPublished')}
          />
        )}
      </span>
      <Tooltip text={isNew ? t('editor.previewNeedsSave') : t('editor.previewTip')}>
        {(describedBy) => (
          <button
            type="button"
            className="button button--secondary button--small"
            aria-disabled={isNew}
            aria-describedby={isNew ? describedBy : undefined}
            onClick={handlePreview}
          >
            {t('editor.preview')}
          </button>
        )}
      </Tooltip>
    </div>
  );
}
