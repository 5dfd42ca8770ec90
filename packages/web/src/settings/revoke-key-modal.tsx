import { useState } from 'react';
import { errorMessage } from '../api/client';
import { Modal } from '../ui/modal';
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
    <Modal
      title="Revoke this key?"
      tone="danger"
      onClose={() => onClose(false)}
      onEnter={handleRevoke}
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={() => onClose(false)} data-autofocus>
            Cancel
          </button>
          <button type="button" className="button button--danger" onClick={handleRevoke} disabled={revoke.isPending}>
            {revoke.isPending ? 'Revoking…' : 'Revoke'}
          </button>
        </>
      }
    >
      <p>
        Programs using “{apiKey.name}” (<code>{apiKey.api_key}</code>) will be refused from now on. This cannot be undone.
      </p>
      {error && <p className="form-alert" role="alert">{error}</p>}
    </Modal>
  );
}
