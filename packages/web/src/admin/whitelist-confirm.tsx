import { ConfirmModal } from '../ui/confirm-modal';

// docs/product.md §A6, the confirm prompt before whitelisting a user
export const WHITELIST_CONFIRM_TEXT = 'Are you sure you want to whitelist this user?';

export function WhitelistConfirm({
  email,
  onConfirm,
  onCancel,
}: {
  email: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmModal title="Add to whitelist" confirm="Yes, whitelist" onConfirm={onConfirm} onCancel={onCancel}>
      <p>{WHITELIST_CONFIRM_TEXT}</p>
      <p className="admin-confirm__email">{email}</p>
    </ConfirmModal>
  );
}
