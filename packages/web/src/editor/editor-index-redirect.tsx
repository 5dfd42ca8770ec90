import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { useAuth } from '../auth/auth-context';
import { useApi } from '../auth/use-api';
import { fetchEditorFormId } from './editor-api';
import { readLastEditedForm } from './last-edited';
import { NEW_FORM_PATH } from './use-form-loader';

/**
 * /editor with no form (spec: builder §2): the last edited form remembered
 * locally; otherwise the form the server names; otherwise a new form.
 */
export function EditorIndexRedirect() {
  const { auth } = useAuth();
  const api = useApi();
  const [remembered] = useState(readLastEditedForm);
  const [target, setTarget] = useState<string | null>(remembered === null ? null : `/editor/${remembered}/builder`);
  const userId = auth?.user_id;

  useEffect(() => {
    if (remembered !== null || userId === undefined) return;
    const controller = new AbortController();
    fetchEditorFormId(api, userId, controller.signal).then(
      (id) => setTarget(id === null ? NEW_FORM_PATH : `/editor/${id}/builder`),
      () => {
        if (!controller.signal.aborted) setTarget(NEW_FORM_PATH);
      },
    );
    return () => controller.abort();
  }, [api, userId, remembered]);

  if (target === null) {
    return (
      <p className="muted editor-loading" role="status">
        Opening the editor…
      </p>
    );
  }
  return <Navigate to={target} replace />;
}
