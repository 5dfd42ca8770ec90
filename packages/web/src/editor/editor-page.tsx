import { Outlet, useParams } from 'react-router';
import { BuilderStoreContext } from '../builder/state/builder-context';
import { elementsChanged } from '../builder/state/selectors';
import { useUndoKeys } from '../builder/state/use-undo-keys';
import { Icon } from '../builder/icons';
import { PageTitle } from '../shell/page-title';
import { EditorHeader } from './editor-header';
import { UnsavedChangesGuard } from './unsaved-changes-guard';
import { NEW_FORM_ID } from './use-form-loader';
import { useEditor } from './use-editor';
import './editor.css';

/** The editor of one form (spec: builder §2): /editor/{formId}/…, formId may be new. */
export function EditorPage() {
  const formId = useParams().formId ?? NEW_FORM_ID;
  const editor = useEditor(formId);
  const { state, dispatch } = editor;
  const formPath = `/editor/${formId}/`;
  useUndoKeys(dispatch, state.form !== null);

  return (
    <BuilderStoreContext value={editor.store}>
      <div className="editor">
        <PageTitle title={state.form ? `${state.form.title || 'Untitled Form'} · Editor` : 'Editor'} />
        <EditorHeader editor={editor} formPath={formPath} />
        {state.error !== null && (
          <div className="form-alert editor-alert" role="alert">
            <p>{state.error}</p>
            <button type="button" className="icon-button" aria-label="Dismiss message" onClick={() => dispatch({ type: 'dismissError' })}>
              <Icon name="close" />
            </button>
          </div>
        )}
        {state.loading ? (
          <p className="muted editor-loading" role="status">
            Loading form…
          </p>
        ) : (
          // spec: builder §4, a form without props shows nothing
          state.form && <Outlet />
        )}
        <UnsavedChangesGuard
          dirty={elementsChanged(state.form, state.saved)}
          formPath={formPath}
          internalNavigationRef={editor.internalNavigation}
        />
      </div>
    </BuilderStoreContext>
  );
}
