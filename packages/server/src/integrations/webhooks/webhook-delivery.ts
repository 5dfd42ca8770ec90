import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { SecretBox } from '../../config/secrets';
import { EXTERNAL_URL_DELIVERIES, externalUrlProblem, type FormProps } from '@formbuilder/core';
import { DroppedDelivery } from '../../outbox/outbox';
import { loadDelivery, loadSubmission, type StoredSubmission } from '../../answers/stored-submission';
import { storedAnswers } from '../../answers/stored-answers';
import type { PostOptions } from './ssrf';
import { deliveryMessageId, sendEvent, type WebhookEvent } from './webhook-send';
import { createWebhooksStore } from './webhooks.store';

// The 'webhook' integration's outbox job: each submission posted, signed, to the
// address stored with the webhook (never the one in the form's JSON, which the owner's browser
// wrote). A 2xx is delivered; anything else is retried by the outbox with back-off.
//
// The form's "send submissions to an external URL" (props.url, props.method) is the same event,
// unsigned (there is no secret), sent with the form's method to the URL of the version public
// now; the same address guard checks each connection.

/** The external URL and method of the published props; the job is dropped when it has none any more. */
function externalTarget(publishedProps: FormProps | undefined): { url: string; method: 'POST' | 'PATCH' } {
  const url = publishedProps?.url?.value.trim() ?? '';
  if (url === '' || externalUrlProblem(url) !== null) throw new DroppedDelivery();
  return { url, method: publishedProps?.method?.value ?? 'POST' };
}

/** The event a submission sends: its answers in the form's order, as value and as text. */
function submissionEvent(submission: StoredSubmission, now = new Date()): WebhookEvent {
  return {
    type: 'submission.created',
    timestamp: now.toISOString(),
    data: {
      formId: submission.formId,
      formTitle: submission.title,
      submissionId: submission.submissionId,
      createdAt: submission.createdAt,
      answers: storedAnswers(submission).map(({ questionId, element, label, value, text }) => ({
        questionId,
        label,
        type: element?.type ?? null,
        value: value ?? null,
        text,
      })),
    },
  };
}

export function createWebhookHandlers(
  db: Kysely<Database>,
  box: SecretBox,
  allowHosts: readonly string[],
  send: Omit<PostOptions, 'allowHosts'> = {},
) {
  const store = createWebhooksStore(db, box);
  return {
    async 'integration:webhook'(payload: unknown): Promise<void> {
      const loaded = await loadDelivery(db, payload, 'webhook');
      if (!loaded) return;
      const { submission, entry } = loaded;
      // Removed from the form's webhooks (or never of this form): nothing to post to.
      const webhook = await store.find(submission.formId, entry.id);
      if (!webhook) throw new DroppedDelivery();
      const result = await sendEvent(
        webhook,
        deliveryMessageId(submission.submissionId, webhook.id),
        submissionEvent(submission),
        { ...send, allowHosts },
      );
      if (!result.ok) throw new Error(result.message);
    },

    async [`integration:${EXTERNAL_URL_DELIVERIES}`](payload: unknown): Promise<void> {
      const loaded = await loadSubmission(db, payload, externalTarget);
      if (!loaded) return;
      const { submission, settled: target } = loaded;
      const messageId = deliveryMessageId(submission.submissionId, EXTERNAL_URL_DELIVERIES);
      const result = await sendEvent({ url: target.url, secret: null }, messageId, submissionEvent(submission), {
        ...send,
        allowHosts,
        method: target.method,
      });
      if (!result.ok) throw new Error(result.message);
    },
  };
}
