import { en } from '../i18n/en';
import { useT } from '../i18n/i18n-context';
import { ConfirmModal } from '../ui/confirm-modal';
import { useDeleteForm } from './forms-api';
import type { FormSummary } from './forms-api';
import { formDisplayTitle } from './format';
import { useModalAction } from './use-modal-action';
import { ActionResultModal } from './action-result-modal';

// docs/product.md §A8, delete texts (in English; the modal says them in the app's language)
export const DELETE_SUCCESS_TITLE = en['forms.success'];
export const DELETE_SUCCESS_MESSAGE = en['forms.deleted'];
export const DELETE_ERROR_TITLE = en['forms.error'];
export const DELETE_ERROR_MESSAGE = en['forms.deleteFailed'];

export interface DeleteFormModalProps {
  form: FormSummary;
  onClose: () => void;
}

/** Confirms and deletes a form; on success it closes itself after 1500 ms (docs/product.md §A4). */
export function DeleteFormModal({ form, onClose }: DeleteFormModalProps) {
  const deletion = useDeleteForm();
  const [state, run] = useModalAction(onClose);
  const t = useT();
  const title = formDisplayTitle(form, t('forms.untitled'));

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
          successTitle: t('forms.success'),
          success: t('forms.deleted'),
          errorTitle: t('forms.error'),
          error: t('forms.deleteFailed'),
        }}
        onClose={onClose}
      />
    );
  }

  const pending = state.status === 'pending';
  return (
    <ConfirmModal
      title={t('forms.deleteTitle')}
      confirm={t('forms.delete')}
      pendingConfirm={t('forms.deleting')}
      danger
      tone="default"
      pending={pending}
      onConfirm={handleConfirm}
      onCancel={onClose}
    >
      <p>{t.rich('forms.deleteQuestion', { title, strong: (chunks) => <strong>{chunks}</strong> })}</p>
    </ConfirmModal>
  );
}
