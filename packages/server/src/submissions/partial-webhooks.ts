import { integrationKey, partialSettingsOf, type Element, type FormProps } from '@formbuilder/core';
import { answersOf, eventAnswer, type EventAnswer } from '../answers/stored-answers';
import { encodeEntryValue } from '../answers/entry-values';
import type { PartialFields } from './partials.store';
import type { StoredUpload } from './upload-receiver';
import { readAnswers } from './answers';

// docs/product.md, "Partial responses": a form whose owner turned on "Send in-progress responses
// to webhooks" (props.partial.sendPartials) has each save of a partial posted to its webhooks, and
// only to them (never e-mail, Drive, Sheets or the external URL). The outbox job is written with
// the save, in its transaction, and carries what the event says as it was at that save, so a later
// save or the submission does not change what this delivery sends.

/** The outbox kind of a partial's save posted to one webhook (integrations/webhooks/webhook-delivery.ts). */
export const PARTIAL_WEBHOOK_JOB = 'integration:webhook-partial';

/** The `data` of a 'submission.partial' event (docs/api.md, "Webhooks"). */
export interface PartialEventData {
  formId: number;
  formTitle: string;
  partialId: number;
  /** The page the visitor was on at this save, 1-based, of `pageCount`. */
  page: number;
  pageCount: number;
  /** When this save was stored (ISO 8601). */
  updatedAt: string;
  answers: EventAnswer[];
}

/** A PARTIAL_WEBHOOK_JOB's payload: the webhook entry (core's integrationKey) and the event's data. */
export interface PartialWebhookPayload {
  formId: number;
  integration: string;
  partialId: number;
  data: PartialEventData;
}

/** The webhooks one save goes to (a paused one's job waits), and the event's data but the form's and partial's ids. */
export interface PartialWebhooks {
  deliveries: readonly { integration: string; held: boolean }[];
  data: Omit<PartialEventData, 'formId' | 'partialId'>;
}

/** The form's active webhooks when it sends partials to them; a paused one's jobs are held, as a submission's are. */
export function partialWebhookDeliveries(props: FormProps): { integration: string; held: boolean }[] {
  if (!partialSettingsOf(props).sendPartials) return [];
  return props.integrations
    .filter((entry) => entry.type === 'webhook' && entry.active)
    .map((entry) => ({ integration: integrationKey(entry), held: entry.paused === true }));
}

/**
 * A partial's answers as a submission's webhook event shows them: read from its fields as the
 * owner's list reads them (each File question's kept files by their names), kept as a submission
 * keeps its entries and read back in the form's order, with label, type, value and text.
 */
export function partialEventAnswers(
  elements: readonly Element[],
  fields: PartialFields,
  files: readonly StoredUpload[],
): EventAnswer[] {
  const read = readAnswers(elements, { values: new Map(Object.entries(fields)), files });
  const entries = Object.entries(read).map(([questionId, value]) => ({
    question_id: Number(questionId),
    value: encodeEntryValue(value),
  }));
  return answersOf(elements, entries).map(eventAnswer);
}

/** The payloads of one save's jobs, once its partial's id is known. */
export function partialWebhookPayloads(formId: number, partialId: number, webhooks: PartialWebhooks) {
  const { formTitle, page, pageCount, updatedAt, answers } = webhooks.data;
  const data: PartialEventData = { formId, formTitle, partialId, page, pageCount, updatedAt, answers };
  return webhooks.deliveries.map((delivery) => ({
    delivery: { formId, ...delivery },
    payload: { formId, integration: delivery.integration, partialId, data } satisfies PartialWebhookPayload,
  }));
}
