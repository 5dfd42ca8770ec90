import type { Kysely } from 'kysely';
import { findIntegration, formPropsSchema, getElementDefinition, stripHtml } from '@formbuilder/core';
import type { Database } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { decodeEntryValue } from './entry-values';

// The 'email' integration: the owner hears of each submission by mail, sent from
// the outbox after the submission is stored (ARCHITECTURE.md).
export function createSubmissionMailHandler(db: Kysely<Database>, mailer: Mailer, publicUrl: string) {
  return async (payload: unknown): Promise<void> => {
    const { formId, submissionId } = payload as { formId: number; submissionId: number };
    const submission = await db.selectFrom('submissions').selectAll().where('id', '=', submissionId).where('form_id', '=', formId).executeTakeFirst();
    // Deleted since: nothing left to tell.
    if (!submission) return;
    const version = await db.selectFrom('form_versions').select(['title', 'props']).where('form_id', '=', formId).where('version', '=', submission.version).executeTakeFirst();
    if (!version) return;
    const props = formPropsSchema.parse(JSON.parse(version.props));
    const to = findIntegration(props.integrations, 'email')?.to;
    if (!to) return;
    const entries = await db.selectFrom('entries').select(['question_id', 'value']).where('submission_id', '=', submissionId).execute();
    const lines = entries.map((entry) => {
      const element = props.elements.find((e) => e.id === entry.question_id);
      const definition = element ? getElementDefinition(element.type) : undefined;
      const text = element && definition ? definition.format(element, decodeEntryValue(entry.value)) : String(entry.value ?? '');
      const label = element?.label ? stripHtml(element.label) : `Question ${entry.question_id}`;
      return `${label}:\n  ${text}`;
    });
    await mailer.send({
      to,
      subject: `New submission: ${version.title}`,
      text: `Your form "${version.title}" received a new submission on ${submission.created_at}.\n\n${lines.join('\n\n')}\n\nSee all submissions: ${publicUrl}/data?form=${formId}\n`,
    });
  };
}
