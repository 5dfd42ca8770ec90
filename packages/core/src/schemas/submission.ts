import { DB_ID_MAX } from '../limits';
import { z } from 'zod';
import { RULE_OPERATORS, VALUELESS_OPERATORS, type RuleOperator } from '../rules/names';
import { zeroOrOneSchema } from './flag';
import { timeZoneSchema } from './settings';

const idSchema = z.number().int().nonnegative().max(DB_ID_MAX, 'That is not a valid id.');
const timestampSchema = z.union([z.string(), z.number()]);

// docs/product.md §B3, Submission: version 0 means the draft form; read is 0 or 1
export const DRAFT_VERSION = 0;
export const submissionSchema = z.object({
  id: idSchema,
  form_id: idSchema,
  version: z.number().int().nonnegative(),
  created_at: timestampSchema,
  read: zeroOrOneSchema,
  // docs/architecture.md, "Storage": seconds the visitor took, for statistics
  completion_time: z.number().nonnegative().nullable().optional(),
  // docs/product.md, "Languages in results": the language it was given in (the form's default
  // for a submission stored before languages were kept)
  language: z.string().optional(),
});
export type Submission = z.infer<typeof submissionSchema>;

// docs/product.md §B3, Entry: value may be JSON
export const entrySchema = z.object({
  question_id: idSchema,
  submission_id: idSchema,
  value: z.unknown(),
});
export type Entry = z.infer<typeof entrySchema>;

// docs/product.md §B3, answer records sent on submission carry q_id, value and sub_id
export const answerRecordSchema = z.object({
  q_id: idSchema,
  value: z.unknown(),
  sub_id: idSchema.optional(),
});
export type AnswerRecord = z.infer<typeof answerRecordSchema>;

// The owner's submission list: the product's GET …/submissions returns the bare list;
// with paging parameters (`limit`, `before`, filters) it returns one page with the counts.
export const SUBMISSION_PAGE_DEFAULT = 50;
export const SUBMISSION_PAGE_MAX = 500;

const rowAnswerSchema = z.object({ question_id: idSchema, value: z.unknown() });

/**
 * A page's row also carries its first answer (the first stored, in form order), to name it by,
 * and all its answers (stored order, values as GET …/entries returns them), for the table's columns.
 */
export const submissionListItemSchema = submissionSchema.extend({
  first_answer: rowAnswerSchema.nullable().optional(),
  answers: z.array(rowAnswerSchema).optional(),
  // docs/product.md, "Logic": what a form's logic stored with the submission, when it stored any —
  // the calculated values by value id and the id of the ending chosen.
  variables: z.record(z.string(), z.union([z.number(), z.string()])).optional(),
  ending: z.string().optional(),
  // The URL parameters the form names, stored with it (by name), when there were any.
  params: z.record(z.string(), z.string()).optional(),
});
export type SubmissionListItem = z.infer<typeof submissionListItemSchema>;

export const submissionPageSchema = z.object({
  submissions: z.array(submissionListItemSchema),
  /** Every stored submission of the form (previews excluded), whatever the filters. */
  total: z.number().int().nonnegative(),
  /** Received since midnight UTC. */
  today: z.number().int().nonnegative(),
  unread: z.number().int().nonnegative(),
  /** How many match the filters; equals total without filters. */
  matching: z.number().int().nonnegative(),
  /** The keyset cursor for the next page (older, or newer with desc=false), or null on the last page. */
  nextBefore: z.string().nullable(),
});
export type SubmissionPage = z.infer<typeof submissionPageSchema>;

/** How many answer conditions one filter holds at most. */
export const ANSWER_CONDITIONS_MAX = 5;
/** How long a condition's value may be, as long as the search. */
export const ANSWER_VALUE_MAX = 200;

/** One condition on the answers of a filter: the question's answer, compared as a rule compares it. */
export interface AnswerCondition {
  questionId: number;
  operator: RuleOperator;
  /** Absent for isEmpty and isFilled. */
  value?: string;
}

/** A number as JSON writes it, the form both databases read alike (docs/product.md §B7). */
export const ANSWER_NUMBER = /^-?(0|[1-9]\d*)(\.\d+)?([eE][-+]?\d+)?$/;
/** A day or an instant as ISO 8601 writes it; such texts order as their dates do. */
export const ANSWER_DATE = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;
const isOrderedValue = (value: string) => ANSWER_NUMBER.test(value.trim()) || ANSWER_DATE.test(value.trim());

