import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import { DRAFT_VERSION, SUBMISSION_PAGE_DEFAULT, nextDate, zonedDayStart, zonedToday, SUBMISSION_PAGE_MAX, type Entry, type Submission, type SubmissionFilter, type SubmissionPage, type SubmissionQuery } from '@formbuilder/core';
import type { Database } from '../db/schema';
import { notFound } from '../http/errors';
import { decodeEntryValue } from '../submissions/entry-values';
import { formStatsChange, incrementFormStats } from '../submissions/form-stats';
import { addAnswerCounts, countedQuestionIds, mergeAnswerCounts, questionsOfProps } from '../submissions/answer-counts';
import { decodeCursor, encodeCursor, type Position } from './cursor';

// The owner's submissions (issue #11): paged newest first by a keyset on (created_at, id),
// so the first page of a million answers as fast as one of ten; the counts come from the
// form's counters (form_stats) kept by the writes. Previews (version 0) never appear.
// Callers have checked that the form is the owner's (forms/ownership.ts).

/** How many rows a filtered count reads at most: past it the screen shows "10,000+". */
export const MATCHING_COUNT_CAP = 10_000;
/** How many submissions an "all matching" delete takes in one transaction. */
const DELETE_BATCH = 1_000;
/** The spec's bare list (no paging parameters) answers at most this many, newest first. */
export const BARE_LIST_CAP = SUBMISSION_PAGE_MAX;

type Eb = ExpressionBuilder<Database, 'submissions'>;

/**
 * Rows after a keyset position, newest first: a row-value comparison, which both
 * databases answer from the (form_id, created_at, id) index without rescanning the
 * pages before it (an OR of the two columns would).
 */
const olderThan = (createdAt: string, id: number) => (eb: Eb) => eb(eb.refTuple('submissions.created_at', 'submissions.id'), '<', eb.tuple(createdAt, id));

/**
 * The submissions a filter matches, newest first by the keyset, after a position when given:
 * the one walk of the list, the "all matching" delete and the CSV (callers add their columns).
 */
export function newestMatching(db: Kysely<Database>, formId: number, filter: SubmissionQuery & Pick<SubmissionFilter, 'upTo'>, after: Position | undefined, limit: number) {
  return db
    .selectFrom('submissions')
    .where(filtersOf(formId, filter))
    .$if(after !== undefined, (qb) => qb.where(olderThan(after!.createdAt, after!.id)))
    .orderBy('submissions.created_at', 'desc')
    .orderBy('submissions.id', 'desc')
    .limit(limit);
}

/** A LIKE pattern matching the text anywhere, its own % _ and \ taken literally. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const submissionColumns = ['id', 'form_id', 'version', 'created_at', 'read', 'completion_time'] as const;

function present(row: { id: number; form_id: number; version: number; created_at: string; read: number; completion_time: number | null }): Submission {
  return { ...row, read: row.read === 1 ? 1 : 0, completion_time: row.completion_time === null ? null : Number(row.completion_time) };
}

/**
 * The form's counted submissions a filter matches (the list's filters, and `upTo` the newest id
 * the owner saw), as one condition on submissions: the list, "all matching" deletes and the CSV.
 */
function filtersOf(formId: number, query: SubmissionQuery & Pick<SubmissionFilter, 'upTo'>) {
  return (eb: Eb): Expression<SqlBool> => {
    const conditions: Expression<SqlBool>[] = [eb('submissions.form_id', '=', formId), eb('submissions.version', '<>', DRAFT_VERSION)];
    if (query.unread === 'true') conditions.push(eb('submissions.read', '=', 0));
    // Days are the zone's (the route has settled it: the owner's, the client's or UTC).
    const zone = query.timeZone ?? 'UTC';
    if (query.from) conditions.push(eb('submissions.created_at', '>=', zonedDayStart(query.from, zone)));
    if (query.to) conditions.push(eb('submissions.created_at', '<', zonedDayStart(nextDate(query.to), zone)));
    if (query.upTo !== undefined) conditions.push(eb('submissions.id', '<=', query.upTo));
    const q = query.q?.trim();
    if (q) {
      conditions.push(
        eb.exists(
          eb
            .selectFrom('entries')
            .select(sql`1`.as('one'))
            .whereRef('entries.submission_id', '=', 'submissions.id')
            .where(sql<SqlBool>`lower(entries.value) like ${containing(q)} escape '\\'`),
        ),
      );
    }
    return eb.and(conditions);
  };
}

