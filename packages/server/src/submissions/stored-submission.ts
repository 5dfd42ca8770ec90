import type { Kysely } from 'kysely';
import { findIntegrationByKey, formPropsSchema, type Element, type Integration, type IntegrationType } from '@formbuilder/core';
import type { Database } from '../db/schema';
import { integrationsOf } from '../outbox/deliveries';
import { DroppedDelivery, HeldDelivery } from '../outbox/outbox';

// What an integration's outbox job reads (issue #13): the submission with its answers, as the
// version they were given to asked them, and the integration entry as the owner has it now.

export interface StoredSubmission {
  formId: number;
  submissionId: number;
  title: string;
  createdAt: string;
  elements: readonly Element[];
  entries: readonly { question_id: number; value: string | null }[];
}

export interface Delivery<T extends IntegrationType> {
  submission: StoredSubmission;
  entry: Extract<Integration, { type: T }>;
  ownerId: number;
  ownerEmail: string;
}

/**
 * The submission one job delivers with what `settle` takes from the props of the version public
 * now (null when the form is not published), or null when the submission was deleted since
 * (nothing left to deliver). `settle` throws DroppedDelivery or HeldDelivery when the published
 * form no longer asks for the delivery, or asks it to wait.
 */
export async function loadSubmission<T>(
  db: Kysely<Database>,
  payload: unknown,
  settle: (publishedProps: string | null) => T,
): Promise<{ submission: StoredSubmission; settled: T; ownerId: number; ownerEmail: string } | null> {
  const { formId, submissionId } = payload as { formId: number; submissionId: number };
  const row = await db
    .selectFrom('submissions')
    .innerJoin('forms', 'forms.id', 'submissions.form_id')
    .innerJoin('users', 'users.id', 'forms.user_id')
    .innerJoin('form_versions', (join) => join.onRef('form_versions.form_id', '=', 'submissions.form_id').onRef('form_versions.version', '=', 'submissions.version'))
    // The version public now, whose integration settings the delivery follows.
    .leftJoin('form_versions as published', (join) => join.onRef('published.form_id', '=', 'forms.id').onRef('published.version', '=', 'forms.published_version'))
    .select(['submissions.created_at', 'form_versions.title', 'form_versions.props', 'published.props as publishedProps', 'users.id as ownerId', 'users.email as ownerEmail'])
    .where('submissions.id', '=', submissionId)
    .where('submissions.form_id', '=', formId)
    .executeTakeFirst();
  if (!row) return null;
  const settled = settle(row.publishedProps);
  const props = formPropsSchema.parse(JSON.parse(row.props));
  const entries = await db.selectFrom('entries').select(['question_id', 'value']).where('submission_id', '=', submissionId).execute();
  return {
    submission: { formId, submissionId, title: row.title, createdAt: row.created_at, elements: props.elements, entries },
    settled,
    ownerId: row.ownerId,
    ownerEmail: row.ownerEmail,
  };
}

/**
 * The submission and integration entry one job delivers, or null when the submission was
 * deleted since. The entry comes from the published version: turned off or removed, the job is
 * dropped (DroppedDelivery); paused, it waits (HeldDelivery). `payload.integration` names the
 * entry (core's integrationKey); rows written before it existed name only their type.
 */
export async function loadDelivery<T extends IntegrationType>(db: Kysely<Database>, payload: unknown, type: T): Promise<Delivery<T> | null> {
  const { integration } = payload as { integration?: string };
  const loaded = await loadSubmission(db, payload, (publishedProps) => {
    const entry = findIntegrationByKey(integrationsOf(publishedProps), integration ?? type);
    if (entry?.type !== type || entry.active !== true) throw new DroppedDelivery();
    if (entry.paused === true) throw new HeldDelivery();
    return entry as Extract<Integration, { type: T }>;
  });
  return loaded && { submission: loaded.submission, entry: loaded.settled, ownerId: loaded.ownerId, ownerEmail: loaded.ownerEmail };
}
