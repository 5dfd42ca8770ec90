import type { Kysely } from 'kysely';
import {
  DRAFT_VERSION,
  SUBMISSION_PAGE_DEFAULT,
  SUBMISSION_PAGE_MAX,
  zonedDayStart,
  zonedToday,
  type Submission,
  type SubmissionPage,
  type SubmissionQuery,
} from '@formbuilder/core';
import type { Database } from '../db/schema';
import { decodeEntryValue } from '../answers/entry-values';
import { storedParamValues, storedVariables } from '../answers/submission-values';
import type { LogicFields } from './submission-logic-fields';
import { decodeCursor, encodeCursor, type Position } from './cursor';
import {
  answerConditions,
  dialectOf,
  fewAnswering,
  filtersOf,
  NEGATED,
  type Eb,
  type FewIds,
  type ResultFilter,
} from './answer-filter-sql';
import { languageOf, type ResultLanguages } from './result-languages';

// The owner's submissions: paged newest first by a keyset on (created_at, id),
// so the first page of a million answers as fast as one of ten; the counts come from the
// form's counters (form_stats) kept by the writes. Previews (version 0) never appear.
// Callers have checked that the form is the owner's (forms/ownership.ts).

/**
 * How many rows a filtered count reads at most: past it the screen shows "1,000+". Counting
 * walks the list until this many match: two conditions 4 % of a million hold both walk 25,000
 * submissions for it, where 10,000 walked 250,000 (seconds; docs/benchmarks.md).
 */
export const MATCHING_COUNT_CAP = 1_000;
/**
 * Up to how many submissions an answer condition holds for are read from its answers
 * (fewAnswering) when walking the list did not fill the page (WALK_FIRST): at least as many as
 * the count reads, so a condition more hold is "1,000+" on its own (docs/benchmarks.md).
 */
const FEW_ANSWERING = 10_000;
/**
 * A page filtered by answer first walks at most this many submissions of the list (a seek in
 * entries_submission_question_value for each condition of each): conditions many hold fill
 * the page in a few hundred, and no condition's answers are read at all. When they do not,
 * the conditions few hold are read from their answers instead (fewAnswering).
 */
const WALK_FIRST = 5_000;
/** The product's bare list (no paging parameters) returns at most this many, newest first. */
export const BARE_LIST_CAP = SUBMISSION_PAGE_MAX;

/**
 * Rows after a keyset position, newest first: a row-value comparison, which both
 * databases answer from the (form_id, created_at, id) index without rescanning the
 * pages before it (an OR of the two columns would).
 */
const olderThan = (createdAt: string, id: number) => (eb: Eb) =>
  eb(eb.refTuple('submissions.created_at', 'submissions.id'), '<', eb.tuple(createdAt, id));
/** Rows after a keyset position, oldest first (the list sorted by date ascending). */
const newerThan = (createdAt: string, id: number) => (eb: Eb) =>
  eb(eb.refTuple('submissions.created_at', 'submissions.id'), '>', eb.tuple(createdAt, id));

/**
 * The submissions a filter matches, newest first by the keyset, after a position when given:
 * the one walk of the list, the "all matching" delete and the CSV (callers add their columns).
 * `order` 'asc' walks the same index the other way, oldest first (the list sorted so).
 */
export function newestMatching(
  db: Kysely<Database>,
  formId: number,
  filter: ResultFilter,
  after: Position | undefined,
  limit: number,
  order: 'asc' | 'desc' = 'desc',
  fewIds: FewIds = [],
) {
  const beyond = order === 'asc' ? newerThan : olderThan;
  return db
    .selectFrom('submissions')
    .where(filtersOf(formId, filter, dialectOf(db), fewIds))
    .$if(after !== undefined, (qb) => qb.where(beyond(after!.createdAt, after!.id)))
    .orderBy('submissions.created_at', order)
    .orderBy('submissions.id', order)
    .limit(limit);
}

const submissionColumns = [
  'id',
  'form_id',
  'version',
  'created_at',
  'read',
  'completion_time',
  'variables',
  'ending',
  'language',
  'params',
] as const;

