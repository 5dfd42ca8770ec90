import { useModalAction } from '../forms/use-modal-action';
import { ActionResultModal } from '../forms/action-result-modal';
import { ConfirmModal } from '../ui/confirm-modal';

// docs/product.md §B8, the delete submissions texts.
export const DELETE_SUBMISSIONS_SUCCESS_TITLE = 'Success!';
export const DELETE_SUBMISSIONS_SUCCESS = 'Submission successfully deleted!';
export const DELETE_SUBMISSIONS_ERROR_TITLE = 'Error';
export const DELETE_SUBMISSIONS_ERROR = 'There has been an error deleting submissions. Please contact support.';

/** Confirms with the number chosen ('Delete 1,234 submissions…?'), deletes, then says how it went; success closes itself after 1500 ms. */
export function DeleteSubmissionsModal({
  count,
  countText,
  onClose,
  onConfirm,
}: {
  count: number;
  countText: string;
  onClose: () => void;
  onConfirm: () => Promise<void>;
}) {
  const [state, run] = useModalAction(onClose);

  if (state.status === 'success' || state.status === 'error') {
    return (
      <ActionResultModal
        state={state}
        texts={{
          successTitle: DELETE_SUBMISSIONS_SUCCESS_TITLE,
          success: DELETE_SUBMISSIONS_SUCCESS,
          errorTitle: DELETE_SUBMISSIONS_ERROR_TITLE,
          error: DELETE_SUBMISSIONS_ERROR,
        }}
        onClose={onClose}
      />
    );
  }

  const pending = state.status === 'pending';
  return (
    <ConfirmModal
      title="Delete submissions"
      confirm="Delete"
      pendingConfirm="Deleting…"
      danger
      tone="warning"
      pending={pending}
      onConfirm={() => run(onConfirm)}
      onCancel={onClose}
    >
      <p>
        {count === 1
          ? 'Delete this submission with its answers and files?'
          : `Delete ${countText} submissions with their answers and files?`}{' '}
        This cannot be undone.
      </p>
    </ConfirmModal>
  );
}
