import { Modal } from '../ui/modal';

// spec: app-shell §6, the confirm prompt before whitelisting a user
export const WHITELIST_CONFIRM_TEXT = 'Are you sure you want to whitelist this user?';

export function WhitelistConfirm({ email, onConfirm, onCancel }: { email: string; onConfirm: () => void; onCancel: () => void }) {
  return (
    <Modal
      title="Add to whitelist"
      onClose={onCancel}
      onEnter={onConfirm}
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className="button button--primary" onClick={onConfirm} data-autofocus>
            Yes, whitelist
          </button>
        </>
      }
    >
      <p>{WHITELIST_CONFIRM_TEXT}</p>
      <p className="admin-confirm__email">{email}</p>
    </Modal>
  );
}
