import type { Kysely } from 'kysely';
import { getElementDefinition, storedParamNames, stripHtml, zonedDateTimeText, type Element } from '@formbuilder/core';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { answerFormatterOf } from '../datasets/form-datasets';
import { readFormProps } from '../db/form-props';
import { decodeEntryValue } from '../answers/entry-values';
import { storedParamValues, storedVariables } from '../answers/submission-values';
import { csvBatchQuery, versionsNewestFirst } from './response-reads';
import { languageName, languageOf, resultLanguagesOf, type ResultLanguages } from './result-languages';
import type { ResultFilter } from './answer-filter-sql';

// The one source of every export's columns and cells (docs/api.md, Submissions): the CSV, the
// Excel workbook, the JSON and the ZIP's manifest read the same columns, in the same order, with
// each answer through the same formatter. Each format then writes a cell its own way (the CSV
// neutralises formulas, the workbook types numbers and dates, the JSON keys answers by question).

export const DELETED_QUESTION = 'Deleted Question';
// Measured with the data bench (200,000 rows): 250 a batch kept the server's memory +30 MB; 1,000 let V8's young
// generation double (+90 MB), as more of each batch is alive at each collection.
export const EXPORT_BATCH = 250;

/** What a question's answers are, for the formats that type their cells: the CSV has only text. */
export type AnswerKind = 'number' | 'date' | 'text';
const KIND_OF_TYPE: Readonly<Record<string, AnswerKind>> = {
  Number: 'number',
  RatingScale: 'number',
  NetPromoterScore: 'number',
  Date: 'date',
};

interface ColumnBase {
  /** The header as the owner reads it (the label without its markup), not yet made safe for a spreadsheet. */
  header: string;
  kind: AnswerKind;
  /** The answer in words (a dataset's values by their display), made once per export. */
  format: (answer: unknown) => string;
}

/** A question's answers. */
export interface QuestionColumn extends ColumnBase {
  element: Element;
  logic?: undefined;
  language?: undefined;
}

/**
 * What a form's logic stored with each submission (docs/product.md, "Logic"): a calculated value,
 * headed by its name, the name of the ending chosen, or a URL parameter the form names.
 */
export interface LogicColumn extends ColumnBase {
  element?: undefined;
  logic: { variable: string; name: string } | { ending: true } | { param: string };
  language?: undefined;
}

/**
 * The language each submission was given in (docs/product.md, "Languages in results"), by its
 * English name ('French'): first of the columns, for a form with more than one language.
 */
export interface LanguageColumn extends ColumnBase {
  element?: undefined;
  logic?: undefined;
  language: true;
}

export type ExportColumn = QuestionColumn | LogicColumn | LanguageColumn;

/** The header of the column of each submission's language. */
export const LANGUAGE_HEADER = 'Language';

/** The header of the column of the ending chosen. */
export const ENDING_HEADER = 'Ending';

/** The header of the column of a URL parameter stored with the submissions. */
export const paramHeader = (name: string) => `URL parameter ${name}`;

/** One submission as every export writes it: its answers in words, by column (undefined: not answered). */
export interface ExportRow {
  id: number;
  /** As stored: an ISO 8601 instant in UTC. */
  createdAt: string;
  /** The owner's wall clock, 'YYYY-MM-DD hh:mm:ss' (the stored text itself when unreadable). */
  date: string;
  /** Seconds from the page opening to the submission, when the page measured it. */
  completionTime: number | null;
  /** The language's code: the one stored, else the form's default. */
  language: string;
  answers: (string | undefined)[];
}

/**
 * The questions of every published version, the latest's first in its order, then those it
 * dropped; first of all the Language column when the form has more than one language.
 */