const ANSWER_SHAPE = 'answer must be <question id>:<operator>:<value>';

/**
 * A condition from its query form `<questionId>:<operator>[:<value>]`, split on the first two
 * colons (the value may hold colons), or the words saying what is wrong with it.
 */
export function parseAnswerCondition(text: string): AnswerCondition | { error: string } {
  const first = text.indexOf(':');
  const second = first < 0 ? -1 : text.indexOf(':', first + 1);
  const idText = first < 0 ? text : text.slice(0, first);
  const operatorText = first < 0 ? '' : text.slice(first + 1, second < 0 ? undefined : second);
  const value = second < 0 ? undefined : text.slice(second + 1);
  const shown = text.length > 40 ? `${text.slice(0, 40)}…` : text;
  if (first < 0) return { error: `${ANSWER_SHAPE} — '${shown}' has no operator.` };
  if (!/^\d{1,15}$/.test(idText) || Number(idText) < 1 || Number(idText) > DB_ID_MAX)
    return { error: `${ANSWER_SHAPE} — '${idText.slice(0, 40)}' is not a question id.` };
  if (!(RULE_OPERATORS as readonly string[]).includes(operatorText))
    return { error: `${ANSWER_SHAPE} — '${operatorText.slice(0, 40)}' is not an operator.` };
  const operator = operatorText as RuleOperator;
  if (VALUELESS_OPERATORS.includes(operator)) {
    if (value !== undefined) return { error: `answer: ${operator} takes no value — '${shown}'.` };
    return { questionId: Number(idText), operator };
  }
  if (value === undefined || value.trim() === '')
    return { error: `${ANSWER_SHAPE} — ${operator} needs a value to compare with.` };
  if (value.length > ANSWER_VALUE_MAX)
    return { error: `answer: the value is too long (at most ${ANSWER_VALUE_MAX} characters).` };
  if ((operator === 'greaterThan' || operator === 'lessThan') && !isOrderedValue(value))
    return {
      error: `answer: ${operator} compares numbers or dates (YYYY-MM-DD) — '${value.slice(0, 40)}' is neither.`,
    };
  return { questionId: Number(idText), operator, value };
}

/** A condition in its query form, as parseAnswerCondition reads it. */
export const answerConditionText = ({ questionId, operator, value }: AnswerCondition): string =>
  value === undefined ? `${questionId}:${operator}` : `${questionId}:${operator}:${value}`;

/**
 * `answer`, repeatable: one key is a text, several a list (as query strings arrive); each must
 * read as a condition, and all of them must hold (docs/product.md §B7).
 */
const answerConditionsSchema = z.preprocess(
  (value) => (typeof value === 'string' ? [value] : value),
  z
    .array(
      z.string({ error: 'answer must be a text.' }).superRefine((text, context) => {
        const parsed = parseAnswerCondition(text);
        if ('error' in parsed) context.addIssue({ code: 'custom', message: parsed.error });
      }),
      { error: 'answer must be a text or a list of texts.' },
    )
    .max(ANSWER_CONDITIONS_MAX, `At most ${ANSWER_CONDITIONS_MAX} answer filters at once.`),
);

/** The list's filters and paging, as query parameters. */
export const submissionQuerySchema = z.object({
  orderBy: z.literal('created_at').optional(),
  /** Newest first unless 'false' (oldest first); a page's cursor walks on in its own order. */
  desc: z.enum(['true', 'false']).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'limit must be between 1 and 500.')
    .max(SUBMISSION_PAGE_MAX, 'limit must be between 1 and 500.')
    .optional(),
  before: z.string().max(64).optional(),
  unread: z.enum(['true', 'false']).optional(),
  from: z.iso.date('from must be a date (YYYY-MM-DD).').optional(),
  to: z.iso.date('to must be a date (YYYY-MM-DD).').optional(),
  q: z.string().max(200, 'The search is too long (at most 200 characters).').optional(),
  /** Conditions on the answers (parseAnswerCondition), all of which must hold. */
  answer: answerConditionsSchema.optional(),
  /** Only the submissions given in this language, one of the form's (docs/product.md, "Languages in results"). */
  language: z
    .string({ error: 'language must be a language code such as fr.' })
    .max(35, 'language must be a language code such as fr.')
    .optional(),
  /** The zone whose days from, to and "today" are (the owner's preference wins; else this; else UTC). */
  timeZone: timeZoneSchema("timeZone must be a time zone such as 'Europe/Paris'.").optional(),
});
export type SubmissionQuery = z.infer<typeof submissionQuerySchema>;

