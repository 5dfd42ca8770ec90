import { useAuth } from '../auth/auth-context';
import { useApi } from '../auth/use-api';
import { Modal } from '../ui/modal';
import { deleteForm } from './forms-api';
import type { FormSummary } from './forms-api';
import { formDisplayTitle } from './format';
import { useModalAction } from './use-modal-action';

// spec: app-shell §8, delete texts
export const DELETE_SUCCESS_TITLE = 'Success!';
export const DELETE_SUCCESS_MESSAGE = 'Form successfully deleted!';
export const DELETE_ERROR_TITLE = 'Error';
export const DELETE_ERROR_MESSAGE = 'There was an error deleting this form. Please contact support.';

export interface DeleteFormModalProps {
  form: FormSummary;
  onClose: () => void;
  /** Called once the server has deleted the form, so the list can drop it. */
  onDeleted: (form: FormSummary) => void;
}

/** Confirms and deletes a form; on success it closes itself after 1500 ms (spec §4). */
export function DeleteFormModal({ form, onClose, onDeleted }: DeleteFormModalProps) {
  const { auth } = useAuth();
  const api = useApi();
  const [state, run] = useModalAction(onClose);
  const title = formDisplayTitle(form);

  function handleConfirm() {
    if (!auth) return;
    run(async () => {
      await deleteForm(api, auth.user_id, form.id);
      onDeleted(form);
    });
  }

  if (state.status === 'success' || state.status === 'error') {
    const success = state.status === 'success';
    return (
      <Modal
        title={success ? DELETE_SUCCESS_TITLE : DELETE_ERROR_TITLE}
        tone={success ? 'success' : 'danger'}
        onClose={onClose}
        onEnter={onClose}
        actions={
          <button type="button" className="button button--secondary" onClick={onClose} autoFocus>
            Close
          </button>
        }
      >
        <p role={success ? 'status' : 'alert'}>{success ? DELETE_SUCCESS_MESSAGE : DELETE_ERROR_MESSAGE}</p>
        {state.status === 'error' && state.detail && <p className="muted">{state.detail}</p>}
      </Modal>
    );
  }

  const pending = state.status === 'pending';
  return (
    <Modal
      title="Delete form"
      onClose={onClose}
      onEnter={handleConfirm}
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="button button--danger" onClick={handleConfirm} disabled={pending} data-autofocus>
            {pending ? 'Deleting…' : 'Delete'}
          </button>
        </>
      }
    >
      <p>
        Are you sure you want to delete <strong>{title}</strong>? This cannot be undone.
      </p>
    </Modal>
  );
}
