import type { Kysely } from 'kysely';

// Filters by answer at a million submissions (responses/answer-filter-sql.ts), and the ZIP export:
// - entries_submission_question_value (submission_id, question_id, value_key): walking the list
//   newest first, whether a submission's answer to a question holds is one seek in this index,
//   not a read of every answer of the submission; it begins with submission_id, so it replaces
//   entries_submission (001) for a submission's answers and the cascade of its deletion.
// - files_form_submission (form_id, submission_id): the ZIP export and deletes read a form's
//   files by submission, which scanned every file of every form.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('entries_submission_question_value')
    .ifNotExists()
    .on('entries')
    .columns(['submission_id', 'question_id', 'value_key'])
    .execute();
  await db.schema.dropIndex('entries_submission').ifExists().execute();
  await db.schema.createIndex('files_form_submission').on('files').columns(['form_id', 'submission_id']).execute();
}
