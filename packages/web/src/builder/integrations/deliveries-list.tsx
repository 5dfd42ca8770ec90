import { useState } from 'react';
import type { Delivery, DeliveryIntegration } from '@formbuilder/core';
import { errorMessage } from '../../api/client';
import { DateTime } from '../../ui/date-format';
import { LiveMessage, type Notice } from '../../ui/live-message';
import { useDeliveries, useRetryDeliveries } from './deliveries-api';

const STATUS_WORDS: Record<Delivery['status'], string> = {
  pending: 'Waiting',
  running: 'Sending',
  done: 'Sent',
  failed: 'Failed',
  paused: 'Held (paused)',
  dropped: 'Not sent (turned off)',
};
const KIND_WORDS: Record<string, string> = {
  'integration:email': 'To you',
  'integration:email-confirmation': 'Confirmation',
  'integration:GoogleDrive': 'PDF in Drive',
  'integration:GoogleSheets': 'Row in the sheet',
  'integration:webhook': 'Posted',
  'integration:webhook-partial': 'In-progress save posted',
  'integration:url': 'Sent to the URL',
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
export function DeliveriesList({
  formId,
  integration,
  label = 'Recent deliveries',
  headingLevel = 4,
}: DeliveriesListProps) {
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
    <section className="deliveries" aria-label={label}>
      <Heading className="deliveries__title">Recent deliveries</Heading>
      {deliveries.isError && <p className="form-alert">{errorMessage(deliveries.error)}</p>}
      {deliveries.data && rows.length === 0 && (
        <p className="prop-field__hint">Nothing sent yet: each new submission appears here.</p>
      )}
      {rows.length > 0 && (
        <ul className="deliveries__list">
          {rows.map((row) => (
            <li key={row.id} className={`deliveries__item deliveries__item--${row.status}`}>
              <span className="deliveries__status">{STATUS_WORDS[row.status]}</span>
              <span>
                {KIND_WORDS[row.kind] ?? 'Delivery'}
                {row.submissionId !== null && ` · submission ${row.submissionId}`} · <DateTime value={row.updated_at} />
              </span>
              {row.status === 'failed' && row.error && <span className="deliveries__error">{row.error}</span>}
              {row.status === 'failed' && (
                <button
                  type="button"
                  className="link-button"
                  onClick={() => handleRetry([row.id])}
                  aria-disabled={retry.isPending || undefined}
                  aria-label={`Retry delivery ${row.id}`}
                >
                  Retry
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
          Retry all failed ({failed.length})
        </button>
      )}
      <LiveMessage notice={notice} />
    </section>
  );
}
