import { useEffect, useState } from 'react';
import { errorMessage } from '../api/client';
import { useAuth } from '../auth/auth-context';
import { useApi } from '../auth/use-api';
import { PageTitle } from '../shell/page-title';
import { listForms } from './forms-api';
import type { FormSummary } from './forms-api';
import { FormsTable } from './forms-table';
import './forms.css';

type FormsState = { state: 'loading' } | { state: 'loaded'; forms: FormSummary[] } | { state: 'failed'; message: string };

// spec §2 Forms list. Links to the editor and data screens, the actions and
// 'Create a new form' arrive with those screens; until then the list is read-only.
export function FormsPage() {
  const { auth } = useAuth();
  const api = useApi();
  const userId = auth?.user_id;
  const [forms, setForms] = useState<FormsState>({ state: 'loading' });

  useEffect(() => {
    if (userId === undefined) return;
    const controller = new AbortController();
    listForms(api, userId, controller.signal).then(
      (loaded) => setForms({ state: 'loaded', forms: loaded }),
      (error: unknown) => {
        if (!controller.signal.aborted) setForms({ state: 'failed', message: errorMessage(error) });
      },
    );
    return () => controller.abort();
  }, [api, userId]);

  return (
    <section className="forms-page">
      <PageTitle title="Forms" />
      <div className="page-header">
        <h1>Forms</h1>
      </div>
      {forms.state === 'loading' && (
        <p className="muted" role="status">
          Loading your forms…
        </p>
      )}
      {forms.state === 'failed' && (
        <p className="form-alert" role="alert">
          {forms.message}
        </p>
      )}
      {forms.state === 'loaded' &&
        (forms.forms.length === 0 ? (
          <div className="empty-state">
            <p className="empty-state__title">You don&apos;t have any forms yet.</p>
            <p className="muted">Forms you create will be listed here, with their submissions.</p>
          </div>
        ) : (
          <FormsTable forms={forms.forms} />
        ))}
    </section>
  );
}
