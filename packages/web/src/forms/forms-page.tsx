import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '../api/client';
import { useAuth } from '../auth/auth-context';
import { useApi } from '../auth/use-api';
import { useEnvironment } from '../shell/environment-context';
import { PageTitle } from '../shell/page-title';
import { CloneFormModal } from './clone-form-modal';
import { DeleteFormModal } from './delete-form-modal';
import { isFormLimitReached } from './form-limit';
import { listForms } from './forms-api';
import type { FormSummary } from './forms-api';
import { FormsTable } from './forms-table';
import { NewFormLink } from './new-form-link';
import '../ui/ui.css';
import './forms.css';

type FormsState = { state: 'loading' } | { state: 'loaded'; forms: FormSummary[] } | { state: 'failed'; message: string };
type OpenModal = { kind: 'delete' | 'clone'; form: FormSummary } | null;

// spec §2 Forms list: the table, 'Create a new form', and the delete and clone modals.
export function FormsPage() {
  const { auth } = useAuth();
  const api = useApi();
  const { variables } = useEnvironment();
  const userId = auth?.user_id;
  const [forms, setForms] = useState<FormsState>({ state: 'loading' });
  const [reloads, setReloads] = useState(0);
  const [modal, setModal] = useState<OpenModal>(null);

  // A reload (after a clone) keeps the current rows on screen until the new list arrives.
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
  }, [api, userId, reloads]);

  const handleCloseModal = useCallback(() => setModal(null), []);

  const handleDeleted = useCallback((deleted: FormSummary) => {
    setForms((current) => (current.state === 'loaded' ? { state: 'loaded', forms: current.forms.filter((form) => form.id !== deleted.id) } : current));
  }, []);

  const handleCloned = useCallback(() => setReloads((count) => count + 1), []);

  function handleDelete(form: FormSummary) {
    setModal({ kind: 'delete', form });
  }

  function handleClone(form: FormSummary) {
    setModal({ kind: 'clone', form });
  }

  const count = forms.state === 'loaded' ? forms.forms.length : 0;
  const limitReached = forms.state === 'loaded' && isFormLimitReached(auth, count);

  return (
    <section className="forms-page">
      <PageTitle title="Forms" />
      <div className="page-header">
        <h1>Forms</h1>
        {forms.state === 'loaded' && <NewFormLink limitReached={limitReached} />}
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
          <FormsTable
            forms={forms.forms}
            publicUrl={variables.PUBLIC_URL}
            cloneDisabled={limitReached}
            onDelete={handleDelete}
            onClone={handleClone}
          />
        ))}
      {modal?.kind === 'delete' && <DeleteFormModal key={modal.form.id} form={modal.form} onClose={handleCloseModal} onDeleted={handleDeleted} />}
      {modal?.kind === 'clone' && <CloneFormModal key={modal.form.id} form={modal.form} onClose={handleCloseModal} onCloned={handleCloned} />}
    </section>
  );
}
