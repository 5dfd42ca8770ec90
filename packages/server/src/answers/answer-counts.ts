import { getElementDefinition } from '@formbuilder/core';
import type { AnswerCountsTable } from '../db/schema';
import { STATISTIC_VALUE_CHARS } from '../db/migrations/005-data';

// How many counted answers each value of a charted question has (answer_counts, migration
// 009), raised by the writes in the submission's own transaction and lowered by deletes,
// so statistics read O(distinct values) rows instead of grouping every answer. Only the
// questions whose chart counts values (pie, bar, NPS, average) and Date questions (a day each,
// migration 017) are kept, never free-text ones ('lastFive'), whose distinct values would be as
// many as the submissions. Whether an
// answer counts is decided by its question's type in the version it answered.

export type AnswerCountRow = AnswerCountsTable;
/** What deciding whether a question counts needs of it. */
export interface Question {
  id: number;
  type: string;
}

/**
 * Whether statistics chart a question type by counting its values (not its last five answers);
 * a Date question's too (since migration 017), for its histogram: its values are days.
 */
export function isCountedType(type: string): boolean {
  if (type === 'Date') return true;
  const chart = getElementDefinition(type)?.chartType;
  return chart !== undefined && chart !== null && chart !== 'lastFive';
}

const countedOf = new WeakMap<readonly Question[], ReadonlySet<number>>();

/** The ids of a version's questions whose answers are counted (kept per elements list: published versions are parsed once). */
export function countedQuestionIds(elements: readonly Question[]): ReadonlySet<number> {
  let ids = countedOf.get(elements);
  if (!ids) {
    ids = new Set(elements.filter((e) => isCountedType(e.type)).map((e) => e.id));
    countedOf.set(elements, ids);
  }
  return ids;
}

/**
 * The key an entry's stored value is counted under: entries.value_key, its first
 * STATISTIC_VALUE_CHARS characters (code points, as SQL's substr counts them); null for
 * no answer, which statistics never count.
 */
export function answerKey(value: string | null): string | null {
  if (value === null || value === '') return null;
  if (value.length <= STATISTIC_VALUE_CHARS) return value;
  let end = 0;
  let chars = 0;
  for (const char of value) {
    if (chars === STATISTIC_VALUE_CHARS) break;
    end += char.length;
    chars += 1;
  }
  return value.slice(0, end);
}

/** One counter row (n = 1) per counted answer of a submission to a version with `elements`. */
export function answerCountRows(
  formId: number,
  elements: readonly Question[],
  entries: readonly { question_id: number; value: string | null }[],
): AnswerCountRow[] {
  const counted = countedQuestionIds(elements);
  const rows: AnswerCountRow[] = [];
  for (const entry of entries) {
    if (!counted.has(entry.question_id)) continue;
    const key = answerKey(entry.value);
    if (key !== null) rows.push({ form_id: formId, question_id: entry.question_id, value_key: key, n: 1 });
  }
  return rows;
}

const order = (a: AnswerCountRow, b: AnswerCountRow) =>
  a.form_id - b.form_id ||
  a.question_id - b.question_id ||
  (a.value_key < b.value_key ? -1 : a.value_key > b.value_key ? 1 : 0);

/**
 * One row per key (a statement cannot touch one row twice), in one order for every writer:
 * concurrent PostgreSQL batches lock the rows they share in the same order.
 */
export function mergeAnswerCounts(rows: readonly AnswerCountRow[]): AnswerCountRow[] {
  const byKey = new Map<string, AnswerCountRow>();
  for (const row of rows) {
    const key = `${row.form_id}\u0000${row.question_id}\u0000${row.value_key}`;
    const current = byKey.get(key);
    if (current) current.n += row.n;
    else byKey.set(key, { ...row });
  }
  return [...byKey.values()].filter((row) => row.n !== 0).sort(order);
}
