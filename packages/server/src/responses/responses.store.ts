import type { Kysely } from 'kysely';
import { DRAFT_VERSION, type Entry, type SubmissionQuery } from '@formbuilder/core';
import type { Database } from '../db/schema';
import { notFound } from '../http/errors';
import { decodeEntryValue } from '../answers/entry-values';
import { formStatsChange } from '../answers/form-stats';
import { incrementFormStats } from '../answers/answers.store';
import { readFormProps } from '../db/form-props';
import { answerConditions } from './answer-filter-sql';
import { versionsNewestFirst } from './response-reads';
import { createSubmissionDeletes } from './submission-deletes';
import { createSubmissionList } from './submission-list';

// The owner's submissions: the list and its counts (submission-list.ts), one submission's
// answers and read state, and deletes (submission-deletes.ts).
// Callers have checked that the form is the owner's (forms/ownership.ts).

/** `options`: how far a page filtered by answer walks first (tests; submission-list.ts). */
export function createResponsesStore(db: Kysely<Database>, options?: { walkFirst?: number }) {
  const list = createSubmissionList(db, options);
  const deletes = createSubmissionDeletes(db);
  return {
    ...list,

    /**
     * The filter's answer conditions whose question is not one of the form's (in its draft or any
     * version): an answer filter names a question of this form.
     */
    async unknownAnswerQuestions(formId: number, draft: readonly { id: number }[], filter: SubmissionQuery) {
      const asked = answerConditions(filter).map((condition) => condition.questionId);
      const known = new Set(draft.map((element) => element.id));
      if (asked.every((id) => known.has(id))) return [];
      for (const row of await versionsNewestFirst(db, formId))
        for (const element of readFormProps(row.props)?.elements ?? []) known.add(element.id);
      return [...new Set(asked.filter((id) => !known.has(id)))];
    },

    /** A submission's answers; 404 when it is not one of the form's. */
    async entries(formId: number, submissionId: number): Promise<Entry[]> {
      const found = await db
        .selectFrom('submissions')
        .select('id')
        .where('id', '=', submissionId)
        .where('form_id', '=', formId)
        .executeTakeFirst();
      if (!found) throw notFound('Submission not found');
      const rows = await db
        .selectFrom('entries')
        .select(['question_id', 'submission_id', 'value'])
        .where('submission_id', '=', submissionId)
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        question_id: row.question_id,
        submission_id: row.submission_id,
        value: decodeEntryValue(row.value),
      }));
    },

    /** Marks a submission read (or unread again), keeping the form's unread count right. */
    async setRead(formId: number, submissionId: number, read: 0 | 1): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const changed = await trx
          .updateTable('submissions')
          .set({ read })
          .where('id', '=', submissionId)
          .where('form_id', '=', formId)
          .where('read', '<>', read)
          .returning('version')
          .executeTakeFirst();
        if (!changed) {
          const exists = await trx
            .selectFrom('submissions')
            .select('id')
            .where('id', '=', submissionId)
            .where('form_id', '=', formId)
            .executeTakeFirst();
          if (!exists) throw notFound('Submission not found');
          return;
        }
        if (changed.version !== DRAFT_VERSION)
          await incrementFormStats(trx, formStatsChange(formId, { unread: read === 1 ? -1 : 1 }));
      });
    },

    ...deletes,
  };
}

export type ResponsesStore = ReturnType<typeof createResponsesStore>;
