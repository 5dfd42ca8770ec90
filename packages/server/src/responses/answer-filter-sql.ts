import {
  PostgresAdapter,
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type RawBuilder,
  type SqlBool,
} from 'kysely';
import {
  ANSWER_NUMBER,
  DRAFT_VERSION,
  parseAnswerCondition,
  nextDate,
  zonedDayStart,
  type AnswerCondition,
  type SubmissionFilter,
  type SubmissionQuery,
} from '@formbuilder/core';
import type { Database } from '../db/schema';
import type { Dialect } from '../db/database';
import { indexedAnswering } from './answer-search';
import { isList as isListAnswer, isObject as isObjectAnswer, joinedParts, wholeAnswer } from './answer-shapes';

// The list's filters as SQL on submissions: unread, days, the language, a search of the answers and the
// answer conditions (docs/product.md §B7), shared by the list, its count, the exports and the
// "all matching" delete (submission-list.ts).

export type Eb = ExpressionBuilder<Database, 'submissions'>;

/**
 * Per answer condition of a filter (in its order), the few submissions whose answer holds
 * (fewAnswering), or null to walk the list: the same rows either way, read in another order.
 */
export type FewIds = readonly (readonly number[] | null)[];

/** Which SQL a connection speaks, for the few expressions the two databases write differently. */
export const dialectOf = (db: Kysely<Database>): Dialect =>
  db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';

/** A LIKE pattern matching the text anywhere, its own % _ and \ taken literally. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// Answer filters (docs/product.md §B7) compare each answer as core's rule operators do
// (rules/operators.ts), in SQL both databases read alike:
// - a checkbox's list (a JSON list of texts, as entries.value keeps it) is compared item by item:
//   a positive operator holds when an item does, its negation when none does;
// - texts are trimmed; equals is exact, contains/startsWith/endsWith ignore case (letters A–Z on
//   SQLite, whose lower() knows no others);
// - a number (as JSON writes it) equals, and is greater or less than, another as a number;
//   a day or an instant (ISO 8601) is greater or less than another as its date;
// - a question never answered is empty, and its answer contains nothing.
type Sql<T> = RawBuilder<T>;

/** The JSON number syntax, as a PostgreSQL regular expression (SQLite asks json_valid). */
const NUMBER_PATTERN = ANSWER_NUMBER.source.replaceAll('\\d', '[0-9]');
function isNumber(text: Sql<string>, dialect: Dialect): Sql<SqlBool> {
  return dialect === 'postgres'
    ? sql<SqlBool>`${text} ~ ${NUMBER_PATTERN}`
    : sql<SqlBool>`(json_valid(${text}) and json_type(${text}) in ('integer', 'real'))`;
}

/** The text as a number where it reads as one, else null (never a failed cast). */
function numberOf(text: Sql<string>, dialect: Dialect): Sql<number | null> {
  return sql<number | null>`(case when ${isNumber(text, dialect)} then cast(${text} as ${sql.raw(
    dialect === 'postgres' ? 'double precision' : 'real',
  )}) end)`;
}

function isDate(text: Sql<string>, dialect: Dialect): Sql<SqlBool> {
  return dialect === 'postgres'
    ? sql<SqlBool>`${text} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}'`
    : sql<SqlBool>`${text} glob '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]*'`;
}

/** A LIKE pattern, its own % _ and \\ taken literally, lower-cased. */
const likeText = (text: string) => text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

type PositiveOperator = 'equals' | 'greaterThan' | 'lessThan' | 'contains' | 'startsWith' | 'endsWith';

/** Whether one trimmed item (a whole answer, or one of a list's) satisfies a positive operator. */
function itemHolds(operator: PositiveOperator, item: Sql<string>, expected: string, dialect: Dialect): Sql<SqlBool> {
  const number = ANSWER_NUMBER.test(expected) ? Number(expected) : null;
  const lowered = sql<string>`lower(${item})`;
  switch (operator) {
    case 'equals':
      return number === null
        ? sql<SqlBool>`${item} = ${expected}`
        : sql<SqlBool>`(${item} = ${expected} or ${numberOf(item, dialect)} = ${number})`;
    case 'greaterThan':
    case 'lessThan': {
      const than = sql.raw(operator === 'greaterThan' ? '>' : '<');
      return number === null
        ? sql<SqlBool>`(${isDate(item, dialect)} and ${item} ${than} ${expected})`
        : sql<SqlBool>`${numberOf(item, dialect)} ${than} ${number}`;
    }
    case 'contains':
      return sql<SqlBool>`${lowered} like ${`%${likeText(expected)}%`} escape '\\'`;
    case 'startsWith':
      return sql<SqlBool>`${lowered} like ${`${likeText(expected)}%`} escape '\\'`;
    case 'endsWith':
      return sql<SqlBool>`${lowered} like ${`%${likeText(expected)}`} escape '\\'`;
  }
}

export const NEGATED = {
  notEquals: 'equals',
  notContains: 'contains',
  notStartsWith: 'startsWith',
  notEndsWith: 'endsWith',
} as const;

