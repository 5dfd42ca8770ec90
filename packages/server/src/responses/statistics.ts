import type { Kysely } from 'kysely';
import { DRAFT_VERSION, getElementDefinition, stripHtml, type ChartItem, type Element, type Statistics, type StatisticsElement } from '@formbuilder/core';
import type { Database } from '../db/schema';
import { answerFormatterOf, withElementDataset } from '../datasets/form-datasets';
import { decodeEntryValue } from '../submissions/entry-values';

// Statistics of a form's submissions (issue #11; spec: builder §3 Statistics) from counters
// kept by the writes and one aggregate query: the form's counters (form_stats: submissions
// and completion times), its answers' counters (answer_counts, migration 009: one row per
// distinct value of each charted question, so this reads O(distinct values) rows, not a
// million answers), and the newest submissions for the lastFive lists. Never a query per
// submission or question.

/** Distinct colours for chart items, in order (the Material palette of the builder's theme colour). */
const PALETTE = ['#2196F3', '#FF9800', '#4CAF50', '#E91E63', '#9C27B0', '#00BCD4', '#FFC107', '#795548', '#607D8B', '#3F51B5', '#8BC34A', '#F44336'];
/** Newest submissions read for the lastFive lists (answers may be skipped in some). */
const LAST_FIVE_WINDOW = 50;
const X_AXIS_LABEL_CHARS = 20;

/** How many stored answers of a question have a value (entries.value_key). */
export interface ValueCount {
  question_id: number;
  value: string | null;
  n: number;
}

/** Where statistics read their counts: the form's counted submissions, their average completion time, and answers by value. */
export interface StatisticsCounts {
  totals(formId: number): Promise<{ responses: number; averageCompletionTime: number | null }>;
  /** The counts of the answers to `questionIds` by value (rows of value null or '' are never counted). */
  values(formId: number, questionIds: readonly number[]): Promise<ValueCount[]>;
}

/** The counters the writes keep (form_stats and answer_counts, migration 009): O(distinct values) rows. */
export function keptCounts(db: Kysely<Database>): StatisticsCounts {
  return {
    async totals(formId) {
      const row = await db.selectFrom('form_stats').select(['submissions', 'completion_sum', 'completion_count']).where('form_id', '=', formId).executeTakeFirst();
      const timed = Number(row?.completion_count ?? 0);
      return { responses: Number(row?.submissions ?? 0), averageCompletionTime: timed === 0 ? null : Number(row?.completion_sum ?? 0) / timed };
    },
    async values(formId, questionIds) {
      const rows = await db
        .selectFrom('answer_counts')
        .select(['question_id', 'value_key', 'n'])
        .where('form_id', '=', formId)
        .where('question_id', 'in', questionIds)
        .where('n', '>', 0)
        .orderBy('question_id')
        .orderBy('value_key')
        .execute();
      return rows.map((r) => ({ question_id: r.question_id, value: r.value_key, n: Number(r.n) }));
    },
  };
}

const label = (element: Element) => stripHtml(element.label ?? '') || getElementDefinition(element.type)?.displayName || `Question ${element.id}`;
const round2 = (value: number) => Math.round(value * 100) / 100;

/** Counts per answer value, a multiple choice's list counted once per chosen value. */
function countsByValue(rows: readonly ValueCount[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const decoded = decodeEntryValue(row.value);
    for (const value of Array.isArray(decoded) ? decoded : [decoded]) {
      if (value === undefined || value === null || value === '') continue;
      const key = String(value as string | number);
      counts.set(key, (counts.get(key) ?? 0) + row.n);
    }
  }
  return counts;
}

/**
 * Chart items for a question with fixed choices, shown by their display text: every choice (zero
 * included), or for a question set to a dataset (`question` then has the dataset's items as its
 * options) the items answered, in the dataset's order: a list of countries is not charted as
 * two hundred empty slices, nor by the 'Option 1 / Option 2' the question keeps but never shows.
 */
function choiceItems(element: Element, question: Element, counts: Map<string, number>): ChartItem[] {
  const fromDataset = question !== element;
  const choices = getElementDefinition(question.type)?.answerChoices(question) ?? [];
  const known = new Set(choices.map((c) => c.value));
  const items = choices.map((choice) => ({ name: choice.display, value: counts.get(choice.value) ?? 0 })).filter((item) => !fromDataset || item.value > 0);
  // Answers to choices removed since a version still count, under their stored value.
  for (const [value, n] of counts) if (!known.has(value)) items.push({ name: value, value: n });
  return items.map((item, i) => ({ ...item, color: PALETTE[i % PALETTE.length], nameForXaxis: item.name.length > X_AXIS_LABEL_CHARS ? `${item.name.slice(0, X_AXIS_LABEL_CHARS - 1)}…` : item.name }));
}

