import {
  getElementDefinition,
  stripHtml,
  type ChartItem,
  type DateBinUnit,
  type DistributionItem,
  type Element,
  type Share,
  type StatisticsElement,
} from '@formbuilder/core';
import { answerFormatterOf, withElementDataset } from '../datasets/form-datasets';
import { decodeEntryValue } from '../answers/entry-values';

// A charted question's statistics from its answers counted by value: choices' shares, a
// number's or a date's histogram, a rating's scale, a Net Promoter Score (statistics.ts reads
// the counts).

/** Distinct colours for chart items, in order (the Material palette of the builder's theme colour). */
const PALETTE = [
  '#2196F3',
  '#FF9800',
  '#4CAF50',
  '#E91E63',
  '#9C27B0',
  '#00BCD4',
  '#FFC107',
  '#795548',
  '#607D8B',
  '#3F51B5',
  '#8BC34A',
  '#F44336',
];
const X_AXIS_LABEL_CHARS = 20;

/** How many stored answers of a question have a value (entries.value_key). */
export interface ValueCount {
  question_id: number;
  value: string | null;
  n: number;
}

/** A number histogram's bins when its answers are not a few whole numbers. */
const NUMBER_BINS = 10;
/** Whole-number answers spanning at most this many values get a bar each. */
const NUMBER_BAR_EACH = 12;

const label = (element: Element) =>
  stripHtml(element.label ?? '') || getElementDefinition(element.type)?.displayName || `Question ${element.id}`;
export const round2 = (value: number) => Math.round(value * 100) / 100;
const share = (count: number, of: number): Share => ({ count, percent: of === 0 ? 0 : round2((count / of) * 100) });
/** A number as a bin's bound: no float noise (0.30000000000000004). */
const bound = (value: number) => Number(value.toPrecision(12));

/** Numbers counted by value: each finite number and how many answered it. */
function numbersOf(counts: Map<string, number>): [number, number][] {
  return [...counts]
    .filter(([value]) => value.trim() !== '' && Number.isFinite(Number(value)))
    .map(([value, n]) => [Number(value), n]);
}

/** A step of 1, 2 or 5 times a power of ten, at least `rough`. */
function niceStep(rough: number): number {
  const power = 10 ** Math.floor(Math.log10(rough));
  return [1, 2, 5, 10].map((m) => m * power).find((step) => step >= rough) ?? 10 * power;
}

/**
 * A number question's histogram: a bar per value when the answers are a few whole numbers
 * (zeros between them included), else about NUMBER_BINS bins of a round width (from ≤ value <
 * to, the last holding its end).
 */
export function numberHistogram(counts: Map<string, number>): DistributionItem[] {
  const numbers = numbersOf(counts);
  if (numbers.length === 0) return [];
  const total = numbers.reduce((sum, [, n]) => sum + n, 0);
  const min = Math.min(...numbers.map(([value]) => value));
  const max = Math.max(...numbers.map(([value]) => value));
  const whole = numbers.every(([value]) => Number.isInteger(value));
  if (whole && max - min < NUMBER_BAR_EACH) {
    const byValue = new Map(numbers);
    return Array.from({ length: max - min + 1 }, (_unused, i) => ({
      label: String(min + i),
      from: min + i,
      to: min + i,
      ...share(byValue.get(min + i) ?? 0, total),
    }));
  }
  const step = Math.max(whole ? 1 : 0, niceStep((max - min) / NUMBER_BINS)) || 1;
  const first = Math.floor(min / step) * step;
  const bins = Math.max(1, Math.floor(bound((max - first) / step)) + 1);
  const counted = new Array<number>(bins).fill(0);
  for (const [value, n] of numbers) {
    const i = Math.min(bins - 1, Math.floor(bound((value - first) / step)));
    counted[i] = (counted[i] ?? 0) + n;
  }
  return counted.map((n, i) => {
    const from = bound(first + i * step);
    const to = bound(from + step);
    // Whole numbers read as 10–19; others as 0.5 to 1 (the end not included).
    const label = whole
      ? step === 1
        ? String(from)
        : `${String(from)}–${String(to - 1)}`
      : `${String(from)} to ${String(to)}`;
    return { label, from, to, ...share(n, total) };
  });
}

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The first day of the day, week (Monday), month or year holding `ms` (UTC midnight). */
function binStart(ms: number, unit: DateBinUnit): number {
  const date = new Date(ms);
  if (unit === 'day') return ms;
  if (unit === 'week') return ms - ((date.getUTCDay() + 6) % 7) * DAY_MS;
  if (unit === 'month') return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
  return Date.UTC(date.getUTCFullYear(), 0, 1);
}

