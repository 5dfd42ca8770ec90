import { useState } from 'react';
import { errorMessage } from '../api/client';
import { PageTitle } from '../shell/page-title';
import { ApiKeyListView, type ListedKey } from './api-key-list';
import { LiveMessage, type Notice } from '../ui/live-message';
import { NewApiKey } from './new-api-key';
import { RevokeKeyModal } from './revoke-key-modal';
import { useApiKeys } from './settings-api';
import './api-keys.css';

// docs/product.md §A2 Settings area, §A3 User API key, §A7: list, create (the whole
// key shown once), revoke after a confirmation.
export function ApiKeysPage() {
  const keys = useApiKeys();
  const [revoking, setRevoking] = useState<ListedKey | null>(null);
  const [message, setMessage] = useState<Notice | null>(null);

  function handleRevoked(revoked: boolean) {
    if (revoked && revoking) setMessage({ tone: 'success', text: `The key “${revoking.name}” was revoked.` });
    setRevoking(null);
  }

  return (
    <section className="settings-section" aria-labelledby="api-keys-heading">
      <PageTitle title="API keys" />
      <h2 id="api-keys-heading">API keys</h2>
      <p>
        A key lets a program read and manage your forms and submissions through the <a href="/api/docs">HTTP API</a>,
        sent as <code>Authorization: Bearer &lt;key&gt;</code>. It can never change your settings, keys or password.
      </p>
      <h3>New key</h3>
      <NewApiKey />
      <h3>Your keys</h3>
      {keys.isPending && <p className="muted">Loading…</p>}
      {keys.isError && <p role="alert">{errorMessage(keys.error)}</p>}
      {keys.data && (
        <ApiKeyListView
          keys={keys.data}
          onRevoke={(key) => {
            setMessage(null);
            setRevoking(key);
          }}
        />
      )}
      <LiveMessage notice={message} />
      {revoking && <RevokeKeyModal apiKey={revoking} onClose={handleRevoked} />}
    </section>
  );
}