function netPromoterScore(counts: Map<string, number>): number {
  let promoters = 0;
  let detractors = 0;
  let all = 0;
  for (const [value, n] of counts) {
    const score = Number(value);
    if (!Number.isFinite(score)) continue;
    all += n;
    if (score >= 9) promoters += n;
    else if (score <= 6) detractors += n;
  }
  return all === 0 ? 0 : round2(((promoters - detractors) / all) * 100);
}

function average(counts: Map<string, number>): { average: number; responses: number } {
  let sum = 0;
  let responses = 0;
  for (const [value, n] of counts) {
    const number = Number(value);
    if (value.trim() === '' || !Number.isFinite(number)) continue;
    sum += number * n;
    responses += n;
  }
  return { average: responses === 0 ? 0 : round2(sum / responses), responses };
}

/** `source`: where the counts come from; the counters the writes keep unless a test compares another. */
export function createStatistics(db: Kysely<Database>, source: StatisticsCounts = keptCounts(db)) {
  return {
    /** Statistics of every counted submission, charted by the questions of `elements` (one version's). */
    async of(formId: number, elements: readonly Element[], views: number): Promise<Statistics> {
      const charted = elements.filter((e) => getElementDefinition(e.type)?.chartType);
      const grouped = charted.filter((e) => getElementDefinition(e.type)?.chartType !== 'lastFive').map((e) => e.id);
      const listed = charted.filter((e) => getElementDefinition(e.type)?.chartType === 'lastFive').map((e) => e.id);

      // Three independent reads: on PostgreSQL they run side by side on the pool.
      const totalsQuery = source.totals(formId);
      const valueCountsQuery: Promise<ValueCount[]> = grouped.length === 0 ? Promise.resolve([]) : source.values(formId, grouped);
      const latestQuery =
        listed.length === 0
          ? Promise.resolve([])
          : db
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
                    .limit(LAST_FIVE_WINDOW)
                    .as('newest'),
                (join) => join.onRef('newest.id', '=', 'entries.submission_id'),
              )
              .select(['entries.question_id', 'entries.value'])
              .where('entries.question_id', 'in', listed)
              .orderBy('newest.created_at', 'desc')
              .orderBy('newest.id', 'desc')
              .execute();
      const [totals, valueCounts, latest] = await Promise.all([totalsQuery, valueCountsQuery, latestQuery]);

      const statistics: StatisticsElement[] = charted.map((element) => {
        const definition = getElementDefinition(element.type);
        const question = withElementDataset(element);
        const chartType = definition.chartType ?? 'lastFive';
        const base = { label: label(element), chartType, questionId: element.id, type: element.type };
        if (chartType === 'lastFive') {
          const format = answerFormatterOf(element);
          const answers = latest
            .filter((row) => row.question_id === element.id)
            .map((row) => format(decodeEntryValue(row.value)).trim())
            .filter((text) => text !== '');
          const items = answers.slice(0, 5).map((text, i) => ({ name: String(i + 1), value: text }));
          return { ...base, chartItems: items, responseCount: items.length };
        }
        const rows = valueCounts.filter((row) => row.question_id === element.id);
        const counts = countsByValue(rows);
        const responseCount = rows.reduce((sum, row) => sum + (row.value === null || row.value === '' ? 0 : row.n), 0);
        if (chartType === 'average') {
          const result = average(counts);
          return { ...base, chartItems: [], responseCount: result.responses, average: result.average };
        }
        const chartItems = choiceItems(element, question, counts);
        return chartType === 'netPromoterScore' ? { ...base, chartItems, responseCount, netPromoterScore: netPromoterScore(counts) } : { ...base, chartItems, responseCount };
      });

      const { responses, averageCompletionTime } = totals;
      return {
        responses,
        average_completion_time: averageCompletionTime === null ? 0 : round2(averageCompletionTime),
        elements: statistics,
        views,
        completionRate: views === 0 ? null : round2((responses / views) * 100),
      };
    },
  };
}