function nextBin(ms: number, unit: DateBinUnit): number {
  const date = new Date(ms);
  if (unit === 'day') return ms + DAY_MS;
  if (unit === 'week') return ms + 7 * DAY_MS;
  if (unit === 'month') return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
  return Date.UTC(date.getUTCFullYear() + 1, 0, 1);
}

/** The bin that keeps a date histogram to a readable number of bars: days up to a month, weeks up to half a year, months up to five years. */
export function dateBinUnit(spanDays: number): DateBinUnit {
  if (spanDays < 31) return 'day';
  if (spanDays < 183) return 'week';
  if (spanDays < 5 * 366) return 'month';
  return 'year';
}

/** A date question's histogram by day, week, month or year (by the answers' span), empty bins included. */
export function dateHistogram(counts: Map<string, number>): { unit: DateBinUnit; items: DistributionItem[] } | null {
  const days: [number, number][] = [];
  for (const [value, n] of counts) {
    const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
    const ms = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
    if (Number.isFinite(ms)) days.push([ms, n]);
  }
  if (days.length === 0) return null;
  const min = Math.min(...days.map(([ms]) => ms));
  const max = Math.max(...days.map(([ms]) => ms));
  const unit = dateBinUnit((max - min) / DAY_MS);
  const total = days.reduce((sum, [, n]) => sum + n, 0);
  const byBin = new Map<number, number>();
  for (const [ms, n] of days) byBin.set(binStart(ms, unit), (byBin.get(binStart(ms, unit)) ?? 0) + n);
  const items: DistributionItem[] = [];
  for (let start = binStart(min, unit); start <= max; start = nextBin(start, unit)) {
    const from = isoDay(start);
    const label = unit === 'month' ? from.slice(0, 7) : unit === 'year' ? from.slice(0, 4) : from;
    items.push({ label, from, to: isoDay(nextBin(start, unit) - DAY_MS), ...share(byBin.get(start) ?? 0, total) });
  }
  return { unit, items };
}

/** The shares of a Net Promoter Score's 0–6, 7–8 and 9–10 answers. */
function npsGroups(counts: Map<string, number>) {
  let detractors = 0;
  let passives = 0;
  let promoters = 0;
  for (const [score, n] of numbersOf(counts)) {
    if (score >= 9) promoters += n;
    else if (score >= 7) passives += n;
    else detractors += n;
  }
  const all = detractors + passives + promoters;
  return { detractors: share(detractors, all), passives: share(passives, all), promoters: share(promoters, all) };
}

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
  const items = choices
    .map((choice) => ({ name: choice.display, value: counts.get(choice.value) ?? 0 }))
    .filter((item) => !fromDataset || item.value > 0);
  // Answers to choices removed since a version still count, under their stored value.
  for (const [value, n] of counts) if (!known.has(value)) items.push({ name: value, value: n });
  return items.map((item, i) => ({
    ...item,
    color: PALETTE[i % PALETTE.length],
    nameForXaxis: item.name.length > X_AXIS_LABEL_CHARS ? `${item.name.slice(0, X_AXIS_LABEL_CHARS - 1)}…` : item.name,
  }));
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

/** A Number question's chart from its answers counted by value: n, the mean and the histogram. */
export function numberChart(counts: Map<string, number>) {
  const result = average(counts);
  return {
    chartType: 'average' as const,
    chartItems: [],
    responseCount: result.responses,
    average: result.average,
    ...(result.responses === 0 ? {} : { mean: result.average }),
    distributionKind: 'numbers' as const,
    distribution: numberHistogram(counts),
  };
}

