import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { fileCheckSchema } from '@formbuilder/core';
import { errorMessage } from '../api/client';
import { useAuth } from '../auth/auth-context';
import { useApi } from '../auth/use-api';
import { PageTitle } from '../shell/page-title';
import { en } from '../i18n/en';
import { useT } from '../i18n/i18n-context';
import '../ui/ui.css';
import './data.css';
import { apiPaths } from '../api/paths';
import { queryKeys } from '../api/query-keys';

/** docs/product.md §A8, the download page's success text (in English; the page says it in the app's language). */
export const DOWNLOAD_STARTED = en['data.download.started'];

// docs/product.md §A2 File download page: checks the file, then offers it; a form that is
// not the user's, a submission not found or a file no longer there go to /404.
export function DownloadPage() {
  const { formId = '', submissionId = '', questionId = '', fileName = '' } = useParams();
  const { auth } = useAuth();
  const api = useApi();
  const t = useT();
  const userId = auth?.user_id ?? 0;
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const checkPath = apiPaths.fileCheck(userId, formId, submissionId, questionId, fileName);
  const check = useQuery({
    queryKey: queryKeys.fileCheck(userId, checkPath),
    queryFn: ({ signal }) => api.call('GET', checkPath, fileCheckSchema, { signal }),
    staleTime: 0,
  });
  const ready = check.data?.data[0] === true;

  if (check.isError || (check.isSuccess && !ready)) return <Navigate to="/404" replace />;

  async function download() {
    setMessage(null);
    try {
      await api.download(apiPaths.submittedFile(userId, formId, submissionId, questionId, fileName), fileName);
      setMessage({ text: t('data.download.started'), error: false });
    } catch (error) {
      setMessage({ text: errorMessage(error), error: true });
    }
  }

  return (
    <section className="download-page">
      <PageTitle title={t('data.download.title')} />
      <h1>{t('data.download.heading')}</h1>
      <p className="download-page__name">{fileName}</p>
      <button type="button" className="button" onClick={() => void download()} disabled={!ready}>
        {t('data.download.button')}
      </button>
      {message && <p role={message.error ? 'alert' : 'status'}>{message.text}</p>}
    </section>
  );
}
