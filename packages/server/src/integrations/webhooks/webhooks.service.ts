import { WEBHOOKS_MAX, type CreatedWebhook, type WebhookTestResult } from '@formbuilder/core';
import { badRequest, notFound } from '../../http/errors';
import { checkWebhookUrl, type PostOptions } from './ssrf';
import { sendEvent, testMessageId } from './webhook-send';
import type { WebhooksStore } from './webhooks.store';

// Adding, trying and removing a form's webhooks. The caller has
// checked that the form is the owner's. The builder then names the webhook by id in the form's
// integrations; its address and secret stay here.

export type WebhooksService = ReturnType<typeof createWebhooksService>;

export function createWebhooksService(store: WebhooksStore, send: PostOptions) {
  async function found(formId: number, webhookId: string) {
    const webhook = await store.find(formId, webhookId);
    if (!webhook) throw notFound('That webhook does not exist; it may have been removed.');
    return webhook;
  }

  return {
    /** A new webhook with its secret, refused in words for an address inside this server's network. */
    async add(formId: number, url: string): Promise<CreatedWebhook> {
      const problem = await checkWebhookUrl(url, send.allowHosts, send.lookup);
      if (problem !== null) throw badRequest(problem);
      const added = await store.add(formId, url, WEBHOOKS_MAX);
      if (!added) throw badRequest(`A form can have at most ${WEBHOOKS_MAX} webhooks; remove one first.`);
      return added;
    },

    /** Sends a signed test event now and says how the receiver responded. */
    async sendTest(formId: number, webhookId: string): Promise<WebhookTestResult> {
      const webhook = await found(formId, webhookId);
      const event = {
        type: 'webhook.test',
        timestamp: new Date().toISOString(),
        data: { formId, webhookId, message: 'This is a test event: the webhook is set up.' },
      };
      return sendEvent(webhook, testMessageId(), event, send);
    },

    /** Its deliveries still waiting are dropped by the outbox, which no longer finds it. */
    async remove(formId: number, webhookId: string): Promise<void> {
      if (!(await store.remove(formId, webhookId)))
        throw notFound('That webhook does not exist; it may have been removed.');
    },
  };
}
