import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { useAuth } from '../auth/auth-context';
import { useApi } from '../auth/use-api';
import { useT } from '../i18n/i18n-context';
import { editorFormQuery } from './editor-api';
import { readLastEditedForm } from './last-edited';
import { NEW_FORM_PATH } from './use-form-loader';

/**
 * /editor with no form (docs/product.md §B2): the last edited form remembered
 * locally; otherwise the form the server names; otherwise a new form.
 */
export function EditorIndexRedirect() {
  const { auth } = useAuth();
  const api = useApi();
  const t = useT();
  const [remembered] = useState(readLastEditedForm);
  const named = useQuery({ ...editorFormQuery(api, auth?.user_id ?? 0), enabled: remembered === null, staleTime: 0 });

  if (remembered !== null) return <Navigate to={`/editor/${remembered}/builder`} replace />;
  if (named.isPending) {
    return (
      <p className="muted editor-loading" role="status">
        {t('editor.opening')}
      </p>
    );
  }
  return <Navigate to={named.data == null ? NEW_FORM_PATH : `/editor/${named.data}/builder`} replace />;
}
