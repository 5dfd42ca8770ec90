import { useT } from '../i18n/i18n-context';
import { Modal } from '../ui/modal';
import type { ModalActionState } from './use-modal-action';

export interface ActionTexts {
  successTitle: string;
  success: string;
  errorTitle: string;
  error: string;
}

/**
 * How a modal's action ended (docs/product.md §A8, docs/product.md §B8): 'Success!' or 'Error' with the
 * product's sentence, and the server's own words under an error when it sent some.
 */
export function ActionResultModal({
  state,
  texts,
  onClose,
}: {
  state: Extract<ModalActionState, { status: 'success' | 'error' }>;
  texts: ActionTexts;
  onClose: () => void;
}) {
  const t = useT();
  const success = state.status === 'success';
  return (
    <Modal
      title={success ? texts.successTitle : texts.errorTitle}
      tone={success ? 'success' : 'danger'}
      onClose={onClose}
      onEnter={onClose}
      actions={
        <button type="button" className="button button--secondary" onClick={onClose} autoFocus>
          {t('forms.close')}
        </button>
      }
    >
      <p role={success ? 'status' : 'alert'}>{success ? texts.success : texts.error}</p>
      {state.status === 'error' && state.detail && <p className="muted">{state.detail}</p>}
    </Modal>
  );
}
