import { en } from '../i18n/en';
import { useT } from '../i18n/i18n-context';
import { useModalAction } from '../forms/use-modal-action';
import { ActionResultModal } from '../forms/action-result-modal';
import { ConfirmModal } from '../ui/confirm-modal';

// docs/product.md §B8, the delete submissions texts (in English; the modal says them in the app's language).
export const DELETE_SUBMISSIONS_SUCCESS_TITLE = en['data.delete.successTitle'];
export const DELETE_SUBMISSIONS_SUCCESS = en['data.delete.success'];
export const DELETE_SUBMISSIONS_ERROR_TITLE = en['data.delete.errorTitle'];
export const DELETE_SUBMISSIONS_ERROR = en['data.delete.error'];

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
  const t = useT();

  if (state.status === 'success' || state.status === 'error') {
    return (
      <ActionResultModal
        state={state}
        texts={{
          successTitle: t('data.delete.successTitle'),
          success: t('data.delete.success'),
          errorTitle: t('data.delete.errorTitle'),
          error: t('data.delete.error'),
        }}
        onClose={onClose}
      />
    );
  }

  const pending = state.status === 'pending';
  return (
    <ConfirmModal
      title={t('data.delete.title')}
      confirm={t('data.delete.confirm')}
      pendingConfirm={t('data.delete.pending')}
      danger
      tone="warning"
      pending={pending}
      onConfirm={() => run(onConfirm)}
      onCancel={onClose}
    >
      <p>{t('data.delete.question', { n: count, count: countText })}</p>
    </ConfirmModal>
  );
}
