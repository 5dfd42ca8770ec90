import { useState } from 'react';
import { errorMessage } from '../api/client';
import { ConfirmModal } from '../ui/confirm-modal';
import type { ListedKey } from './api-key-list';
import { useRevokeApiKey } from './settings-api';

/** Revoking is for good: programs using the key stop at once, so it is confirmed first. */
export function RevokeKeyModal({ apiKey, onClose }: { apiKey: ListedKey; onClose: (revoked: boolean) => void }) {
  const revoke = useRevokeApiKey();
  const [error, setError] = useState<string | null>(null);

  function handleRevoke() {
    if (revoke.isPending) return;
    revoke.mutate(apiKey.id, { onSuccess: () => onClose(true), onError: (failure) => setError(errorMessage(failure)) });
  }

  return (
    <ConfirmModal
      title="Revoke this key?"
      confirm="Revoke"
      pendingConfirm="Revoking…"
      danger
      focus="cancel"
      pending={revoke.isPending}
      onConfirm={handleRevoke}
      onCancel={() => onClose(false)}
    >
      <p>
        Programs using “{apiKey.name}” (<code>{apiKey.api_key}</code>) will be refused from now on. This cannot be
        undone.
      </p>
      {error && (
        <p className="form-alert" role="alert">
          {error}
        </p>
      )}
    </ConfirmModal>
  );
}