/**
 * A row as the list answers it. What a form's logic stored (docs/product.md, "Logic") is there
 * only when it stored something: its values by id and its ending's id (responses.routes.ts,
 * the page's schema), which the Data table names from the form's logic. Its language is the one
 * stored, else the form's default (docs/product.md, "Languages in results").
 */
function present(
  {
    variables,
    ending,
    language,
    params,
    ...row
  }: {
    id: number;
    form_id: number;
    version: number;
    created_at: string;
    read: number;
    completion_time: number | null;
    variables: string | null;
    ending: string | null;
    language: string | null;
    params: string | null;
  },
  languages: Pick<ResultLanguages, 'default'>,
): Submission & LogicFields {
  return {
    ...row,
    language: languageOf(language, languages),
    read: row.read === 1 ? 1 : 0,
    completion_time: row.completion_time === null ? null : Number(row.completion_time),
    ...(variables === null ? {} : { variables: storedVariables(variables) }),
    ...(ending === null ? {} : { ending }),
    ...(params === null ? {} : { params: storedParamValues(params) }),
  };
}

/**
 * The list's reads: its pages with their counts, and the bare list. `walkFirst` is WALK_FIRST
 * but in tests, which take each path of a page filtered by answer with a few submissions.
 */
export function createSubmissionList(db: Kysely<Database>, { walkFirst: walkWindow = WALK_FIRST } = {}) {
  const dialect = dialectOf(db);
  const filtered = (query: SubmissionQuery) =>
    Boolean(
      query.unread === 'true' || query.from || query.to || query.q?.trim() || query.answer?.length || query.language,
    );

  async function counters(formId: number) {
    const row = await db
      .selectFrom('form_stats')
      .select(['submissions', 'unread', 'views'])
      .where('form_id', '=', formId)
      .executeTakeFirst();
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

  /** A filter of one condition that more than the count's cap hold, and nothing else: counted already. */
  const onlyOneCommonAnswer = (query: SubmissionQuery, fewIds: FewIds) => {
    const conditions = answerConditions(query);
    const [condition] = conditions;
    return (
      conditions.length === 1 &&
      fewIds[0] === null &&
      condition !== undefined &&
      !(condition.operator in NEGATED) &&
      condition.operator !== 'isEmpty' &&
      query.unread !== 'true' &&
      !query.language &&
      !query.from &&
      !query.to &&
      !query.q?.trim()
    );
  };

  async function countMatching(formId: number, query: ResultFilter, fewIds: FewIds): Promise<number> {
    const row = await db
      .selectFrom((eb) =>
        eb
          .selectFrom('submissions')
          .select('submissions.id')
          .where(filtersOf(formId, query, dialect, fewIds))
          .limit(MATCHING_COUNT_CAP)
          .as('matching'),
      )
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * The page's rows among the next `walkFirst` submissions of the list (after `after`, in
   * `order`, of the days asked), or null when they hold fewer than `size` and more follow: the
   * answer conditions are then read from their answers. The walk's end is found first in the
   * (form_id, created_at, id) index, so the walk never reads past it.
   */
  async function walkFirst(
    formId: number,
    query: ResultFilter,
    after: Position | undefined,
    size: number,
    order: 'asc' | 'desc',
  ) {
    const end = await newestMatching(
      db,
      formId,
      { from: query.from, to: query.to, timeZone: query.timeZone },
      after,
      1,
      order,
    )
      .select(['submissions.created_at', 'submissions.id'])
      .offset(walkWindow - 1)
      .executeTakeFirst();
    const rows = await newestMatching(db, formId, query, after, size, order)
      .$if(end !== undefined, (qb) =>
        qb.where((eb) =>
          eb(
            eb.refTuple('submissions.created_at', 'submissions.id'),
            order === 'asc' ? '<=' : '>=',
            eb.tuple(end!.created_at, end!.id),
          ),
        ),
      )
      .select(submissionColumns)
      .execute();
    return rows.length === size || end === undefined ? rows : null;
  }

  /** Each submission's first stored answer (answers are stored in form order): what names its row. */
  async function firstAnswers(ids: readonly number[]): Promise<Map<number, { question_id: number; value: unknown }>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .selectFrom('entries')
      .select(['submission_id', 'question_id', 'value'])
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('entries')
          .select((inner) => inner.fn.min('id').as('id'))
          .where('submission_id', 'in', ids)
          .groupBy('submission_id'),
      )
      .execute();
    return new Map(
      rows.map((row) => [row.submission_id, { question_id: row.question_id, value: decodeEntryValue(row.value) }]),
    );
  }

  /** Every stored answer of these submissions, each's in stored (form) order: the table's cells. */
  async function answersOf(ids: readonly number[]): Promise<Map<number, { question_id: number; value: unknown }[]>> {
    const byId = new Map<number, { question_id: number; value: unknown }[]>();
    if (ids.length === 0) return byId;
    // One read through entries_submission_question_value for the whole page.
    const rows = await db
      .selectFrom('entries')
      .select(['submission_id', 'question_id', 'value'])
      .where('submission_id', 'in', ids)
      .orderBy('submission_id')
      .orderBy('id')
      .execute();
    for (const row of rows) {
      const answers = byId.get(row.submission_id) ?? [];
      answers.push({ question_id: row.question_id, value: decodeEntryValue(row.value) });
      byId.set(row.submission_id, answers);
    }
    return byId;
  }

  return {
    counters,

    /** One page of the list, newest first (oldest first with desc=false), with the form's counts. */
    async page(formId: number, query: ResultFilter, languages: ResultLanguages): Promise<SubmissionPage> {
      const limit = query.limit ?? SUBMISSION_PAGE_DEFAULT;
      const after = query.before ? decodeCursor(query.before) : undefined;
      const order = query.desc === 'false' ? 'asc' : 'desc';
      const conditions = answerConditions(query);
      let fewIds: FewIds = [];
      // Conditions many hold: the page is in the next WALK_FIRST submissions of the list.
      let rows = conditions.length === 0 ? null : await walkFirst(formId, query, after, limit + 1, order);
      if (rows === null) {
        // A condition few answers hold is read from those few; one many hold, walking the list.
        fewIds = await Promise.all(conditions.map((condition) => fewAnswering(db, formId, condition, FEW_ANSWERING)));
        rows = await newestMatching(db, formId, query, after, limit + 1, order, fewIds)
          .select(submissionColumns)
          .execute();
      }
      const pageRows = rows.slice(0, limit);
      const last = pageRows.at(-1);
      const pageIds = pageRows.map((row) => row.id);
      const [firsts, answers, { total, unread }, today] = await Promise.all([
        firstAnswers(pageIds),
        answersOf(pageIds),
        counters(formId),
        countToday(formId, query.timeZone ?? 'UTC'),
      ]);
      let matching = total;
      if (
        query.unread === 'true' &&
        !query.from &&
        !query.to &&
        !query.q?.trim() &&
        !query.answer?.length &&
        !query.language
      )
        matching = unread;
      else if (onlyOneCommonAnswer(query, fewIds)) matching = MATCHING_COUNT_CAP;
      else if (filtered(query)) matching = await countMatching(formId, query, fewIds);
      return {
        submissions: pageRows.map((row) => ({
          ...present(row, languages),
          first_answer: firsts.get(row.id) ?? null,
          answers: answers.get(row.id) ?? [],
        })),
        total,
        today,
        unread,
        matching,
        nextBefore: rows.length > limit && last ? encodeCursor({ createdAt: last.created_at, id: last.id }) : null,
      };
    },

    /** The product's response without paging parameters: the newest submissions as a bare list. */
    async bareList(formId: number, languages: ResultLanguages): Promise<Submission[]> {
      const rows = await db
        .selectFrom('submissions')
        .select(submissionColumns)
        .where(filtersOf(formId, {}, dialect))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(BARE_LIST_CAP)
        .execute();
      return rows.map((row) => present(row, languages));
    },
  };
}