/** POST …/CSVExport and DELETE …/deleteSubmission (docs/product.md §B7). */
export const submissionIdsBodySchema = z.strictObject({
  submissionIds: z.array(idSchema).max(10_000, 'At most 10,000 submissions at once.'),
});

/**
 * "All matching": the list's filters (unread, from, to, q, answer, language, as the list reads them) and `upTo`,
 * the newest submission id the owner's list showed, so that none arriving since is included.
 * The query of GET …/submissions.csv, and `matching` in DELETE …/deleteSubmission.
 */
export const submissionFilterSchema = submissionQuerySchema
  .pick({ unread: true, from: true, to: true, q: true, answer: true, language: true, timeZone: true })
  .extend({
    upTo: z.coerce
      .number({ error: 'upTo must be a submission id.' })
      .int('upTo must be a submission id.')
      .positive('upTo must be a submission id.')
      .max(DB_ID_MAX, 'upTo must be a submission id.')
      .optional(),
  });
export type SubmissionFilter = z.infer<typeof submissionFilterSchema>;

/** DELETE …/deleteSubmission: the chosen submissions, or all those matching a filter. */
export const deleteSubmissionsBodySchema = z
  .strictObject({
    submissionIds: submissionIdsBodySchema.shape.submissionIds.optional(),
    matching: z.strictObject(submissionFilterSchema.shape).optional(),
  })
  .refine((body) => (body.submissionIds === undefined) !== (body.matching === undefined), {
    error: 'Send either submissionIds or matching (the filter of all matching submissions), not both.',
  });
export const csvExportSchema = z.object({ filename: z.string(), content: z.string() });
export type CsvExport = z.infer<typeof csvExportSchema>;

/** An answer of one submission as the owner's Data screen reads it. */
export const submissionEntrySchema = entrySchema.extend({ id: idSchema.optional() });
export const entryListSchema = z.array(entrySchema);

/** DELETE …/deleteSubmission answers how many went. */
export const deletedSubmissionsSchema = z.object({ success: z.literal(true), deleted: z.number().int().nonnegative() });

/** GET /api/checkIfFileIsExist/… (docs/product.md §A7): `data[0]` says whether the file is there. */
export const fileCheckSchema = z.object({ success: z.literal(true), data: z.array(z.boolean()) });

/** Any answer that is only words for a person. */
export const messageAnswerSchema = z.object({ message: z.string() });

/**
 * The Data table's columns: the date, the completion time, a question's answers by its id, for a
 * form with logic a calculated value by its id, the ending chosen and a URL parameter stored with
 * the submissions by its name (logic/stored-params.ts), and for a form with more than one language
 * the language each submission was given in.
 */
export const DATA_COLUMNS_MAX = 500;
export const dataColumnKeySchema = z
  .string()
  .regex(
    /^(created_at|completion_time|ending|language|q:\d{1,15}|var:[A-Za-z][A-Za-z0-9_]{0,63}|param:[A-Za-z0-9_-]{1,64})$/,
    "A column is 'created_at', 'completion_time', 'ending', 'language', 'q:<question id>', 'var:<value id>' or 'param:<URL parameter>'.",
  );

/**
 * GET and PUT …/data-columns (docs/product.md §B2): the owner's order of the Data table's columns,
 * and which are hidden. Keys the form does not have are dropped; columns not listed show after them.
 */
export const dataColumnsSchema = z.strictObject({
  columns: z
    .array(z.strictObject({ key: dataColumnKeySchema, hidden: z.boolean() }))
    .max(DATA_COLUMNS_MAX, `At most ${DATA_COLUMNS_MAX} columns.`)
    .refine((columns) => new Set(columns.map((c) => c.key)).size === columns.length, {
      error: 'Each column may be listed once.',
    }),
});
export type DataColumns = z.infer<typeof dataColumnsSchema>;
export type DataColumn = DataColumns['columns'][number];
