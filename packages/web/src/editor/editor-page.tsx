import { lazy, Suspense, useMemo } from 'react';
import { Outlet, useParams } from 'react-router';
import { BuilderStoreContext, EditorActionsContext } from '../builder/state/builder-context';
import { leavingLosesChanges } from '../builder/state/selectors';
import { useUndoKeys } from '../builder/state/use-undo-keys';
import { useLockedElementTypes } from '../builder/stage/stage-permissions';
import { Icon } from '../builder/icons';
import { useT } from '../i18n/i18n-context';
import type { Translate } from '../i18n/translate';
import { PageTitle } from '../shell/page-title';
import { EditorHeader } from './editor-header';
import { FormUnavailable } from './form-unavailable';
import { PlanNotice } from './plan-notice';
import { RestoreDraft } from './restore-draft';
import { UnsavedChangesGuard } from './unsaved-changes-guard';
import { NEW_FORM_ID } from './use-form-loader';
import { useEditor } from './use-editor';
import { useTemplatePicker } from './use-template-picker';
import './editor.css';

// Only a new form needs the picker: its code loads when it opens.
const TemplatePicker = lazy(() =>
  import('../templates/template-picker').then((module) => ({ default: module.TemplatePicker })),
);

/** The editor of one form (docs/product.md §B2): /editor/{formId}/…, formId may be new. */
export function EditorPage() {
  const formId = useParams().formId ?? NEW_FORM_ID;
  const t = useT();
  const editor = useEditor(formId);
  const { state, dispatch } = editor;
  const formPath = `/editor/${formId}/`;
  const templatePicker = useTemplatePicker(formId);
  useUndoKeys(dispatch, state.form !== null);
  const { publish } = editor;
  const actions = useMemo(() => ({ publish }), [publish]);
  const locked = useLockedElementTypes(state.form?.props.elements);

  return (
    <BuilderStoreContext value={editor.store}>
      <EditorActionsContext value={actions}>
        <div className="editor">
          <PageTitle
            title={pageTitle(
              t,
              state.unavailable ? t('editor.notFound') : state.form && (state.form.title || t('editor.untitled')),
            )}
          />
          <EditorHeader editor={editor} formPath={formPath} />
          {editor.keptDraft.offer && <RestoreDraft offer={editor.keptDraft} />}
          {locked.length > 0 && <PlanNotice locked={locked} dispatch={dispatch} />}
          {/* A save refused for those types is said by the notice, with the way out. */}
          {state.error !== null && !(locked.length > 0 && state.saveFailed) && (
            <div className="form-alert editor-alert" role="alert">
              <p>{state.error}</p>
              <button
                type="button"
                className="icon-button"
                aria-label={t('editor.dismiss')}
                onClick={() => dispatch({ type: 'dismissError' })}
              >
                <Icon name="close" />
              </button>
            </div>
          )}
          {state.loading ? (
            <p className="muted editor-loading" role="status">
              {t('editor.loading')}
            </p>
          ) : state.unavailable ? (
            <FormUnavailable />
          ) : (
            // docs/product.md §B4, a form without props shows nothing
            state.form && <Outlet />
          )}
          {templatePicker.open && state.form?.id === null && (
            <Suspense fallback={null}>
              <TemplatePicker onClose={templatePicker.close} />
            </Suspense>
          )}
          <UnsavedChangesGuard
            dirty={leavingLosesChanges(state.form, state.saved)}
            formPath={formPath}
            internalNavigationRef={editor.internalNavigation}
            holdAutosave={editor.holdAutosave}
            onSave={editor.saveBeforeLeaving}
          />
        </div>
      </EditorActionsContext>
    </BuilderStoreContext>
  );
}

const pageTitle = (t: Translate, name: string | null) =>
  name === null ? t('editor.title') : t('editor.titleOf', { name });
