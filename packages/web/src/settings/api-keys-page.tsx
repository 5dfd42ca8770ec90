import { useState } from 'react';
import { errorMessage } from '../api/client';
import { useT } from '../i18n/i18n-context';
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
  const t = useT();
  const [revoking, setRevoking] = useState<ListedKey | null>(null);
  const [message, setMessage] = useState<Notice | null>(null);

  function handleRevoked(revoked: boolean) {
    if (revoked && revoking) setMessage({ tone: 'success', text: t('settings.keys.revoked', { name: revoking.name }) });
    setRevoking(null);
  }

  return (
    <section className="settings-section" aria-labelledby="api-keys-heading">
      <PageTitle title={t('settings.apiKeys')} />
      <h2 id="api-keys-heading">{t('settings.apiKeys')}</h2>
      <p>
        {t.rich('settings.keys.intro', {
          placeholder: '<key>',
          link: (chunks) => <a href="/api/docs">{chunks}</a>,
          code: (chunks) => <code>{chunks}</code>,
        })}
      </p>
      <h3>{t('settings.keys.new')}</h3>
      <NewApiKey />
      <h3>{t('settings.keys.yours')}</h3>
      {keys.isPending && <p className="muted">{t('shell.loading')}</p>}
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
