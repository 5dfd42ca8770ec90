import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { WEBHOOKS_MAX, WEBHOOK_URL_MAX_LENGTH, webhookUrlSchema } from '@formbuilder/core';
import type { CreatedWebhook, IntegrationOf } from '@formbuilder/core';
import { errorMessage } from '../../api/client';
import { useT } from '../../i18n/i18n-context';
import { useBuilderDispatch, useBuilderState } from '../state/builder-context';
import { edit } from '../state/builder-state';
import type { FormChange } from '../state/form-changes';
import { IntegrationPanel } from './integration-panel';
import { WebhookItem } from './webhook-item';
import { NewWebhookSecret, SignatureHint } from './webhook-secret';
import { useAddWebhook } from './webhooks-api';
import './webhooks.css';

/** Beyond the product's core: each submission posted, signed, to addresses of the owner's. */
export function WebhooksPanel({ id, onClose }: { id?: string; onClose?: () => void }) {
  const { form } = useBuilderState();
  const dispatch = useBuilderDispatch();
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const t = useT();
  if (!form) return null;
  const formId = form.id;
  const hooks = form.props.integrations.filter((entry): entry is IntegrationOf<'webhook'> => entry.type === 'webhook');

  // Adding, pausing and removing are edits of the draft: submissions follow them once the form is published.
  const handleChange = (change: FormChange) => dispatch(edit(change));

  function handleAdded(webhook: CreatedWebhook) {
    setCreated(webhook);
    handleChange({
      type: 'setIntegration',
      entry: { type: 'webhook', id: webhook.id, url: webhook.url, active: true, paused: false },
    });
  }

  return (
    <IntegrationPanel title={t('builder.integrations.webhooks.name')} id={id} onClose={onClose}>
      <p className="integration-panel__text">{t('builder.webhooks.intro')}</p>
      {formId === null ? (
        <p className="integration-panel__note">{t('builder.webhooks.saveFirst')}</p>
      ) : (
        <>
          {hooks.length > 0 && (
            <ul className="webhooks">
              {hooks.map((hook) => (
                <WebhookItem key={hook.id} formId={formId} hook={hook} onChange={handleChange} />
              ))}
            </ul>
          )}
          {created && <NewWebhookSecret created={created} onDone={() => setCreated(null)} />}
          <AddWebhook formId={formId} count={hooks.length} onAdded={handleAdded} />
          <SignatureHint />
        </>
      )}
    </IntegrationPanel>
  );
}

function AddWebhook({
  formId,
  count,
  onAdded,
}: {
  formId: number;
  count: number;
  onAdded: (webhook: CreatedWebhook) => void;
}) {
  const id = useId();
  const t = useT();
  const add = useAddWebhook(formId);
  const [url, setUrl] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const full = count >= WEBHOOKS_MAX;

  const check = (value: string) => {
    const checked = webhookUrlSchema.safeParse(value);
    return checked.success
      ? { url: checked.data, problem: null }
      : { url: null, problem: checked.error.issues[0]?.message ?? t('builder.webhooks.notAddress') };
  };

  function handleUrl(value: string) {
    setUrl(value);
    // Once a problem is shown, it follows the typing; before, typing is left in peace.
    if (problem !== null) setProblem(check(value).problem);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (full || add.isPending) return;
    const checked = check(url);
    setProblem(checked.problem);
    if (checked.url === null) return;
    add.mutate(checked.url, {
      onSuccess: (webhook) => {
        setUrl('');
        onAdded(webhook);
      },
      onError: (error) => setProblem(errorMessage(error)),
    });
  }

  return (
    <form className="webhook-add" onSubmit={handleSubmit} noValidate>
      <div className="prop-field">
        <label htmlFor={`${id}-url`}>{t('builder.webhooks.newAddress')}</label>
        <div className="webhook-add__row">
          <input
            id={`${id}-url`}
            type="url"
            inputMode="url"
            value={url}
            placeholder="https://"
            maxLength={WEBHOOK_URL_MAX_LENGTH}
            disabled={full}
            onChange={(event) => handleUrl(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-hint`}
          />
          <button
            type="submit"
            className="button button--primary button--small"
            disabled={full}
            aria-disabled={add.isPending || undefined}
          >
            {add.isPending && <span className="spinner" aria-hidden="true" />}
            {t('builder.webhooks.add')}
          </button>
        </div>
        <p
          id={`${id}-hint`}
          className={problem ? 'prop-field__error' : 'prop-field__hint'}
          role={problem ? 'alert' : undefined}
        >
          {problem ??
            (full
              ? t('builder.webhooks.full', { max: WEBHOOKS_MAX })
              : t('builder.webhooks.hint', { max: WEBHOOKS_MAX }))}
        </p>
      </div>
    </form>
  );
}