export async function exportColumnsOf(
  db: Kysely<Database>,
  formId: number,
  languages?: ResultLanguages,
): Promise<ExportColumn[]> {
  const versions = await versionsNewestFirst(db, formId);
  const columns: ExportColumn[] = [];
  if ((languages?.codes.length ?? 0) > 1)
    columns.push({
      language: true,
      header: LANGUAGE_HEADER,
      kind: 'text',
      format: (code) => languageName(String(code)),
    });
  const seen = new Set<number>();
  const variables = new Map<string, LogicColumn>();
  const endingNames = new Map<string, string>();
  const params = new Set<string>();
  versions.forEach((version, index) => {
    const props = readFormProps(version.props);
    if (!props) return;
    // The URL parameters any version named, the latest's first (core's storedParamNames).
    for (const name of storedParamNames(props)) params.add(name);
    // The latest version's names win; a value or an ending it dropped keeps its last name.
    for (const variable of props.logic?.variables ?? [])
      if (!variables.has(variable.id))
        variables.set(variable.id, {
          logic: { variable: variable.id, name: variable.name },
          header: variable.name,
          kind: variable.kind === 'number' ? 'number' : 'text',
          format: valueText,
        });
    for (const ending of props.logic?.endings ?? [])
      if (!endingNames.has(ending.id)) endingNames.set(ending.id, ending.name);
    for (const element of props.elements) {
      const definition = getElementDefinition(element.type);
      if (seen.has(element.id) || !definition?.isInput) continue;
      seen.add(element.id);
      const header =
        index === 0
          ? stripHtml(element.label ?? '') || definition.displayName || `Question ${element.id}`
          : DELETED_QUESTION;
      columns.push({ element, header, kind: KIND_OF_TYPE[element.type] ?? 'text', format: answerFormatterOf(element) });
    }
  });
  columns.push(...variables.values());
  if (endingNames.size > 0)
    columns.push({
      logic: { ending: true },
      header: ENDING_HEADER,
      kind: 'text',
      format: (id) => (typeof id === 'string' ? (endingNames.get(id) ?? id) : ''),
    });
  for (const name of params)
    columns.push({ logic: { param: name }, header: paramHeader(name), kind: 'text', format: valueText });
  return columns;
}

/** A calculated value as a cell: a number rounded to two decimals as recall shows it, a text as it is. */
function valueText(value: unknown): string {
  if (typeof value === 'number') return String(Math.round(value * 100) / 100);
  return typeof value === 'string' ? value : '';
}

/** The headers every tabular export starts with: ID, the date in the zone it names, then the questions. */
export const exportHeader = (columns: readonly ExportColumn[], timeZone: string): string[] => [
  'ID',
  `Submission Date (${timeZone})`,
  ...columns.map((c) => c.header),
];

/** A stored created_at as the zone's wall clock, 'YYYY-MM-DD hh:mm:ss'; the text itself when unreadable. */
function submissionDate(createdAt: string, timeZone: string): string {
  const instant = new Date(createdAt);
  return Number.isNaN(instant.getTime()) ? createdAt : zonedDateTimeText(instant, timeZone);
}

/** A list the queries gather as JSON: text from SQLite, already parsed by PostgreSQL's driver. */
type JsonList<T> = readonly T[] | string;
/** A submission with its answers' question ids and stored values, pairwise (none: a single null of each). */
export type SubmissionRow = readonly [
  id: number,
  createdAt: string,
  questionIds: JsonList<number | null>,
  values: JsonList<string | null>,
  completionTime?: number | string | null,
  /** The logic's values (JSON) and ending id (migration 022). */
  variables?: string | null,
  ending?: string | null,
  /** The language it was given in (migration 024). */
  language?: string | null,
  /** The URL parameters the form names (JSON, migration 026). */
  params?: string | null,
];
const listOf = <T>(list: JsonList<T>): readonly T[] => (typeof list === 'string' ? (JSON.parse(list) as T[]) : list);

/**
 * These submissions as export rows, in their order: each answer straight to its question's column.
 * `languages`: whose default a submission stored without a language is in.
 */
