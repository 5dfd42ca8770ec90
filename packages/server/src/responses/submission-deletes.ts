import type { Kysely } from 'kysely';
import { DRAFT_VERSION } from '@formbuilder/core';
import type { Database } from '../db/schema';
import { formStatsChange } from '../answers/form-stats';
import { countedQuestionIds, mergeAnswerCounts } from '../answers/answer-counts';
import { addAnswerCounts, incrementFormStats } from '../answers/answers.store';
import { readFormProps } from '../db/form-props';
import type { Position } from './cursor';
import { newestMatching } from './submission-list';
import type { ResultFilter } from './answer-filter-sql';

// Deleting submissions: chosen ones, or every one a filter matches, a batch at a time, each
// batch with its answers, file rows and the form's counters in one transaction.

/** How many submissions an "all matching" delete takes in one transaction. */
const DELETE_BATCH = 1_000;

export function createSubmissionDeletes(db: Kysely<Database>) {
  /**
   * Deletes the form's submissions among `ids` with their answers and file rows, lowers the
   * form's counters and its answers' counters in the same transaction, and answers how
   * many went and the stored files to remove once this has committed.
   */
  async function remove(formId: number, ids: readonly number[]): Promise<{ deleted: number; storageKeys: string[] }> {
    if (ids.length === 0) return { deleted: 0, storageKeys: [] };
    return db.transaction().execute(async (trx) => {
      const files = await trx
        .selectFrom('files')
        .select('storage_key')
        .where('form_id', '=', formId)
        .where('submission_id', 'in', ids)
        .execute();
      // Which answers were counted is decided by each submission's version, as the writes did.
      const versions = await trx
        .selectFrom('submissions')
        .select('version')
        .distinct()
        .where('form_id', '=', formId)
        .where('id', 'in', ids)
        .where('version', '<>', DRAFT_VERSION)
        .execute();
      const counting = new Map<number, ReadonlySet<number>>();
      if (versions.length > 0) {
        const rows = await trx
          .selectFrom('form_versions')
          .select(['version', 'props'])
          .where('form_id', '=', formId)
          .where(
            'version',
            'in',
            versions.map((v) => v.version),
          )
          .execute();
        for (const row of rows) counting.set(row.version, countedQuestionIds(readFormProps(row.props)?.elements ?? []));
      }
      const countedQuestions = [...new Set([...counting.values()].flatMap((questions) => [...questions]))];
      // The counted answers are deleted first, their keys returned: a row deleted here is
      // this transaction's alone, so two deletes of the same submissions lower nothing twice.
      // The submissions' other entries go with them (on delete cascade).
      const answers =
        countedQuestions.length === 0
          ? []
          : await trx
              .deleteFrom('entries')
              .where('submission_id', 'in', (eb) =>
                eb
                  .selectFrom('submissions')
                  .select('id')
                  .where('form_id', '=', formId)
                  .where('id', 'in', ids)
                  .where('version', '<>', DRAFT_VERSION),
              )
              .where('question_id', 'in', countedQuestions)
              .where('value_key', '<>', '')
              .returning(['submission_id', 'question_id', 'value_key'])
              .execute();
      const gone = await trx
        .deleteFrom('submissions')
        .where('form_id', '=', formId)
        .where('id', 'in', ids)
        .returning(['id', 'version', 'read', 'completion_time'])
        .execute();
      const counted = gone.filter((row) => row.version !== DRAFT_VERSION);
      if (counted.length > 0) {
        const timed = counted.filter((row) => row.completion_time !== null);
        await incrementFormStats(
          trx,
          formStatsChange(formId, {
            submissions: -counted.length,
            unread: -counted.filter((row) => row.read === 0).length,
            completion_sum: -timed.reduce((sum, row) => sum + Number(row.completion_time), 0),
            completion_count: -timed.length,
          }),
        );
        // After the form's row, as the writes take them.
        const versionOf = new Map(counted.map((row) => [row.id, row.version]));
        const lowered = answers.flatMap((a) => {
          const version = versionOf.get(a.submission_id);
          return version !== undefined && a.value_key !== null && counting.get(version)?.has(a.question_id)
            ? [{ form_id: formId, question_id: a.question_id, value_key: a.value_key, n: -1 }]
            : [];
        });
        if (lowered.length > 0) {
          await addAnswerCounts(trx, mergeAnswerCounts(lowered));
          await trx.deleteFrom('answer_counts').where('form_id', '=', formId).where('n', '<=', 0).execute();
        }
      }
      return { deleted: gone.length, storageKeys: files.map((f) => f.storage_key) };
    });
  }

  return {
    remove,

    /**
     * Deletes every submission the filter matches, a batch at a time, each in its own transaction
     * (remove), walking back from the newest by the list's keyset: a million go without holding
     * them in memory or the database locked for minutes. `removeFiles` gets each batch's stored
     * files once it has committed. Answers how many went.
     */
    async removeMatching(
      formId: number,
      filter: ResultFilter,
      removeFiles: (storageKeys: string[]) => Promise<void>,
      batchSize = DELETE_BATCH,
    ): Promise<number> {
      let deleted = 0;
      let after: Position | undefined;
      for (;;) {
        const rows = await newestMatching(db, formId, filter, after, batchSize)
          .select(['submissions.id', 'submissions.created_at'])
          .execute();
        if (rows.length === 0) break;
        const batch = await remove(
          formId,
          rows.map((row) => row.id),
        );
        await removeFiles(batch.storageKeys);
        deleted += batch.deleted;
        const last = rows.at(-1)!;
        after = { createdAt: last.created_at, id: last.id };
        if (rows.length < batchSize) break;
      }
      return deleted;
    },
  };
}
