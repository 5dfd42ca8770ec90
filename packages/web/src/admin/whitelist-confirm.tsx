import { en } from '../i18n/en';
import { useT } from '../i18n/i18n-context';
import { ConfirmModal } from '../ui/confirm-modal';

// docs/product.md §A6, the confirm prompt before whitelisting a user
export const WHITELIST_CONFIRM_TEXT = en['admin.whitelist.confirmText'];

export function WhitelistConfirm({
  email,
  onConfirm,
  onCancel,
}: {
  email: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  return (
    <ConfirmModal
      title={t('admin.whitelist.confirmTitle')}
      confirm={t('admin.whitelist.confirm')}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>{t('admin.whitelist.confirmText')}</p>
      <p className="admin-confirm__email">{email}</p>
    </ConfirmModal>
  );
}
