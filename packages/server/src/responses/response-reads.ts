import type { Kysely } from 'kysely';
import { DRAFT_VERSION } from '@formbuilder/core';
import type { Database } from '../db/schema';
import type { Dialect, ReadParams } from '../db/database';
import type { Position } from './cursor';
import { newestMatching } from './submission-list';
import type { ResultFilter } from './answer-filter-sql';

// The reads of the exports and statistics: batches of submissions with their answers, the
// form's versions, its counters and its answers' counters.

/**
 * One batch (`size` submissions) of the streamed exports: the next submissions the filter matches (keyset on
 * created_at, id), only the chosen ones when `ids` are given, each in one row (with its completion time) with its answers gathered as two JSON lists (both
 * aggregates read the group's rows in one order), parsed natively rather than a row per answer
 * built in JavaScript. Measured on PostgreSQL: a list of [question, value] pairs costs 3× as
 * much to build. The submissions are chosen by the list's own walk (newestMatching).
 */
export function csvBatchQuery(
  db: Kysely<Database>,
  dialect: Dialect,
  formId: number,
  filter: ResultFilter,
  after: Position | undefined,
  size: number,
  ids?: readonly number[],
) {
  const submissions = newestMatching(db, formId, filter, after, size)
    .$if(ids !== undefined, (qb) => qb.where('submissions.id', 'in', ids!))
    .select([
      'submissions.id',
      'submissions.created_at',
      'submissions.completion_time',
      'submissions.variables',
      'submissions.ending',
      'submissions.language',
      'submissions.params',
    ])
    .compile();
  const lists =
    dialect === 'postgres'
      ? ['json_agg(e.question_id)', 'json_agg(e.value)']
      : ['json_group_array(e.question_id)', 'json_group_array(e.value)'];
  const text = `select s.id, s.created_at, ${lists.join(', ')}, s.completion_time, s.variables, s.ending, s.language, s.params
  from (${submissions.sql}) s
  left join entries e on e.submission_id = s.id
  group by s.id, s.created_at, s.completion_time, s.variables, s.ending, s.language, s.params
  order by s.created_at desc, s.id desc`;
  // The filter's values are texts and numbers (the schema's), as the reader takes them.
  return { text, parameters: submissions.parameters as ReadParams };
}

/** The stored props of the form's versions, the latest first (the CSV's columns). */
export function versionsNewestFirst(db: Kysely<Database>, formId: number) {
  return db
    .selectFrom('form_versions')
    .select(['props'])
    .where('form_id', '=', formId)
    .orderBy('version', 'desc')
    .execute();
}

/** A row per answer of these counted submissions (one with nulls for none), newest first. */
export function answersOfSubmissions(db: Kysely<Database>, formId: number, ids: readonly number[]) {
  return db
    .selectFrom('submissions as s')
    .leftJoin('entries as e', 'e.submission_id', 's.id')
    .select(['s.id', 's.created_at', 'e.question_id', 'e.value', 's.variables', 's.ending', 's.language', 's.params'])
    .where('s.form_id', '=', formId)
    .where('s.id', 'in', ids)
    .where('s.version', '<>', DRAFT_VERSION)
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .execute();
}

/** Adds counted page views per form to its counters (form_stats). */
export async function addPageViews(
  db: Kysely<Database>,
  rows: readonly { form_id: number; views: number }[],
): Promise<void> {
  await db
    .insertInto('form_stats')
    .values(rows.map(({ form_id, views }) => ({ form_id, submissions: 0, unread: 0, views })))
    .onConflict((oc) =>
      oc
        .column('form_id')
        .doUpdateSet((eb) => ({ views: eb(eb.ref('form_stats.views'), '+', eb.ref('excluded.views')) })),
    )
    .execute();
}

/** A form's counted submissions and their completion times, as the writes keep them (form_stats). */
export function formCounters(db: Kysely<Database>, formId: number) {
  return db
    .selectFrom('form_stats')
    .select(['submissions', 'completion_sum', 'completion_count'])
    .where('form_id', '=', formId)
    .executeTakeFirst();
}

/** The kept counts (answer_counts) of the answers to `questionIds` by value, above zero. */
export function answerCounts(db: Kysely<Database>, formId: number, questionIds: readonly number[]) {
  return db
    .selectFrom('answer_counts')
    .select(['question_id', 'value_key', 'n'])
    .where('form_id', '=', formId)
    .where('question_id', 'in', questionIds)
    .where('n', '>', 0)
    .orderBy('question_id')
    .orderBy('value_key')
    .execute();
}

/** The answers to `questionIds` of the form's newest `window` counted submissions, newest first. */
export function latestAnswers(db: Kysely<Database>, formId: number, questionIds: readonly number[], window: number) {
  return db
    .selectFrom('entries')
    .innerJoin(
      (eb) =>
        eb
          .selectFrom('submissions')
          .select(['id', 'created_at'])
          .where('form_id', '=', formId)
          .where('version', '<>', DRAFT_VERSION)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(window)
          .as('newest'),
      (join) => join.onRef('newest.id', '=', 'entries.submission_id'),
    )
    .select(['entries.question_id', 'entries.value'])
    .where('entries.question_id', 'in', questionIds)
    .orderBy('newest.created_at', 'desc')
    .orderBy('newest.id', 'desc')
    .execute();
}

/** How many submissions one read of the logic's stored outcomes takes (logicOutcomes). */
export const LOGIC_OUTCOME_BATCH = 2_000;

/**
 * The calculated values and endings stored with the form's counted submissions (migration 022),
 * newest first, handed to `visit` a batch at a time. Unlike the rest of the statistics these are
 * not counted by the writes: this walks every counted submission of the form, O(submissions)
 * rows, in batches of LOGIC_OUTCOME_BATCH by the (form_id, created_at, id) keyset, so memory stays
 * bounded; the JSON is read in JavaScript, as SQLite's and PostgreSQL's JSON functions differ.
 * Only a form whose logic stores something is read (statistics.ts).
 */
export async function logicOutcomes(
  db: Kysely<Database>,
  formId: number,
  visit: (rows: readonly { variables: string | null; ending: string | null }[]) => void,
  size = LOGIC_OUTCOME_BATCH,
): Promise<void> {
  let after: Position | undefined;
  for (;;) {
    const rows = await newestMatching(db, formId, {}, after, size)
      .select(['submissions.id', 'submissions.created_at', 'submissions.variables', 'submissions.ending'])
      .execute();
    visit(rows);
    const last = rows.at(-1);
    if (rows.length < size || !last) return;
    after = { createdAt: last.created_at, id: last.id };
  }
}