export function createResponsesStore(db: Kysely<Database>) {
  const filtered = (query: SubmissionQuery) => Boolean(query.unread === 'true' || query.from || query.to || query.q?.trim());

  async function counters(formId: number) {
    const row = await db.selectFrom('form_stats').select(['submissions', 'unread', 'views']).where('form_id', '=', formId).executeTakeFirst();
    return { total: Number(row?.submissions ?? 0), unread: Number(row?.unread ?? 0), views: Number(row?.views ?? 0) };
  }

  async function countToday(formId: number, timeZone: string): Promise<number> {
    const today = zonedDayStart(zonedToday(timeZone), timeZone);
    const row = await db
      .selectFrom('submissions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('form_id', '=', formId)
      .where('created_at', '>=', today)
      .where('version', '<>', DRAFT_VERSION)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async function countMatching(formId: number, query: SubmissionQuery): Promise<number> {
    const row = await db
      .selectFrom((eb) => eb.selectFrom('submissions').select('submissions.id').where(filtersOf(formId, query)).limit(MATCHING_COUNT_CAP).as('matching'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * Deletes the form's submissions among `ids` with their answers and file rows, lowers the
   * form's counters and its answers' counters in the same transaction, and answers how
   * many went and the stored files to remove once this has committed.
   */
  async function remove(formId: number, ids: readonly number[]): Promise<{ deleted: number; storageKeys: string[] }> {
    if (ids.length === 0) return { deleted: 0, storageKeys: [] };
    return db.transaction().execute(async (trx) => {
      const files = await trx.selectFrom('files').select('storage_key').where('form_id', '=', formId).where('submission_id', 'in', ids).execute();
      // Which answers were counted is decided by each submission's version, as the writes did.
      const versions = await trx.selectFrom('submissions').select('version').distinct().where('form_id', '=', formId).where('id', 'in', ids).where('version', '<>', DRAFT_VERSION).execute();
      const counting = new Map<number, ReadonlySet<number>>();
      if (versions.length > 0) {
        const rows = await trx
          .selectFrom('form_versions')
          .select(['version', 'props'])
          .where('form_id', '=', formId)
          .where('version', 'in', versions.map((v) => v.version))
          .execute();
        for (const row of rows) counting.set(row.version, countedQuestionIds(questionsOfProps(row.props)));
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
              .where('submission_id', 'in', (eb) => eb.selectFrom('submissions').select('id').where('form_id', '=', formId).where('id', 'in', ids).where('version', '<>', DRAFT_VERSION))
              .where('question_id', 'in', countedQuestions)
              .where('value_key', '<>', '')
              .returning(['submission_id', 'question_id', 'value_key'])
              .execute();
      const gone = await trx.deleteFrom('submissions').where('form_id', '=', formId).where('id', 'in', ids).returning(['id', 'version', 'read', 'completion_time']).execute();
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
          return version !== undefined && a.value_key !== null && counting.get(version)?.has(a.question_id) ? [{ form_id: formId, question_id: a.question_id, value_key: a.value_key, n: -1 }] : [];
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
    counters,

    /** One page of the list, newest first, with the form's counts. */
    async page(formId: number, query: SubmissionQuery): Promise<SubmissionPage> {
      const limit = query.limit ?? SUBMISSION_PAGE_DEFAULT;
      const after = query.before ? decodeCursor(query.before) : undefined;
      const rows = await newestMatching(db, formId, query, after, limit + 1)
        .select(submissionColumns)
        .execute();
      const pageRows = rows.slice(0, limit);
      const last = pageRows.at(-1);
      const [{ total, unread }, today] = await Promise.all([counters(formId), countToday(formId, query.timeZone ?? 'UTC')]);
      let matching = total;
      if (query.unread === 'true' && !query.from && !query.to && !query.q?.trim()) matching = unread;
      else if (filtered(query)) matching = await countMatching(formId, query);
      return {
        submissions: pageRows.map(present),
        total,
        today,
        unread,
        matching,
        nextBefore: rows.length > limit && last ? encodeCursor({ createdAt: last.created_at, id: last.id }) : null,
      };
    },

    /** The spec's answer without paging parameters: the newest submissions as a bare list. */
    async bareList(formId: number): Promise<Submission[]> {
      const rows = await db
        .selectFrom('submissions')
        .select(submissionColumns)
        .where(filtersOf(formId, {}))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(BARE_LIST_CAP)
        .execute();
      return rows.map(present);
    },

    /** A submission's answers; 404 when it is not one of the form's. */
    async entries(formId: number, submissionId: number): Promise<Entry[]> {
      const found = await db.selectFrom('submissions').select('id').where('id', '=', submissionId).where('form_id', '=', formId).executeTakeFirst();
      if (!found) throw notFound('Submission not found');
      const rows = await db.selectFrom('entries').select(['question_id', 'submission_id', 'value']).where('submission_id', '=', submissionId).orderBy('id').execute();
      return rows.map((row) => ({ question_id: row.question_id, submission_id: row.submission_id, value: decodeEntryValue(row.value) }));
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
          const exists = await trx.selectFrom('submissions').select('id').where('id', '=', submissionId).where('form_id', '=', formId).executeTakeFirst();
          if (!exists) throw notFound('Submission not found');
          return;
        }
        if (changed.version !== DRAFT_VERSION) await incrementFormStats(trx, formStatsChange(formId, { unread: read === 1 ? -1 : 1 }));
      });
    },

    remove,

    /**
     * Deletes every submission the filter matches, a batch at a time, each in its own transaction
     * (remove), walking back from the newest by the list's keyset: a million go without holding
     * them in memory or the database locked for minutes. `removeFiles` gets each batch's stored
     * files once it has committed. Answers how many went.
     */
    async removeMatching(formId: number, filter: SubmissionFilter, removeFiles: (storageKeys: string[]) => Promise<void>, batchSize = DELETE_BATCH): Promise<number> {
      let deleted = 0;
      let after: Position | undefined;
      for (;;) {
        const rows = await newestMatching(db, formId, filter, after, batchSize).select(['submissions.id', 'submissions.created_at']).execute();
        if (rows.length === 0) break;
        const batch = await remove(formId, rows.map((row) => row.id));
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

export type ResponsesStore = ReturnType<typeof createResponsesStore>;
