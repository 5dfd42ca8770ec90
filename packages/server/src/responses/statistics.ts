import type { Kysely } from 'kysely';
import {
  DRAFT_VERSION,
  getElementDefinition,
  nextDate,
  zonedDayStart,
  zonedToday,
  type Element,
  type FormLogic,
  type Statistics,
} from '@formbuilder/core';
import type { Database } from '../db/schema';
import { answerCounts, formCounters, latestAnswers, logicOutcomes } from './response-reads';
import { storedVariables } from '../answers/submission-values';
import { progressCounters } from './progress';
import {
  calculatedStatistics,
  elementStatistics,
  endingStatistics,
  round2,
  type ValueCount,
} from './statistics-charts';

// Statistics of a form's submissions from counters
// kept by the writes and one aggregate query: the form's counters (form_stats: submissions
// and completion times), its answers' counters (answer_counts, migration 009: one row per
// distinct value of each charted question, so this reads O(distinct values) rows, not a
// million answers), and the newest submissions for the lastFive lists. Never a query per
// submission or question.

/** Newest submissions read for the lastFive lists (answers may be skipped in some). */
const LAST_FIVE_WINDOW = 50;
/** Where statistics read their counts: the form's counted submissions, their average completion time, and answers by value. */
export interface StatisticsCounts {
  totals(formId: number): Promise<{ responses: number; averageCompletionTime: number | null }>;
  /** The counts of the answers to `questionIds` by value (rows of value null or '' are never counted). */
  values(formId: number, questionIds: readonly number[]): Promise<ValueCount[]>;
}

/** The days charted by submissions per day, today included. */
export const PER_DAY_DAYS = 30;
/** The calendar day `days` after 'YYYY-MM-DD' (before, when negative). */
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00.000Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The form's counted submissions on each of the last PER_DAY_DAYS days in `timeZone`, oldest
 * first, zeros included: a count of each day's range of the (form_id, created_at, id) index, the
 * days' starts (which a zone's clock changes move) worked out here. Measured at a million
 * submissions (one every 30 s) on SQLite, these thirty counts in one statement take a third of the
 * time of one range read grouped by a CASE on the day (docs/benchmarks.md).
 */
export async function submissionsPerDay(
  db: Kysely<Database>,
  formId: number,
  timeZone: string,
  now = new Date(),
): Promise<{ date: string; count: number }[]> {
  const today = zonedToday(timeZone, now);
  const dates = Array.from({ length: PER_DAY_DAYS }, (_unused, i) => addDays(today, i - PER_DAY_DAYS + 1));
  const bounds = [...dates.map((date) => zonedDayStart(date, timeZone)), zonedDayStart(nextDate(today), timeZone)];
  const row = await db
    .selectNoFrom((eb) =>
      dates.map((_date, i) =>
        eb
          .selectFrom('submissions')
          .select((count) => count.fn.countAll<number>().as('n'))
          .where('form_id', '=', formId)
          .where('version', '<>', DRAFT_VERSION)
          .where('created_at', '>=', bounds[i] ?? '')
          .where('created_at', '<', bounds[i + 1] ?? '')
          .as(`d${String(i)}`),
      ),
    )
    .executeTakeFirstOrThrow();
  const counts = row as Record<string, number | string | bigint | null>;
  return dates.map((date, i) => ({ date, count: Number(counts[`d${String(i)}`] ?? 0) }));
}

/**
 * The charts of what a form's logic stored with its counted submissions (docs/product.md,
 * "Logic"): each number value's numbers counted, and the endings counted by id. Read by walking
 * the submissions (logicOutcomes: O(submissions), in batches), only when the logic has a number
 * value or an ending to chart; text values are not charted.
 */
