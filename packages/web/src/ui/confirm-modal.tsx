import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n-context';
import { Modal, type ModalProps } from './modal';

export interface ConfirmModalProps {
  title: string;
  /** The confirming button's words, and its words while the action runs. */
  confirm: string;
  pendingConfirm?: string | undefined;
  /** What cannot be undone: a red confirming button (and, unless `tone` says otherwise, a red frame). */
  danger?: boolean;
  tone?: ModalProps['tone'];
  /** The action runs: the confirming button says so and waits, and Cancel waits with it. */
  pending?: boolean;
  /** The confirming button is off (e.g. a name left blank); Enter does nothing either. */
  disabled?: boolean;
  /**
   * Where the focus starts: the confirming button, Cancel (where a slip of Enter would cost most),
   * or a field of the content marked `data-autofocus`.
   */
  focus?: 'confirm' | 'cancel' | 'content';
  onConfirm: () => void;
  onCancel: () => void;
  children: ReactNode;
}

/** A question before an action: Cancel, and the action's own button (Enter confirms). */
export function ConfirmModal({
  title,
  confirm,
  pendingConfirm,
  danger = false,
  tone,
  pending = false,
  disabled = false,
  focus = 'confirm',
  onConfirm,
  onCancel,
  children,
}: ConfirmModalProps) {
  const t = useT();
  const handleConfirm = () => {
    if (!pending && !disabled) onConfirm();
  };
  return (
    <Modal
      title={title}
      tone={tone ?? (danger ? 'danger' : 'default')}
      onClose={onCancel}
      onEnter={handleConfirm}
      actions={
        <>
          <button
            type="button"
            className="button button--secondary"
            onClick={onCancel}
            disabled={pending}
            data-autofocus={focus === 'cancel' || undefined}
          >
            {t('ui.cancel')}
          </button>
          <button
            type="button"
            className={`button ${danger ? 'button--danger' : 'button--primary'}`}
            onClick={handleConfirm}
            disabled={pending || disabled}
            data-autofocus={focus === 'confirm' || undefined}
          >
            {pending && pendingConfirm ? pendingConfirm : confirm}
          </button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
