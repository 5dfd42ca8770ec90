import type { Kysely } from 'kysely';
import { DELIVERY_STATUSES, findIntegrationByKey, type Delivery, type FormProps } from '@formbuilder/core';
import type { Database } from '../db/schema';
import { readFormProps } from '../db/form-props';
import { pausedIntegrations, publishedProps, recentRows, retryFailedRows, settlePaused } from './outbox.store';

// An integration's deliveries: the outbox rows of one form and integration, which
// the owner reads and retries, and which wait while the integration is paused.

const deliveryStatus = (status: string): Delivery['status'] =>
  DELIVERY_STATUSES.find((known) => known === status) ?? 'pending';

/** How many recent deliveries the owner sees per integration. */
export const RECENT_DELIVERIES = 20;

/** The integrations of the form's published version: what its deliveries follow now. */
async function publishedIntegrations(db: Kysely<Database>, formId: number) {
  const props = await publishedProps(db, formId);
  return integrationsOf(props === undefined ? undefined : readFormProps(props));
}

/** The integrations of a version's props; none when it is missing or its props no longer parse. */
export function integrationsOf(props: FormProps | undefined) {
  return props?.integrations ?? [];
}

/**
 * Paused rows of integrations that are on again go out now; those of integrations turned off
 * are dropped. Run after each publish of the form, and once a minute for every form (so a
 * row held by a process that read an older version does not wait for the next publish).
 */
export async function releaseResumed(db: Kysely<Database>, formIds?: readonly number[]): Promise<void> {
  if (formIds?.length === 0) return;
  const held = await pausedIntegrations(db, formIds);
  const now = new Date().toISOString();
  for (const { form_id: formId, integration } of held) {
    if (formId === null || integration === null) continue;
    const entry = findIntegrationByKey(await publishedIntegrations(db, formId), integration);
    const status = entry?.active !== true ? 'dropped' : entry.paused === true ? null : 'pending';
    if (status === null) continue;
    await settlePaused(db, formId, integration, status, now);
  }
}

/** The newest deliveries of one form's integration. */
export async function recentDeliveries(db: Kysely<Database>, formId: number, integration: string): Promise<Delivery[]> {
  const rows = await recentRows(db, formId, integration, RECENT_DELIVERIES);
  return rows.map(({ payload, last_error, status, ...row }) => {
    const { submissionId } = JSON.parse(payload) as { submissionId?: number };
    return { ...row, status: deliveryStatus(status), error: last_error, submissionId: submissionId ?? null };
  });
}

/** Failed deliveries (these, or all of the integration's) tried again now, from their first try. */
export async function retryFailed(
  db: Kysely<Database>,
  formId: number,
  integration: string,
  ids?: readonly number[],
): Promise<number> {
  if (ids?.length === 0) return 0;
  return retryFailedRows(db, formId, integration, ids);
}
