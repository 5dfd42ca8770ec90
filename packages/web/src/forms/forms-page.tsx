import { useCallback, useState } from 'react';
import { errorMessage } from '../api/client';
import { useAuth } from '../auth/auth-context';
import { useEnvironment } from '../shell/environment-context';
import { useT } from '../i18n/i18n-context';
import { PageTitle } from '../shell/page-title';
import { CloneFormModal } from './clone-form-modal';
import { DeleteFormModal } from './delete-form-modal';
import { isFormLimitReached } from './form-limit';
import { useFormList } from './forms-api';
import type { FormSummary } from './forms-api';
import { FormsEmptyState } from './forms-empty-state';
import { FormsTable } from './forms-table';
import { NewFormLink } from './new-form-link';
import '../ui/ui.css';
import './forms.css';

type OpenModal = { kind: 'delete' | 'clone'; form: FormSummary } | null;

// docs/product.md §A2 Forms list: the table, 'Create a new form', and the delete and clone modals. A
// reload (after a clone) keeps the current rows on screen until the new list arrives.
export function FormsPage() {
  const { auth } = useAuth();
  const t = useT();
  const { variables } = useEnvironment();
  const forms = useFormList();
  const [modal, setModal] = useState<OpenModal>(null);

  const handleCloseModal = useCallback(() => setModal(null), []);

  function handleDelete(form: FormSummary) {
    setModal({ kind: 'delete', form });
  }

  function handleClone(form: FormSummary) {
    setModal({ kind: 'clone', form });
  }

  const loaded = forms.data;
  const limitReached = loaded !== undefined && isFormLimitReached(auth, loaded.length);

  return (
    <section className="forms-page">
      <PageTitle title={t('forms.title')} />
      <div className="page-header">
        <h1>{t('forms.title')}</h1>
        {loaded && <NewFormLink limitReached={limitReached} />}
      </div>
      {forms.isPending && (
        <p className="muted" role="status">
          {t('forms.loading')}
        </p>
      )}
      {forms.isError && !loaded && (
        <p className="form-alert" role="alert">
          {errorMessage(forms.error)}
        </p>
      )}
      {loaded &&
        (loaded.length === 0 ? (
          <FormsEmptyState />
        ) : (
          <FormsTable
            forms={loaded}
            publicUrl={variables.PUBLIC_URL}
            cloneDisabled={limitReached}
            onDelete={handleDelete}
            onClone={handleClone}
          />
        ))}
      {modal?.kind === 'delete' && <DeleteFormModal key={modal.form.id} form={modal.form} onClose={handleCloseModal} />}
      {modal?.kind === 'clone' && <CloneFormModal key={modal.form.id} form={modal.form} onClose={handleCloseModal} />}
    </section>
  );
}
