import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { FORM_STATS_COUNTERS, type FormStatsChange } from './form-stats';
import type { AnswerCountRow } from './answer-counts';

// The counters the writes keep (form_stats, answer_counts) and what an integration's outbox job
// reads of a submission (stored-submission.ts).

/** Adds to a form's counters (negative numbers take away), inside the caller's transaction. */
/** `response_cap`: set with a submission's count (the form's cap, 0 for none), checked by migration 018's CHECK. */
export async function incrementFormStats(
  db: Kysely<Database>,
  change: FormStatsChange & { response_cap?: number },
): Promise<void> {
  await db
    .insertInto('form_stats')
    .values(change)
    .onConflict((oc) =>
      oc.column('form_id').doUpdateSet((eb) => ({
        ...Object.fromEntries(
          FORM_STATS_COUNTERS.map((c) => [c, eb(eb.ref(`form_stats.${c}`), '+', eb.ref(`excluded.${c}`))]),
        ),
        ...(change.response_cap === undefined ? {} : { response_cap: eb.ref('excluded.response_cap') }),
      })),
    )
    .execute();
}

export const formStatsUpdateSql = () =>
  sql.join(FORM_STATS_COUNTERS.map((c) => sql`${sql.id(c)} = form_stats.${sql.id(c)} + excluded.${sql.id(c)}`));

/** Rows a statement: 4 parameters each, far below SQLite's 32,766. */
const ROWS_PER_UPSERT = 2_000;

/** Adds merged counts (negative ones take away) inside the caller's transaction. */
export async function addAnswerCounts(db: Kysely<Database>, rows: readonly AnswerCountRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_UPSERT) {
    await db
      .insertInto('answer_counts')
      .values(rows.slice(i, i + ROWS_PER_UPSERT))
      .onConflict((oc) =>
        oc
          .columns(['form_id', 'question_id', 'value_key'])
          .doUpdateSet((eb) => ({ n: eb(eb.ref('answer_counts.n'), '+', eb.ref('excluded.n')) })),
      )
      .execute();
  }
}

export const answerCountsUpdateSql = () => sql`n = answer_counts.n + excluded.n`;

/**
 * A submission an outbox job delivers, with the title and props of the version it answered, the
 * props of the version public now and its owner; undefined when it was deleted since.
 */
export function submissionToDeliver(db: Kysely<Database>, formId: number, submissionId: number) {
  return (
    db
      .selectFrom('submissions')
      .innerJoin('forms', 'forms.id', 'submissions.form_id')
      .innerJoin('users', 'users.id', 'forms.user_id')
      .innerJoin('form_versions', (join) =>
        join
          .onRef('form_versions.form_id', '=', 'submissions.form_id')
          .onRef('form_versions.version', '=', 'submissions.version'),
      )
      // The version public now, whose integration settings the delivery follows.
      .leftJoin('form_versions as published', (join) =>
        join.onRef('published.form_id', '=', 'forms.id').onRef('published.version', '=', 'forms.published_version'),
      )
      .select([
        'submissions.created_at',
        'submissions.variables',
        'submissions.ending',
        'submissions.language',
        'submissions.params',
        'form_versions.title',
        'form_versions.props',
        'published.props as publishedProps',
        'users.id as ownerId',
        'users.email as ownerEmail',
      ])
      .where('submissions.id', '=', submissionId)
      .where('submissions.form_id', '=', formId)
      .executeTakeFirst()
  );
}

/** A submission's answers, as stored. */
export function entriesOf(db: Kysely<Database>, submissionId: number) {
  return db.selectFrom('entries').select(['question_id', 'value']).where('submission_id', '=', submissionId).execute();
}
