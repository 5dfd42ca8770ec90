import { useId, useState } from 'react';
import type { IntegrationOf } from '@formbuilder/core';
import { ApiError, errorMessage } from '../../api/client';
import { useT } from '../../i18n/i18n-context';
import type { OwnerMessageId } from '../../i18n/en';
import { LiveMessage, type Notice } from '../../ui/live-message';
import { Icon } from '../icons';
import type { FormChange } from '../state/form-changes';
import { DeliveriesList } from './deliveries-list';
import { ConfirmModal } from '../../ui/confirm-modal';
import { integrationStatus } from './integration-status';
import { useRemoveWebhook, useTestWebhook } from './webhooks-api';

type WebhookEntry = IntegrationOf<'webhook'>;

const STATUS_WORDS: Record<ReturnType<typeof integrationStatus>, OwnerMessageId> = {
  active: 'builder.webhooks.status.active',
  paused: 'builder.webhooks.status.paused',
  off: 'builder.webhooks.status.off',
};

interface WebhookItemProps {
  formId: number;
  hook: WebhookEntry;
  /** A change of the entry, made in the draft. */
  onChange: (change: FormChange) => void;
}

/** One webhook: its address and status, pause or resume, a test event, removal, its deliveries. */
export function WebhookItem({ formId, hook, onChange }: WebhookItemProps) {
  const id = useId();
  const t = useT();
  const status = integrationStatus(hook);
  const test = useTestWebhook(formId, hook.id);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [removing, setRemoving] = useState(false);

  function handleTest() {
    if (test.isPending) return;
    setNotice(null);
    test.mutate(undefined, {
      onSuccess: (answer) => setNotice({ tone: answer.ok ? 'success' : 'error', text: answer.message }),
      onError: (error) => setNotice({ tone: 'error', text: errorMessage(error) }),
    });
  }

  return (
    <li>
      <article className="webhook" aria-labelledby={`${id}-url`}>
        <p id={`${id}-url`} className="webhook__url">
          {hook.url}
        </p>
        <p className={`webhook__status webhook__status--${status}`}>
          {status !== 'off' && <Icon name={status === 'active' ? 'check' : 'pause'} />}
          {t(STATUS_WORDS[status])}
        </p>
        <div className="integration-panel__actions">
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() =>
              onChange({ type: 'setIntegration', entry: { ...hook, active: true, paused: status === 'active' } })
            }
          >
            {t(
              status === 'active'
                ? 'builder.integrations.pause'
                : status === 'paused'
                  ? 'builder.integrations.resume'
                  : 'builder.integrations.turnOn',
            )}
          </button>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={handleTest}
            aria-disabled={test.isPending || undefined}
          >
            {test.isPending && <span className="spinner" aria-hidden="true" />}
            {t('builder.webhooks.sendTest')}
          </button>
          <button type="button" className="button button--danger button--small" onClick={() => setRemoving(true)}>
            {t('builder.integrations.remove')}
          </button>
        </div>
        <LiveMessage notice={notice} />
        <DeliveriesList
          formId={formId}
          integration={`webhook:${hook.id}`}
          label={t('builder.deliveries.to', { target: hook.url })}
        />
      </article>
      {removing && (
        <RemoveWebhookDialog
          formId={formId}
          hook={hook}
          onRemoved={() => onChange({ type: 'removeIntegration', key: `webhook:${hook.id}` })}
          onClose={() => setRemoving(false)}
        />
      )}
    </li>
  );
}

interface RemoveWebhookDialogProps {
  formId: number;
  hook: WebhookEntry;
  onRemoved: () => void;
  onClose: () => void;
}

/** Removal is for good (the secret goes with it), so it is confirmed first. */
function RemoveWebhookDialog({ formId, hook, onRemoved, onClose }: RemoveWebhookDialogProps) {
  const t = useT();
  const remove = useRemoveWebhook(formId, hook.id);
  const [error, setError] = useState<string | null>(null);

  function handleRemove() {
    if (remove.isPending) return;
    remove.mutate(undefined, {
      onSuccess: onRemoved,
      // Already gone on the server: the entry only has to leave the form too.
      onError: (failure) =>
        failure instanceof ApiError && failure.status === 404 ? onRemoved() : setError(errorMessage(failure)),
    });
  }

  return (
    <ConfirmModal
      title={t('builder.webhooks.removeTitle')}
      confirm={t('builder.integrations.remove')}
      pendingConfirm={t('builder.webhooks.removing')}
      danger
      focus="cancel"
      pending={remove.isPending}
      onConfirm={handleRemove}
      onCancel={onClose}
    >
      <p className="webhook__confirm">
        {t.rich('builder.webhooks.removeText', { url: hook.url, strong: (chunks) => <strong>{chunks}</strong> })}
      </p>
      {error && (
        <p className="form-alert" role="alert">
          {error}
        </p>
      )}
    </ConfirmModal>
  );
}