export function exportRowsOf(
  columns: readonly ExportColumn[],
  submissions: readonly SubmissionRow[],
  timeZone: string,
  languages: Pick<ResultLanguages, 'default'> = NO_LANGUAGES,
): ExportRow[] {
  const columnOf = new Map(columns.flatMap((c, i) => (c.element ? [[c.element.id, i] as const] : [])));
  const logicColumns = columns.flatMap((c, i) => (c.logic ? [[c, i] as const] : []));
  const languageColumn = columns.findIndex((c) => c.language);
  return submissions.map(([id, createdAt, questionIds, storedValues, completionTime, variables, ending, stored, p]) => {
    const answers = new Array<string | undefined>(columns.length).fill(undefined);
    const language = languageOf(stored, languages);
    if (languageColumn >= 0) answers[languageColumn] = (columns[languageColumn] as ExportColumn).format(language);
    if (logicColumns.length > 0) {
      const values = storedVariables(variables ?? null);
      const params = storedParamValues(p ?? null);
      for (const [column, i] of logicColumns) {
        const { logic } = column;
        const value = 'ending' in logic ? ending : 'param' in logic ? params[logic.param] : values[logic.variable];
        if (value !== null && value !== undefined) answers[i] = column.format(value);
      }
    }
    const values = listOf(storedValues);
    listOf(questionIds).forEach((questionId, i) => {
      const value = values[i];
      const column = questionId === null ? undefined : columnOf.get(questionId);
      if (column === undefined || value === null || value === undefined) return;
      answers[column] = (columns[column] as ExportColumn).format(decodeEntryValue(value));
    });
    return {
      id: Number(id),
      createdAt,
      date: submissionDate(createdAt, timeZone),
      completionTime: completionTime === null || completionTime === undefined ? null : Number(completionTime),
      language,
      answers,
    };
  });
}

const DECIMAL = /^-?\d{1,15}(?:\.\d{1,15})?$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A numeric question's answer as a number when it is one plainly written; else its text. */
export function typedAnswer(column: ExportColumn, text: string): string | number {
  return column.kind === 'number' && DECIMAL.test(text.trim()) ? Number(text.trim()) : text;
}

/** A date question's 'YYYY-MM-DD' as that day at midnight UTC (a spreadsheet's zone-less date), else null. */
export function answerDay(column: ExportColumn, text: string): Date | null {
  if (column.kind !== 'date' || !DAY.test(text.trim())) return null;
  const day = new Date(`${text.trim()}T00:00:00.000Z`);
  return Number.isNaN(day.getTime()) ? null : day;
}

/** The zone's wall clock ('YYYY-MM-DD hh:mm:ss') as a zone-less date a spreadsheet shows as written, else null. */
export function wallClockDate(date: string): Date | null {
  const instant = new Date(`${date.replace(' ', 'T')}.000Z`);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** The submissions an export takes: those the list's filter matches, only the chosen ones when ids are given. */
export interface ExportScope {
  filter: ResultFilter;
  ids?: readonly number[];
  /** The form's languages (result-languages.ts); absent reads as a form in English alone. */
  languages?: ResultLanguages;
}

/** A form with no languages set: English alone. */
const NO_LANGUAGES = resultLanguagesOf(undefined);

/**
 * Every submission in scope, newest first, a batch (EXPORT_BATCH) at a time: one query a batch,
 * run only when the caller asks for the next (nothing is read ahead), after a turn of the event
 * loop so other requests are served between two batches. Memory stays flat at any size.
 */
export async function* exportBatches(
  { kysely: db, dialect, readArrays: read }: Db,
  formId: number,
  columns: readonly ExportColumn[],
  timeZone: string,
  scope: ExportScope,
): AsyncGenerator<ExportRow[], void, undefined> {
  let last: SubmissionRow | undefined;
  for (;;) {
    await new Promise((resolve) => setImmediate(resolve));
    const query = csvBatchQuery(
      db,
      dialect,
      formId,
      scope.filter,
      last ? { createdAt: last[1], id: last[0] } : undefined,
      EXPORT_BATCH,
      scope.ids,
    );
    const rows = (await read(query.text, query.parameters)) as unknown as SubmissionRow[];
    last = rows.at(-1);
    if (rows.length > 0) yield exportRowsOf(columns, rows, timeZone, scope.languages);
    if (rows.length < EXPORT_BATCH) return;
  }
}

/** `Contact us-submissions-2026-11-24.csv` (or .xlsx, .json, .zip), without characters a file system refuses. */
export function exportFileName(title: string, extension: string, date = new Date()): string {
  const printable = [...title].map((c) => (c.charCodeAt(0) < 0x20 ? ' ' : c)).join('');
  const safe =
    printable
      .replace(/[\\/:*?"<>|]+/g, ' ')
      .trim()
      .slice(0, 100) || 'form';
  return `${safe}-submissions-${date.toISOString().slice(0, 10)}.${extension}`;
}
