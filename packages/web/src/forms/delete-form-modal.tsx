import { ConfirmModal } from '../ui/confirm-modal';
import { useDeleteForm } from './forms-api';
import type { FormSummary } from './forms-api';
import { formDisplayTitle } from './format';
import { useModalAction } from './use-modal-action';
import { ActionResultModal } from './action-result-modal';

// docs/product.md §A8, delete texts
export const DELETE_SUCCESS_TITLE = 'Success!';
export const DELETE_SUCCESS_MESSAGE = 'Form successfully deleted!';
export const DELETE_ERROR_TITLE = 'Error';
export const DELETE_ERROR_MESSAGE = 'There was an error deleting this form. Please contact support.';

export interface DeleteFormModalProps {
  form: FormSummary;
  onClose: () => void;
}

/** Confirms and deletes a form; on success it closes itself after 1500 ms (docs/product.md §A4). */
export function DeleteFormModal({ form, onClose }: DeleteFormModalProps) {
  const deletion = useDeleteForm();
  const [state, run] = useModalAction(onClose);
  const title = formDisplayTitle(form);

  function handleConfirm() {
    run(async () => {
      await deletion.mutateAsync(form);
    });
  }

  if (state.status === 'success' || state.status === 'error') {
    return (
      <ActionResultModal
        state={state}
        texts={{
          successTitle: DELETE_SUCCESS_TITLE,
          success: DELETE_SUCCESS_MESSAGE,
          errorTitle: DELETE_ERROR_TITLE,
          error: DELETE_ERROR_MESSAGE,
        }}
        onClose={onClose}
      />
    );
  }

  const pending = state.status === 'pending';
  return (
    <ConfirmModal
      title="Delete form"
      confirm="Delete"
      pendingConfirm="Deleting…"
      danger
      tone="default"
      pending={pending}
      onConfirm={handleConfirm}
      onCancel={onClose}
    >
      <p>
        Are you sure you want to delete <strong>{title}</strong>? This cannot be undone.
      </p>
    </ConfirmModal>
  );
}
