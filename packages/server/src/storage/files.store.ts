import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

// The files rows of submissions: where a submitted file is stored, under its name.
export function createFilesStore(db: Kysely<Database>) {
  return {
    /** A submitted file of the form's submission, by its question and name. */
    find: (formId: number, submissionId: number, questionId: number, fileName: string) =>
      db
        .selectFrom('files')
        .select(['storage_key', 'file_name', 'mime_type', 'size'])
        .where('form_id', '=', formId)
        .where('submission_id', '=', submissionId)
        .where('question_id', '=', questionId)
        .where('file_name', '=', fileName)
        .executeTakeFirst(),
  };
}

export type FilesStore = ReturnType<typeof createFilesStore>;
