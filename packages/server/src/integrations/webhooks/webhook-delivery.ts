import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { SecretBox } from '../../config/secrets';
import {
  EXTERNAL_URL_DELIVERIES,
  externalUrlProblem,
  findIntegrationByKey,
  partialSettingsOf,
  type FormProps,
  type Integration,
} from '@formbuilder/core';
import { DroppedDelivery, HeldDelivery } from '../../outbox/outbox';
import { publishedProps } from '../../outbox/outbox.store';
import { integrationsOf } from '../../outbox/deliveries';
import { readFormProps } from '../../db/form-props';
import { PARTIAL_WEBHOOK_JOB, type PartialWebhookPayload } from '../../submissions/partial-webhooks';
import { loadDelivery, loadSubmission, type StoredSubmission } from '../../answers/stored-submission';
import { eventAnswer, storedAnswers } from '../../answers/stored-answers';
import type { PostOptions } from './ssrf';
import { deliveryMessageId, partialMessageId, sendEvent, type WebhookEvent } from './webhook-send';
import { createWebhooksStore } from './webhooks.store';

// The 'webhook' integration's outbox jobs: each submission (and, when the form sends them, each
// save of a partial response) posted, signed, to the address stored with the webhook (never the one in the form's JSON, which the owner's browser
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

/**
 * The event a submission sends: its answers in the form's order, as value and as text; then, for a
 * form with logic (docs/product.md, "Logic"), its calculated values by id and the URL parameters
 * the form names, each only when there is one (the payload of a form without them is as it was).
 */
export function submissionEvent(submission: StoredSubmission, now = new Date()): WebhookEvent {
  const variables = submission.logic?.variables ?? [];
  const values = Object.fromEntries(
    variables.map((variable) => [variable.id, submission.variables?.[variable.id] ?? null]),
  );
  const params = submission.params ?? {};
  return {
    type: 'submission.created',
    timestamp: now.toISOString(),
    data: {
      formId: submission.formId,
      formTitle: submission.title,
      submissionId: submission.submissionId,
      createdAt: submission.createdAt,
      answers: storedAnswers(submission).map(eventAnswer),
      ...(variables.length > 0 ? { values } : {}),
      ...(Object.keys(params).length > 0 ? { params } : {}),
    },
  };
}

export const PARTIALS_NOT_SENT = 'The form no longer sends in-progress responses to webhooks.';

/**
 * The webhook entry a partial's save goes to, as the version public now has it: dropped when it
 * was turned off or removed, or when the form no longer sends partials to webhooks; held while
 * it is paused, as a submission's delivery is (stored-submission.ts, loadDelivery).
 */
async function partialWebhookEntry(
  db: Kysely<Database>,
  formId: number,
  key: string,
): Promise<Extract<Integration, { type: 'webhook' }>> {
  const stored = await publishedProps(db, formId);
  const props = stored === undefined ? undefined : readFormProps(stored);
  const entry = findIntegrationByKey(integrationsOf(props), key);
  if (entry?.type !== 'webhook' || entry.active !== true) throw new DroppedDelivery();
  const settings = partialSettingsOf(props ?? {});
  if (!settings.enabled || !settings.sendPartials) throw new DroppedDelivery(PARTIALS_NOT_SENT);
  if (entry.paused === true) throw new HeldDelivery();
  return entry;
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

    // docs/product.md, "Partial responses": one save of a partial, as it was then (the payload
    // keeps the event's data), posted signed like a submission.
    async [PARTIAL_WEBHOOK_JOB](payload: unknown): Promise<void> {
      const { formId, integration, partialId, data } = payload as PartialWebhookPayload;
      const entry = await partialWebhookEntry(db, formId, integration);
      const webhook = await store.find(formId, entry.id);
      if (!webhook) throw new DroppedDelivery();
      const event: WebhookEvent = {
        type: 'submission.partial',
        timestamp: new Date().toISOString(),
        data: { ...data },
      };
      const result = await sendEvent(webhook, partialMessageId(partialId, data.updatedAt, webhook.id), event, {
        ...send,
        allowHosts,
      });
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