/**
 * A form's number calculated values (docs/product.md, "Logic"), each charted as a Number question
 * is: `counts` holds each value's stored numbers counted, by the value's id.
 */
export function calculatedStatistics(
  variables: readonly { id: string; name: string }[],
  counts: ReadonlyMap<string, Map<string, number>>,
): StatisticsElement[] {
  return variables.map((variable) => ({
    label: variable.name,
    valueId: variable.id,
    ...numberChart(counts.get(variable.id) ?? new Map<string, number>()),
  }));
}

/**
 * The endings chosen, charted as a single choice is: every ending of the form (zero included) by
 * its name, then ids of endings removed since a version, each with its share of the submissions
 * that stored an ending.
 */
export function endingStatistics(
  endings: readonly { id: string; name: string }[],
  counts: ReadonlyMap<string, number>,
): StatisticsElement {
  const known = new Set(endings.map((ending) => ending.id));
  const rows = [
    ...endings.map((ending) => ({ name: ending.name, n: counts.get(ending.id) ?? 0 })),
    ...[...counts].filter(([id]) => !known.has(id)).map(([id, n]) => ({ name: id, n })),
  ];
  const responseCount = rows.reduce((sum, row) => sum + row.n, 0);
  return {
    label: 'Ending',
    chartType: 'pieChart',
    chartItems: rows.map((row, i) => ({
      name: row.name,
      value: row.n,
      color: PALETTE[i % PALETTE.length],
      nameForXaxis: row.name.length > X_AXIS_LABEL_CHARS ? `${row.name.slice(0, X_AXIS_LABEL_CHARS - 1)}…` : row.name,
    })),
    responseCount,
    distributionKind: 'choices',
    distribution: rows.map((row) => ({ label: row.name, ...share(row.n, responseCount) })),
  };
}

/**
 * One charted question's statistics: from its answers counted by value (`valueCounts`), or the
 * newest answers (`latest`, newest first) for a question listed by its last five answers.
 */
export function elementStatistics(
  element: Element,
  valueCounts: readonly ValueCount[],
  latest: readonly { question_id: number; value: string | null }[],
): StatisticsElement {
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
    const listedElement = { ...base, chartItems: items, responseCount: items.length };
    if (element.type !== 'Date') return listedElement;
    const histogram = dateHistogram(countsByValue(valueCounts.filter((row) => row.question_id === element.id)));
    return histogram === null
      ? listedElement
      : {
          ...listedElement,
          distributionKind: 'dates' as const,
          binUnit: histogram.unit,
          distribution: histogram.items,
        };
  }
  const rows = valueCounts.filter((row) => row.question_id === element.id);
  const counts = countsByValue(rows);
  const responseCount = rows.reduce((sum, row) => sum + (row.value === null || row.value === '' ? 0 : row.n), 0);
  const mean = (result: { average: number; responses: number }) =>
    result.responses === 0 ? {} : { mean: result.average };
  if (chartType === 'average') {
    const result = average(counts);
    const averaged = { ...base, chartItems: [], responseCount: result.responses, average: result.average };
    const scale = definition.answerChoices(question).map((choice) => Number(choice.value));
    if (scale.length === 0) return { ...base, ...numberChart(counts) };
    // A rating: every point of its scale, zeros included.
    return {
      ...averaged,
      ...mean(result),
      distributionKind: 'scale' as const,
      scale: { min: Math.min(...scale), max: Math.max(...scale) },
      distribution: scale.map((point) => ({
        label: String(point),
        ...share(counts.get(String(point)) ?? 0, result.responses),
      })),
    };
  }
  const chartItems = choiceItems(element, question, counts);
  const distribution = chartItems.map((item) => ({
    label: item.name,
    ...share(Number(item.value), responseCount),
  }));
  return chartType === 'netPromoterScore'
    ? {
        ...base,
        chartItems,
        responseCount,
        netPromoterScore: netPromoterScore(counts),
        ...mean(average(counts)),
        distributionKind: 'scale' as const,
        scale: { min: 0, max: 10 },
        distribution,
        npsGroups: npsGroups(counts),
      }
    : { ...base, chartItems, responseCount, distributionKind: 'choices' as const, distribution };
}