/** The submissions whose answer to the condition's question holds for its positive operator. */
function positiveAnswers(condition: AnswerCondition, dialect: Dialect): { positive: Sql<SqlBool>; negated: boolean } {
  const { operator } = condition;
  const isObject = isObjectAnswer(dialect);
  // Filled as the statistics count an answer: something other than blanks or an empty list, and
  // for an object of parts, a part that is not blank.
  const someText =
    dialect === 'postgres'
      ? sql<SqlBool>`exists (select 1 from json_each_text(cast(e.value as json)) as j(part, item) where trim(j.item) <> '')`
      : sql<SqlBool>`exists (select 1 from json_each(e.value) as j where trim(j.value) <> '')`;
  const filled = sql<SqlBool>`(e.value_key is not null and trim(e.value_key) not in ('', '[]', '{}') and (case when ${isObject} then ${someText} else true end))`;
  if (operator === 'isFilled' || operator === 'isEmpty') return { positive: filled, negated: operator === 'isEmpty' };
  const negated = operator in NEGATED;
  const positive = negated ? NEGATED[operator as keyof typeof NEGATED] : (operator as PositiveOperator);
  const expected = (condition.value ?? '').trim();
  const listItems =
    dialect === 'postgres'
      ? sql<SqlBool>`exists (select 1 from json_array_elements_text(cast(e.value as json)) as j(item) where ${itemHolds(positive, sql<string>`trim(j.item)`, expected, dialect)})`
      : sql<SqlBool>`exists (select 1 from json_each(e.value) as j where ${itemHolds(positive, sql<string>`trim(j.value)`, expected, dialect)})`;
  const isList = isListAnswer(dialect);
  // An object of parts (Name, Address) holds when one part does, or the parts as the answer is
  // shown (joinedParts).
  const joined = (separator: ' ' | ', ') => joinedParts(dialect, separator);
  const parts =
    dialect === 'postgres'
      ? sql<SqlBool>`exists (select 1 from json_each_text(cast(e.value as json)) as j(part, item) where ${itemHolds(positive, sql<string>`trim(j.item)`, expected, dialect)})`
      : sql<SqlBool>`exists (select 1 from json_each(e.value) as j where ${itemHolds(positive, sql<string>`trim(j.value)`, expected, dialect)})`;
  const objectHolds = sql<SqlBool>`(${parts} or ${itemHolds(positive, joined(' '), expected, dialect)} or ${itemHolds(positive, joined(', '), expected, dialect)})`;
  return {
    positive: sql<SqlBool>`(case when ${isList} then ${listItems} when ${isObject} then coalesce(${objectHolds}, false) else ${itemHolds(positive, sql<string>`trim(${wholeAnswer})`, expected, dialect)} end)`,
    negated,
  };
}

/** The text searches a trigram index narrows (migrations 027 and 028). */
const TEXT_SEARCHES: ReadonlySet<string> = new Set(['contains', 'startsWith', 'endsWith']);

/** The text a condition searches (its own or its negation's), else null. */
function searchedText(condition: AnswerCondition): string | null {
  const operator = NEGATED[condition.operator as keyof typeof NEGATED] ?? condition.operator;
  return TEXT_SEARCHES.has(operator) ? (condition.value ?? '').trim() : null;
}

/** Per connection (PostgreSQL), whether migration 027 could build the trigram index: pg_trgm may be missing. */
const trigramIndexes = new WeakMap<Kysely<Database>, Promise<boolean>>();

function hasTrigramIndex(db: Kysely<Database>): Promise<boolean> {
  let found = trigramIndexes.get(db);
  if (!found) {
    found = sql<{
      one: number;
    }>`select 1 as one from pg_indexes where schemaname = current_schema() and indexname = 'entries_trigrams'`
      .execute(db)
      .then((result) => result.rows.length > 0);
    trigramIndexes.set(db, found);
  }
  return found;
}

/**
 * Where the condition is a text search the trigram index of the answers can narrow
 * (docs/decisions/012-trigram-answer-search.md): the pattern to ask it with, else null. PostgreSQL
 * only (SQLite has its own, answer-search.ts); pg_trgm needs 3 letters or digits in a row (ASCII, whatever
 * the database's locale), without which it would read its whole index.
 */
async function trigramSearch(
  db: Kysely<Database>,
  dialect: Dialect,
  condition: AnswerCondition,
): Promise<{ pattern: string } | null> {
  const expected = searchedText(condition);
  if (dialect !== 'postgres' || expected === null) return null;
  if (!/[a-z0-9]{3}/i.test(expected) || !(await hasTrigramIndex(db))) return null;
  return { pattern: `%${likeText(expected)}%` };
}

/**
 * The ids of the submissions whose answer holds for the condition's positive operator, read in
 * one pass over the question's answers in the index entries_form_question_value (form_id,
 * question_id, value_key), from the index alone but for a checkbox's list or a long answer;
 * null when there are more than `most`. On PostgreSQL, a text search of 3 letters or digits reads only
 * the answers holding its text, from the trigram index (migration 027), then decides each as above:
 * the same ids (`trigrams: false` reads every answer, as a text too short does). On SQLite, a text
 * search of 3 characters or more reads the index written behind the writes and the answers above
 * its watermark (answer-search.ts, migration 028), unless it lags too far behind.
 */
