import { useState } from 'react';
import { errorMessage } from '../api/client';
import { useT } from '../i18n/i18n-context';
import { ConfirmModal } from '../ui/confirm-modal';
import type { ListedKey } from './api-key-list';
import { useRevokeApiKey } from './settings-api';

/** Revoking is for good: programs using the key stop at once, so it is confirmed first. */
export function RevokeKeyModal({ apiKey, onClose }: { apiKey: ListedKey; onClose: (revoked: boolean) => void }) {
  const revoke = useRevokeApiKey();
  const t = useT();
  const [error, setError] = useState<string | null>(null);

  function handleRevoke() {
    if (revoke.isPending) return;
    revoke.mutate(apiKey.id, { onSuccess: () => onClose(true), onError: (failure) => setError(errorMessage(failure)) });
  }

  return (
    <ConfirmModal
      title={t('settings.keys.revokeTitle')}
      confirm={t('settings.keys.revoke')}
      pendingConfirm={t('settings.keys.revoking')}
      danger
      focus="cancel"
      pending={revoke.isPending}
      onConfirm={handleRevoke}
      onCancel={() => onClose(false)}
    >
      <p>
        {t.rich('settings.keys.revokeText', {
          name: apiKey.name,
          key: apiKey.api_key,
          code: (chunks) => <code>{chunks}</code>,
        })}
      </p>
      {error && (
        <p className="form-alert" role="alert">
          {error}
        </p>
      )}
    </ConfirmModal>
  );
}
