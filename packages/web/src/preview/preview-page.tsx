import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../api/client';
import { useAuth } from '../auth/auth-context';
import { useApi } from '../auth/use-api';
import { useEnvironment } from '../shell/environment-context';
import { PageTitle } from '../shell/page-title';
import { previewFormUrl } from '../share/public-url';
import { getFormUuid, getPreviewToken } from './preview-api';
import './preview.css';

export const PREVIEW_WARNING = 'This is a preview of your form. Only you can see the preview of your forms.';
// spec: builder §2, a new form (id null) cannot be previewed.
export const UNSAVED_PREVIEW_MESSAGE = 'Form has to be saved before it can be previewed.';

type PreviewState = { state: 'loading' } | { state: 'ready'; src: string } | { state: 'failed'; message: string };

export interface PreviewPageProps {
  /** The form to preview; when left out, the route's :formId parameter. */
  formId?: string;
}

/**
 * spec: app-shell §2 Preview page, for /editor/:formId/preview: a warning banner,
 * a BACK button to the builder and the draft at
 * {host}/form/view/{uuid}?preview=true&token={token}.
 */
export function PreviewPage({ formId: formIdProp }: PreviewPageProps) {
  const params = useParams();
  const formId = formIdProp ?? params.formId ?? '';
  const { auth } = useAuth();
  const api = useApi();
  const { variables } = useEnvironment();
  const userId = auth?.user_id;
  const saved = formId !== '' && formId !== 'new';
  const [preview, setPreview] = useState<PreviewState>({ state: 'loading' });

  useEffect(() => {
    if (!saved || userId === undefined) return;
    const controller = new AbortController();
    const { signal } = controller;
    Promise.all([getFormUuid(api, userId, formId, signal), getPreviewToken(api, userId, formId, signal)]).then(
      ([uuid, token]) => setPreview({ state: 'ready', src: previewFormUrl(variables.PUBLIC_URL, uuid, token) }),
      (error: unknown) => {
        if (!signal.aborted) setPreview({ state: 'failed', message: errorMessage(error) });
      },
    );
    return () => controller.abort();
  }, [api, formId, saved, userId, variables.PUBLIC_URL]);

  const builderPath = `/editor/${encodeURIComponent(formId || 'new')}/builder`;
  const shown: PreviewState = saved ? preview : { state: 'failed', message: UNSAVED_PREVIEW_MESSAGE };

  return (
    <section className="preview-page" aria-label="Form preview">
      <PageTitle title="Preview" />
      <div className="preview-page__bar">
        <Link to={builderPath} className="button button--primary">
          BACK
        </Link>
        <p className="preview-page__warning" role="note">
          {PREVIEW_WARNING}
        </p>
      </div>
      {shown.state === 'loading' && (
        <p className="muted" role="status">
          Loading the preview…
        </p>
      )}
      {shown.state === 'failed' && (
        <p className="form-alert" role="alert">
          {shown.message}
        </p>
      )}
      {shown.state === 'ready' && <iframe className="preview-page__frame" title="Preview of your form" src={shown.src} />}
    </section>
  );
}
