import type { Kysely } from 'kysely';
import { emailRecipientsOf, findIntegration, formPropsSchema, type IntegrationOf } from '@formbuilder/core';
import type { Database } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { integrationsOf } from '../outbox/deliveries';
import { DroppedDelivery, HeldDelivery } from '../outbox/outbox';
import { ownerNotification, respondentConfirmation, type StoredSubmission } from './submission-mails';

// The 'email' integration's outbox jobs (ARCHITECTURE.md: sent after the submission is
// stored, retried by the outbox): the owner's notification and the respondent's confirmation.

interface Loaded {
  submission: StoredSubmission;
  email: IntegrationOf<'email'>;
  ownerEmail: string;
}

async function load(db: Kysely<Database>, payload: unknown): Promise<Loaded | null> {
  const { formId, submissionId } = payload as { formId: number; submissionId: number };
  const row = await db
    .selectFrom('submissions')
    .innerJoin('forms', 'forms.id', 'submissions.form_id')
    .innerJoin('users', 'users.id', 'forms.user_id')
    .innerJoin('form_versions', (join) => join.onRef('form_versions.form_id', '=', 'submissions.form_id').onRef('form_versions.version', '=', 'submissions.version'))
    // The version public now, whose integration settings the delivery follows.
    .leftJoin('form_versions as published', (join) => join.onRef('published.form_id', '=', 'forms.id').onRef('published.version', '=', 'forms.published_version'))
    .select(['submissions.created_at', 'form_versions.title', 'form_versions.props', 'published.props as publishedProps', 'users.email as ownerEmail'])
    .where('submissions.id', '=', submissionId)
    .where('submissions.form_id', '=', formId)
    .executeTakeFirst();
  // Deleted since: nothing left to tell.
  if (!row) return null;
  // The e-mail as the owner has it now (published): paused, it waits; turned off, it is dropped.
  const email = findIntegration(integrationsOf(row.publishedProps), 'email');
  if (email?.active !== true) throw new DroppedDelivery();
  if (email.paused === true) throw new HeldDelivery();
  // The answers as the version they were given to asked them.
  const props = formPropsSchema.parse(JSON.parse(row.props));
  const entries = await db.selectFrom('entries').select(['question_id', 'value']).where('submission_id', '=', submissionId).execute();
  return {
    submission: { formId, submissionId, title: row.title, createdAt: row.created_at, elements: props.elements, entries },
    email,
    ownerEmail: row.ownerEmail,
  };
}

export function createSubmissionMailHandlers(db: Kysely<Database>, mailer: Mailer, publicUrl: string) {
  return {
    /** spec: builder §3, the e-mail goes to `to`, the owner's address when it names nobody. */
    async 'integration:email'(payload: unknown): Promise<void> {
      const loaded = await load(db, payload);
      if (!loaded) return;
      const recipients = emailRecipientsOf(loaded.email.to);
      await mailer.send(ownerNotification(loaded.submission, recipients.length > 0 ? recipients : [loaded.ownerEmail], publicUrl));
    },

    /** Issue #13: the respondent's copy; nothing to send when they gave no address. */
    async 'integration:email-confirmation'(payload: unknown): Promise<void> {
      const loaded = await load(db, payload);
      const confirmation = loaded?.email.confirmation;
      if (!loaded || !confirmation) return;
      const message = respondentConfirmation(loaded.submission, confirmation, loaded.ownerEmail);
      if (message) await mailer.send(message);
    },
  };
}
