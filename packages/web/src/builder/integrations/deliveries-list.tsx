import { useState } from 'react';
import type { Delivery, DeliveryIntegration } from '@formbuilder/core';
import { errorMessage } from '../../api/client';
import { useT } from '../../i18n/i18n-context';
import type { OwnerMessageId } from '../../i18n/en';
import { DateTime } from '../../ui/date-format';
import { LiveMessage, type Notice } from '../../ui/live-message';
import { useDeliveries, useRetryDeliveries } from './deliveries-api';

const STATUS_WORDS: Record<Delivery['status'], OwnerMessageId> = {
  pending: 'builder.deliveries.status.pending',
  running: 'builder.deliveries.status.running',
  done: 'builder.deliveries.status.done',
  failed: 'builder.deliveries.status.failed',
  paused: 'builder.deliveries.status.paused',
  dropped: 'builder.deliveries.status.dropped',
};
const KIND_WORDS: Readonly<Record<string, OwnerMessageId>> = {
  'integration:email': 'builder.deliveries.kind.email',
  'integration:email-confirmation': 'builder.deliveries.kind.emailConfirmation',
  'integration:GoogleDrive': 'builder.deliveries.kind.drive',
  'integration:GoogleSheets': 'builder.deliveries.kind.sheets',
  'integration:webhook': 'builder.deliveries.kind.webhook',
  'integration:webhook-partial': 'builder.deliveries.kind.webhookPartial',
  'integration:url': 'builder.deliveries.kind.url',
};

interface DeliveriesListProps {
  formId: number;
  integration: DeliveryIntegration;
  /** Names the region; panels with several lists (webhooks) tell them apart. */
  label?: string;
  /** The level of its heading: 4 inside an integration's panel, 3 right under a tab's heading. */
  headingLevel?: 3 | 4;
}

/** An integration's recent deliveries with status and error; a failed one, or all, tried again. */
export function DeliveriesList({ formId, integration, label, headingLevel = 4 }: DeliveriesListProps) {
  const t = useT();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const deliveries = useDeliveries(formId, integration);
  const retry = useRetryDeliveries(formId, integration);
  const [notice, setNotice] = useState<Notice | null>(null);
  const rows = deliveries.data ?? [];
  const failed = rows.filter((row) => row.status === 'failed');

  function handleRetry(ids?: number[]) {
    if (retry.isPending) return;
    setNotice(null);
    retry.mutate(ids, {
      onSuccess: (answer) => setNotice({ tone: 'success', text: answer.message }),
      onError: (error) => setNotice({ tone: 'error', text: errorMessage(error) }),
    });
  }

  return (
    <section className="deliveries" aria-label={label ?? t('builder.deliveries.heading')}>
      <Heading className="deliveries__title">{t('builder.deliveries.heading')}</Heading>
      {deliveries.isError && <p className="form-alert">{errorMessage(deliveries.error)}</p>}
      {deliveries.data && rows.length === 0 && <p className="prop-field__hint">{t('builder.deliveries.none')}</p>}
      {rows.length > 0 && (
        <ul className="deliveries__list">
          {rows.map((row) => (
            <li key={row.id} className={`deliveries__item deliveries__item--${row.status}`}>
              <span className="deliveries__status">{t(STATUS_WORDS[row.status])}</span>
              <span>
                {t(KIND_WORDS[row.kind] ?? 'builder.deliveries.kind.other')}
                {row.submissionId !== null &&
                  t('builder.deliveries.submission', { id: String(row.submissionId) })} ·{' '}
                <DateTime value={row.updated_at} />
              </span>
              {row.status === 'failed' && row.error && <span className="deliveries__error">{row.error}</span>}
              {row.status === 'failed' && (
                <button
                  type="button"
                  className="link-button"
                  onClick={() => handleRetry([row.id])}
                  aria-disabled={retry.isPending || undefined}
                  aria-label={t('builder.deliveries.retryNamed', { id: String(row.id) })}
                >
                  {t('builder.deliveries.retry')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {failed.length > 1 && (
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => handleRetry()}
          aria-disabled={retry.isPending || undefined}
        >
          {t('builder.deliveries.retryAll', { count: failed.length })}
        </button>
      )}
      <LiveMessage notice={notice} />
    </section>
  );
}
