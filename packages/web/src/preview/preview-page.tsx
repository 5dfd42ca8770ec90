import { previewTokenSchema, type ClosedReason } from '@formbuilder/core';
import { AVAILABILITY_ANCHOR, useAvailability } from '../builder/form-life/form-life-api';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../api/client';
import { useAuth } from '../auth/auth-context';
import { useApi } from '../auth/use-api';
import { draftQuery } from '../editor/editor-api';
import { useEnvironment } from '../shell/environment-context';
import { PageTitle } from '../shell/page-title';
import { en } from '../i18n/en';
import { useT } from '../i18n/i18n-context';
import { makeTranslate, type Translate } from '../i18n/translate';
import { previewFormUrl } from '../share/public-url';
import { PreviewLanguage, usePreviewLanguage } from '../builder/languages/preview-language';
import { DeviceToggle, type PreviewDevice } from './device-toggle';
import './preview.css';
import { apiPaths } from '../api/paths';
import { queryKeys } from '../api/query-keys';

// In English; the page says them in the app's language.
export const PREVIEW_WARNING = en['preview.page.warning'];
// docs/product.md §B2, a new form (id null) cannot be previewed.
export const UNSAVED_PREVIEW_MESSAGE = en['preview.page.unsaved'];

const english = makeTranslate('en', 'en');

type PreviewState = { state: 'loading' } | { state: 'ready'; src: string } | { state: 'failed'; message: string };

export interface PreviewPageProps {
  /** The form to preview; when left out, the route's :formId parameter. */
  formId?: string;
}

/**
 * docs/product.md §A2 Preview page, for /editor/:formId/preview: a warning banner,
 * a BACK button to the builder and the draft at
 * {host}/form/view/{uuid}?preview=true&token={token}; shown at desktop width or in a phone's
 * 390 px.
 */
export function PreviewPage({ formId: formIdProp }: PreviewPageProps) {
  const params = useParams();
  const formId = formIdProp ?? params.formId ?? '';
  const { auth } = useAuth();
  const api = useApi();
  const t = useT();
  const { variables } = useEnvironment();
  const userId = auth?.user_id ?? 0;
  const saved = formId !== '' && formId !== 'new';
  // The draft for its uuid, and a token valid for 10 minutes (GET …/forms/{formId}/preview-token),
  // asked for each time the page opens.
  const draft = useQuery({ ...draftQuery(api, userId, formId), enabled: saved });
  const token = useQuery({
    queryKey: queryKeys.previewToken(userId, formId),
    queryFn: ({ signal }) => api.call('GET', apiPaths.previewToken(userId, formId), previewTokenSchema, { signal }),
    enabled: saved,
    gcTime: 0,
  });
  // docs/product.md, "Translating a form": the draft in each of its languages.
  const language = usePreviewLanguage(draft.data?.props?.languages);
  // docs/product.md, "A form's life": the preview shows the form, so it says when visitors do not,
  // and shows on asking the closed page they get instead (the owner's closed message).
  const closed = useAvailability(Number(formId), saved).data?.closedReason ?? null;
  const [closedAsked, setClosedAsked] = useState(false);
  const closedShown = closed !== null && closedAsked;
  const preview = previewOf(draft, token, variables.PUBLIC_URL, language.shown, t('preview.page.noUuid'), closedShown);
  const [device, setDevice] = useState<PreviewDevice>('desktop');

  const builderPath = `/editor/${encodeURIComponent(formId || 'new')}/builder`;
  const shown: PreviewState = saved ? preview : { state: 'failed', message: t('preview.page.unsaved') };

  return (
    <section className="preview-page" aria-label={t('preview.page.label')}>
      <PageTitle title={t('preview.page.title')} />
      <div className="preview-page__bar">
        <Link to={builderPath} className="button button--primary">
          {t('preview.page.back')}
        </Link>
        <p className="warning-box warning-box--notice preview-page__warning" role="note">
          {t('preview.page.warning')}
        </p>
        <PreviewLanguage codes={language.codes} language={language.language} onChange={language.choose} />
        <DeviceToggle device={device} onChange={setDevice} />
      </div>
      {closed !== null && (
        <div className="warning-box preview-page__closed">
          <p role="note">{closedPreviewNotice(closed, t)}</p>
          <div className="preview-page__closed-actions">
            <Link to={`${builderPath}/properties#${AVAILABILITY_ANCHOR}`}>{t('preview.page.availability')}</Link>
            <button
              type="button"
              className="button"
              aria-pressed={closedShown}
              onClick={() => setClosedAsked(!closedAsked)}
            >
              {t('preview.page.showClosed')}
            </button>
          </div>
        </div>
      )}
      {shown.state === 'loading' && (
        <p className="muted" role="status">
          {t('preview.page.loading')}
        </p>
      )}
      {shown.state === 'failed' && (
        <p className="form-alert" role="alert">
          {shown.message}
        </p>
      )}
      {shown.state === 'ready' && (
        <iframe
          className={`preview-page__frame preview-page__frame--${device}`}
          title={closedShown ? t('preview.page.closedFrame') : t('preview.page.frame')}
          src={shown.src}
        />
      )}
    </section>
  );
}

/** What the preview of a closed form says above it, with why (in English unless `t` says otherwise). */
export const closedPreviewNotice = (reason: ClosedReason, t: Translate = english): string =>
  t(`preview.page.closed.${reason}`);

interface Loading<T> {
  data: T | undefined;
  error: unknown;
}

function previewOf(
  draft: Loading<{ uuid?: string | null }>,
  token: Loading<{ token: string }>,
  publicUrl: string,
  language: string | undefined,
  noUuid: string,
  closedPage: boolean,
): PreviewState {
  const failure = draft.error ?? token.error;
  if (failure) return { state: 'failed', message: errorMessage(failure) };
  if (!draft.data || !token.data) return { state: 'loading' };
  if (!draft.data.uuid) return { state: 'failed', message: noUuid };
  return { state: 'ready', src: previewFormUrl(publicUrl, draft.data.uuid, token.data.token, language, closedPage) };
}
