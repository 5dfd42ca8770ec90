import type { Kysely } from 'kysely';
import { DELIVERY_STATUSES, findIntegrationByKey, formPropsSchema, type Delivery } from '@formbuilder/core';
import type { Database } from '../db/schema';

// An integration's deliveries (issue #13): the outbox rows of one form and integration, which
// the owner reads and retries, and which wait while the integration is paused.

const deliveryStatus = (status: string): Delivery['status'] => DELIVERY_STATUSES.find((known) => known === status) ?? 'pending';

/** How many recent deliveries the owner sees per integration. */
export const RECENT_DELIVERIES = 20;

/** The integrations of the form's published version: what its deliveries follow now. */
async function publishedIntegrations(db: Kysely<Database>, formId: number) {
  const row = await db
    .selectFrom('forms')
    .innerJoin('form_versions', (join) => join.onRef('form_versions.form_id', '=', 'forms.id').onRef('form_versions.version', '=', 'forms.published_version'))
    .select('form_versions.props')
    .where('forms.id', '=', formId)
    .executeTakeFirst();
  return integrationsOf(row?.props ?? null);
}

/** The integrations of a version's stored props; none when it is missing or unreadable. */
export function integrationsOf(props: string | null) {
  const parsed = props === null ? undefined : formPropsSchema.safeParse(JSON.parse(props));
  return parsed?.success ? parsed.data.integrations : [];
}

/**
 * Paused rows of integrations that are on again go out now; those of integrations turned off
 * are dropped. Run after each publish of the form, and once a minute for every form (so a
 * row held by a process that read an older version does not wait for the next publish).
 */
export async function releaseResumed(db: Kysely<Database>, formIds?: readonly number[]): Promise<void> {
  if (formIds?.length === 0) return;
  const held = await db
    .selectFrom('outbox')
    .select(['form_id', 'integration'])
    .distinct()
    .where('status', '=', 'paused')
    .where('form_id', 'is not', null)
    .$if(formIds !== undefined, (query) => query.where('form_id', 'in', formIds ?? []))
    .execute();
  const now = new Date().toISOString();
  for (const { form_id: formId, integration } of held) {
    if (formId === null || integration === null) continue;
    const entry = findIntegrationByKey(await publishedIntegrations(db, formId), integration);
    const status = entry?.active !== true ? 'dropped' : entry.paused === true ? null : 'pending';
    if (status === null) continue;
    await db
      .updateTable('outbox')
      .set({ status, run_at: now, updated_at: now, ...(status === 'dropped' ? { last_error: 'The integration was turned off.' } : { last_error: null }) })
      .where('form_id', '=', formId)
      .where('integration', '=', integration)
      .where('status', '=', 'paused')
      .execute();
  }
}

/** The newest deliveries of one form's integration. */
export async function recentDeliveries(db: Kysely<Database>, formId: number, integration: string): Promise<Delivery[]> {
  const rows = await db
    .selectFrom('outbox')
    .select(['id', 'kind', 'status', 'attempts', 'last_error', 'payload', 'created_at', 'updated_at'])
    .where('form_id', '=', formId)
    .where('integration', '=', integration)
    .orderBy('id', 'desc')
    .limit(RECENT_DELIVERIES)
    .execute();
  return rows.map(({ payload, last_error, status, ...row }) => {
    const { submissionId } = JSON.parse(payload) as { submissionId?: number };
    return { ...row, status: deliveryStatus(status), error: last_error, submissionId: submissionId ?? null };
  });
}

/** Failed deliveries (these, or all of the integration's) tried again now, from their first try. */
export async function retryFailed(db: Kysely<Database>, formId: number, integration: string, ids?: readonly number[]): Promise<number> {
  if (ids?.length === 0) return 0;
  const now = new Date().toISOString();
  const result = await db
    .updateTable('outbox')
    .set({ status: 'pending', attempts: 0, run_at: now, updated_at: now })
    .where('form_id', '=', formId)
    .where('integration', '=', integration)
    .where('status', '=', 'failed')
    .$if(ids !== undefined, (query) => query.where('id', 'in', ids ?? []))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
