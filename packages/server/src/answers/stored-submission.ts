import type { Kysely } from 'kysely';
import {
  findIntegrationByKey,
  logicOf,
  type Element,
  type FormLogic,
  type VariableValues,
  type FormLanguages,
  type FormProps,
  type Integration,
  type IntegrationType,
} from '@formbuilder/core';
import type { Database } from '../db/schema';
import { readFormProps, requireProps } from '../db/form-props';
import { entriesOf, submissionToDeliver } from './answers.store';
import { storedParamValues, storedVariables } from './submission-values';
import { integrationsOf } from '../outbox/deliveries';
import { DroppedDelivery, HeldDelivery } from '../outbox/outbox';

// What an integration's outbox job reads: the submission with its answers, as the
// version they were given to asked them, and the integration entry as the owner has it now.

export interface StoredSubmission {
  formId: number;
  submissionId: number;
  title: string;
  createdAt: string;
  elements: readonly Element[];
  entries: readonly { question_id: number; value: string | null }[];
  /** The logic of the version answered (docs/product.md, "Logic"), null without any. */
  logic?: FormLogic | null;
  /** The calculated values stored with the submission, by id (none without logic). */
  variables?: VariableValues;
  /** The id of the ending chosen, null without endings. */
  ending?: string | null;
  /** The language it was given in; null (stored before languages were kept) is the form's default. */
  language?: string | null;
  /** The URL parameters the form names, stored with the submission (none before migration 026). */
  params?: Readonly<Record<string, string>>;
}

export interface Delivery<T extends IntegrationType> {
  submission: StoredSubmission;
  entry: Extract<Integration, { type: T }>;
  /** The published version's languages and translations, whose texts the entry's words are (docs/product.md, "Languages"). */
  languages?: FormLanguages | undefined;
  ownerId: number;
  ownerEmail: string;
}

/**
 * The submission one job delivers with what `settle` takes from the props of the version public
 * now (undefined when the form is not published or its props no longer parse), or null when the submission was deleted since
 * (nothing left to deliver). `settle` throws DroppedDelivery or HeldDelivery when the published
 * form no longer asks for the delivery, or asks it to wait.
 */
export async function loadSubmission<T>(
  db: Kysely<Database>,
  payload: unknown,
  settle: (publishedProps: FormProps | undefined) => T,
): Promise<{ submission: StoredSubmission; settled: T; ownerId: number; ownerEmail: string } | null> {
  const { formId, submissionId } = payload as { formId: number; submissionId: number };
  const row = await submissionToDeliver(db, formId, submissionId);
  if (!row) return null;
  const settled = settle(row.publishedProps === null ? undefined : readFormProps(row.publishedProps));
  const props = requireProps(readFormProps(row.props), `the version submission ${submissionId} answered`);
  const entries = await entriesOf(db, submissionId);
  return {
    submission: {
      formId,
      submissionId,
      title: row.title,
      createdAt: row.created_at,
      elements: props.elements,
      entries,
      logic: logicOf(props),
      variables: storedVariables(row.variables),
      ending: row.ending,
      language: row.language,
      params: storedParamValues(row.params),
    },
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
export async function loadDelivery<T extends IntegrationType>(
  db: Kysely<Database>,
  payload: unknown,
  type: T,
): Promise<Delivery<T> | null> {
  const { integration } = payload as { integration?: string };
  const loaded = await loadSubmission(db, payload, (publishedProps) => {
    const entry = findIntegrationByKey(integrationsOf(publishedProps), integration ?? type);
    if (entry?.type !== type || entry.active !== true) throw new DroppedDelivery();
    if (entry.paused === true) throw new HeldDelivery();
    return { entry: entry as Extract<Integration, { type: T }>, languages: publishedProps?.languages };
  });
  return (
    loaded && {
      submission: loaded.submission,
      entry: loaded.settled.entry,
      languages: loaded.settled.languages,
      ownerId: loaded.ownerId,
      ownerEmail: loaded.ownerEmail,
    }
  );
}