export async function logicStatistics(
  db: Kysely<Database>,
  formId: number,
  logic: FormLogic | null | undefined,
): Promise<Pick<Statistics, 'calculated' | 'endings'>> {
  const numbers = (logic?.variables ?? []).filter((variable) => variable.kind === 'number');
  const endings = logic?.endings ?? [];
  if (numbers.length === 0 && endings.length === 0) return {};
  const values = new Map(numbers.map((variable) => [variable.id, new Map<string, number>()]));
  const chosen = new Map<string, number>();
  await logicOutcomes(db, formId, (rows) => {
    for (const row of rows) {
      if (row.variables !== null)
        for (const [id, value] of Object.entries(storedVariables(row.variables))) {
          const counts = values.get(id);
          if (!counts || typeof value !== 'number' || !Number.isFinite(value)) continue;
          counts.set(String(value), (counts.get(String(value)) ?? 0) + 1);
        }
      if (row.ending !== null && row.ending !== '') chosen.set(row.ending, (chosen.get(row.ending) ?? 0) + 1);
    }
  });
  return {
    ...(numbers.length > 0 ? { calculated: calculatedStatistics(numbers, values) } : {}),
    ...(endings.length > 0 ? { endings: endingStatistics(endings, chosen) } : {}),
  };
}

/** The counters the writes keep (form_stats and answer_counts, migration 009): O(distinct values) rows. */
export function keptCounts(db: Kysely<Database>): StatisticsCounts {
  return {
    async totals(formId) {
      const row = await formCounters(db, formId);
      const timed = Number(row?.completion_count ?? 0);
      return {
        responses: Number(row?.submissions ?? 0),
        averageCompletionTime: timed === 0 ? null : Number(row?.completion_sum ?? 0) / timed,
      };
    },
    async values(formId, questionIds) {
      const rows = await answerCounts(db, formId, questionIds);
      return rows.map((r) => ({ question_id: r.question_id, value: r.value_key, n: Number(r.n) }));
    },
  };
}

/** `source`: where the counts come from; the counters the writes keep unless a test compares another. */
export function createStatistics(db: Kysely<Database>, source: StatisticsCounts = keptCounts(db)) {
  return {
    /**
     * Statistics of every counted submission, charted by the questions of `elements` (one
     * version's); with `options`, also the submissions of the last days in `timeZone`, starts,
     * and the pages reached of a form of `pages` pages.
     */
    async of(
      formId: number,
      elements: readonly Element[],
      views: number,
      options?: { timeZone: string; pages: number; now?: Date; logic?: FormLogic | null },
    ): Promise<Statistics> {
      const charted = elements.filter((e) => getElementDefinition(e.type)?.chartType);
      // Counted by value: charts of counts, and Date questions for their histogram (answer-counts.ts).
      const grouped = charted
        .filter((e) => getElementDefinition(e.type)?.chartType !== 'lastFive' || e.type === 'Date')
        .map((e) => e.id);
      const listed = charted.filter((e) => getElementDefinition(e.type)?.chartType === 'lastFive').map((e) => e.id);

      // Independent reads: on PostgreSQL they run side by side on the pool.
      const totalsQuery = source.totals(formId);
      const valueCountsQuery: Promise<ValueCount[]> =
        grouped.length === 0 ? Promise.resolve([]) : source.values(formId, grouped);
      const latestQuery =
        listed.length === 0 ? Promise.resolve([]) : latestAnswers(db, formId, listed, LAST_FIVE_WINDOW);
      const perDayQuery = options ? submissionsPerDay(db, formId, options.timeZone, options.now) : undefined;
      const progressQuery = options ? progressCounters(db, formId) : undefined;
      const logicQuery = logicStatistics(db, formId, options?.logic);
      const [totals, valueCounts, latest, perDay, progress, logicCharts] = await Promise.all([
        totalsQuery,
        valueCountsQuery,
        latestQuery,
        perDayQuery,
        progressQuery,
        logicQuery,
      ]);

      const statistics = charted.map((element) => elementStatistics(element, valueCounts, latest));

      const { responses, averageCompletionTime } = totals;
      return {
        responses,
        average_completion_time: averageCompletionTime === null ? 0 : round2(averageCompletionTime),
        elements: statistics,
        views,
        completionRate: views === 0 ? null : round2((responses / views) * 100),
        ...(options && perDay && progress
          ? {
              perDay,
              timeZone: options.timeZone,
              starts: progress.starts,
              pagesReached:
                options.pages < 2
                  ? []
                  : Array.from({ length: options.pages - 1 }, (_unused, i) => ({
                      page: i + 2,
                      count: progress.pages.find((row) => row.page === i + 2)?.count ?? 0,
                    })),
            }
          : {}),
        ...logicCharts,
      };
    },
  };
}
