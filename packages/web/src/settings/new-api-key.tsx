import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { API_KEY_NAME_MAX_LENGTH, apiKeyNameBodySchema, type CreatedApiKey } from '@formbuilder/core';
import { errorMessage } from '../api/client';
import { useT } from '../i18n/i18n-context';
import { ShownOnce } from '../ui/shown-once';
import { LiveMessage, type Notice } from '../ui/live-message';
import { useCreateApiKey } from './settings-api';

/** A new key, named by its owner; the whole key is shown once (keys are kept hashed). */
export function NewApiKey() {
  const [name, setName] = useState('');
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [message, setMessage] = useState<Notice | null>(null);
  const create = useCreateApiKey();
  const t = useT();
  const ids = { name: useId(), message: useId() };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = apiKeyNameBodySchema.safeParse({ name });
    if (!body.success)
      return setMessage({ tone: 'error', text: body.error.issues[0]?.message ?? t('settings.keys.nameMissing') });
    setMessage(null);
    create.mutate(body.data.name, {
      onSuccess: (key) => {
        setCreated(key);
        setName('');
      },
      onError: (error) => setMessage({ tone: 'error', text: errorMessage(error) }),
    });
  }

  return (
    <>
      <form className="settings-form api-key-form" onSubmit={handleSubmit} noValidate>
        <div className="field">
          <label htmlFor={ids.name}>{t('settings.keys.name')}</label>
          <input
            id={ids.name}
            value={name}
            maxLength={API_KEY_NAME_MAX_LENGTH}
            placeholder={t('settings.keys.namePlaceholder')}
            onChange={(event) => setName(event.target.value)}
            aria-invalid={message?.tone === 'error' ? true : undefined}
            aria-describedby={message ? ids.message : undefined}
          />
        </div>
        <button type="submit" className="button button--primary" disabled={create.isPending}>
          {create.isPending ? t('settings.keys.creating') : t('settings.keys.create')}
        </button>
      </form>
      <LiveMessage notice={message} id={ids.message} />
      {created && <ShownOnceKey created={created} onDone={() => setCreated(null)} />}
    </>
  );
}

function ShownOnceKey({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const t = useT();
  return (
    <ShownOnce
      label={t('settings.keys.shownLabel', { name: created.name })}
      valueLabel={t('settings.keys.whole')}
      value={created.key}
      onDone={onDone}
    >
      <p>{t.rich('settings.keys.copyNow', { name: created.name, strong: (chunks) => <strong>{chunks}</strong> })}</p>
    </ShownOnce>
  );
}
