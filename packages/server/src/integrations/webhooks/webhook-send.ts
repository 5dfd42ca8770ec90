import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import type { WebhookTestResult } from '@formbuilder/core';
import { postJson, UnreachableError, type PostOptions } from './ssrf';

// A webhook event leaves signed by the Standard Webhooks scheme (standardwebhooks.com, issue
// #13): webhook-id, webhook-timestamp and webhook-signature headers, an HMAC-SHA256 of
// "<id>.<timestamp>.<body>" with the webhook's own secret. Receivers verify with any Standard
// Webhooks library and drop a webhook-id they have seen (retries repeat it).

export const WEBHOOK_USER_AGENT = 'Form-Builder-Webhooks/1.0';

/** A new signing secret: 'whsec_' and 32 random bytes in base64, as Standard Webhooks libraries read it. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/** The same for every try of one submission's delivery to one webhook, so the receiver can drop repeats. */
export const deliveryMessageId = (submissionId: number, webhookId: string) => `msg_${submissionId}_${webhookId}`;

/**
 * The same for every try of one save of a partial response to one webhook; each save is a
 * message of its own (docs/product.md, "Partial responses").
 */
export const partialMessageId = (partialId: number, updatedAt: string, webhookId: string) =>
  `msg_partial_${partialId}_${Date.parse(updatedAt)}_${webhookId}`;

/** A test event is a message of its own each time. */
export const testMessageId = () => `msg_test_${randomBytes(12).toString('base64url')}`;

export interface WebhookEvent {
  type: string;
  /** When the event was sent (ISO 8601). */
  timestamp: string;
  data: Record<string, unknown>;
}

/**
 * The headers of one message: its id and time, the user agent, and the signature when there is
 * a secret (a form's external URL has none).
 */
export function signedHeaders(
  secret: string | null,
  messageId: string,
  body: string,
  now = new Date(),
): Record<string, string> {
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
    ...(secret === null ? {} : { 'webhook-signature': new Webhook(secret).sign(messageId, now, body) }),
    'user-agent': WEBHOOK_USER_AGENT,
  };
}

const answered = (status: number) =>
  status >= 300 && status < 400
    ? `The receiver answered ${status}, a redirect; webhooks do not follow redirects, so use the final address.`
    : `The receiver answered ${status}.`;

/** Sends one event to a webhook (signed) or a form's external URL: ok for a 2xx answer; otherwise why not, in words. */
export async function sendEvent(
  webhook: { url: string; secret: string | null },
  messageId: string,
  event: WebhookEvent,
  options: PostOptions,
): Promise<WebhookTestResult> {
  const body = JSON.stringify(event);
  try {
    const { status } = await postJson(webhook.url, body, signedHeaders(webhook.secret, messageId, body), options);
    return { ok: status >= 200 && status < 300, status, message: answered(status) };
  } catch (error) {
    if (error instanceof UnreachableError) return { ok: false, status: null, message: error.message };
    throw error;
  }
}