export async function fewAnswering(
  db: Kysely<Database>,
  formId: number,
  condition: AnswerCondition,
  most: number,
  { trigrams = true }: { trigrams?: boolean } = {},
): Promise<number[] | null> {
  const dialect = dialectOf(db);
  const { positive } = positiveAnswers(condition, dialect);
  const text = trigrams && dialect === 'sqlite' ? searchedText(condition) : null;
  // Trigrams are of 3 characters: a shorter text has none to look up.
  if (text !== null && [...text.toLowerCase()].length >= 3) {
    const found = await indexedAnswering(db, formId, condition.questionId, text, positive, most);
    if (found !== null) return found.length > most ? null : found;
  }
  const search = trigrams ? await trigramSearch(db, dialect, condition) : null;
  // On PostgreSQL, the expression of the index entries_trigrams: the text in lower case, as the pattern is.
  const narrowed =
    search !== null ? sql<SqlBool>`lower(entry_search_text(e.value)) like ${search.pattern} escape '\\'` : undefined;
  const rows = await db
    .selectFrom('entries as e')
    .select('e.submission_id')
    .where('e.form_id', '=', formId)
    .where('e.question_id', '=', condition.questionId)
    .$if(narrowed !== undefined, (qb) => qb.where(narrowed!))
    .where(positive)
    .limit(most + 1)
    .execute();
  return rows.length > most ? null : rows.map((row) => row.submission_id);
}

/**
 * One answer condition on the submission. By default a correlated EXISTS (NOT EXISTS when
 * negated) on its answer, which walking the list newest first answers from entries_submission_question_value
 * at a few µs a row: fast while many match. With `ids`, the few submissions whose answer holds
 * (fewAnswering), which the database reads first instead of walking past a million that do not.
 */
function answerHolds(
  eb: Eb,
  formId: number,
  condition: AnswerCondition,
  dialect: Dialect,
  ids: readonly number[] | undefined,
): Expression<SqlBool> {
  const { positive, negated } = positiveAnswers(condition, dialect);
  if (ids !== undefined) {
    const list =
      dialect === 'postgres'
        ? sql<SqlBool>`submissions.id = any(cast(${JSON.stringify(ids).replace('[', '{').replace(']', '}')} as integer[]))`
        : sql<SqlBool>`submissions.id in (select value from json_each(${JSON.stringify(ids)}))`;
    return negated ? eb.not(list) : list;
  }
  const holds = eb.exists(
    eb
      .selectFrom('entries as e')
      .select(sql`1`.as('one'))
      .whereRef('e.submission_id', '=', 'submissions.id')
      .where('e.form_id', '=', formId)
      .where('e.question_id', '=', condition.questionId)
      .where(positive),
  );
  return negated ? eb.not(holds) : holds;
}

/** The filter's answer conditions; the schema has refused any that does not read as one. */
export function answerConditions(filter: Pick<SubmissionQuery, 'answer'>): AnswerCondition[] {
  return (filter.answer ?? []).flatMap((text) => {
    const parsed = parseAnswerCondition(text);
    return 'error' in parsed ? [] : [parsed];
  });
}

/**
 * The form's counted submissions a filter matches (the list's filters, and `upTo` the newest id
 * the owner saw), as one condition on submissions: the list, "all matching" deletes and the CSV.
 */
/**
 * A filter as the reads take it: the list's query, `upTo`, and with a `language` the form's
 * default language, which also finds the submissions stored without one (result-languages.ts).
 */
export type ResultFilter = SubmissionQuery & Pick<SubmissionFilter, 'upTo'> & { defaultLanguage?: string };

export function filtersOf(formId: number, query: ResultFilter, dialect: Dialect, fewIds: FewIds = []) {
  return (eb: Eb): Expression<SqlBool> => {
    const conditions: Expression<SqlBool>[] = [
      eb('submissions.form_id', '=', formId),
      eb('submissions.version', '<>', DRAFT_VERSION),
    ];
    if (query.unread === 'true') conditions.push(eb('submissions.read', '=', 0));
    // Days are the zone's (the route has settled it: the owner's, the client's or UTC).
    const zone = query.timeZone ?? 'UTC';
    if (query.from) conditions.push(eb('submissions.created_at', '>=', zonedDayStart(query.from, zone)));
    if (query.to) conditions.push(eb('submissions.created_at', '<', zonedDayStart(nextDate(query.to), zone)));
    if (query.upTo !== undefined) conditions.push(eb('submissions.id', '<=', query.upTo));
    // docs/product.md, "Languages in results": a submission stored before languages were kept is in the default.
    if (query.language !== undefined)
      conditions.push(
        query.language === query.defaultLanguage
          ? eb.or([eb('submissions.language', '=', query.language), eb('submissions.language', 'is', null)])
          : eb('submissions.language', '=', query.language),
      );
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
    answerConditions(query).forEach((condition, i) =>
      conditions.push(answerHolds(eb, formId, condition, dialect, fewIds[i] ?? undefined)),
    );
    return eb.and(conditions);
  };
}
