import type { ApiKeyList } from '@formbuilder/core';
import { useT } from '../i18n/i18n-context';
import { DateTime } from '../ui/date-format';

type ListedKey = ApiKeyList[number];

/** The owner's keys: name, masked key (keys are kept hashed), created, last used or 'Never'. */
export function ApiKeyListView({ keys, onRevoke }: { keys: ListedKey[]; onRevoke: (key: ListedKey) => void }) {
  const t = useT();
  if (keys.length === 0) return <p className="muted">{t('settings.keys.none')}</p>;
  return (
    <ul className="api-keys">
      {keys.map((key) => (
        <li key={key.id} className="api-key">
          <div className="api-key__main">
            <h4 className="api-key__name">{key.name}</h4>
            <code className="api-key__masked">{key.api_key}</code>
          </div>
          <dl className="api-key__dates">
            <div>
              <dt>{t('settings.keys.created')}</dt>
              <dd>
                <DateTime value={key.created_at} />
              </dd>
            </div>
            <div>
              <dt>{t('settings.keys.lastUsed')}</dt>
              <dd>{key.last_used_at ? <DateTime value={key.last_used_at} /> : t('settings.keys.never')}</dd>
            </div>
          </dl>
          <button
            type="button"
            className="button button--secondary button--small"
            aria-label={t('settings.keys.revokeLabel', { name: key.name })}
            onClick={() => onRevoke(key)}
          >
            {t('settings.keys.revoke')}
          </button>
        </li>
      ))}
    </ul>
  );
}

export type { ListedKey };
