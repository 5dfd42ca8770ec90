import { DB_ID_MAX } from '../limits';
import { z } from 'zod';
import { zeroOrOneSchema } from './flag';
import { timeZoneSchema } from './settings';

const idSchema = z.number().int().nonnegative().max(DB_ID_MAX, 'That is not a valid id.');
const timestampSchema = z.union([z.string(), z.number()]);

// spec: builder §3, Submission: version 0 means the draft form; read is 0 or 1
export const DRAFT_VERSION = 0;
export const submissionSchema = z.object({
  id: idSchema,
  form_id: idSchema,
  version: z.number().int().nonnegative(),
  created_at: timestampSchema,
  read: zeroOrOneSchema,
  // ARCHITECTURE.md, submissions table: seconds the visitor took, for statistics
  completion_time: z.number().nonnegative().nullable().optional(),
});
export type Submission = z.infer<typeof submissionSchema>;

// spec: builder §3, Entry: value may be JSON
export const entrySchema = z.object({
  question_id: idSchema,
  submission_id: idSchema,
  value: z.unknown(),
});
export type Entry = z.infer<typeof entrySchema>;

// spec: builder §3, answer records sent on submission carry q_id, value and sub_id
export const answerRecordSchema = z.object({
  q_id: idSchema,
  value: z.unknown(),
  sub_id: idSchema.optional(),
});
export type AnswerRecord = z.infer<typeof answerRecordSchema>;

// The owner's submission list (issue #11): the spec's GET …/submissions answers the bare list;
// with paging parameters (`limit`, `before`, filters) it answers one page with the counts.
export const SUBMISSION_PAGE_DEFAULT = 50;
export const SUBMISSION_PAGE_MAX = 500;

export const submissionListItemSchema = submissionSchema;
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
  /** The keyset cursor for the next (older) page, or null on the last page. */
  nextBefore: z.string().nullable(),
});
export type SubmissionPage = z.infer<typeof submissionPageSchema>;

/** The list's filters and paging, as query parameters. */
export const submissionQuerySchema = z.object({
  orderBy: z.literal('created_at').optional(),
  desc: z.enum(['true', 'false']).optional(),
  limit: z.coerce.number().int().min(1, 'limit must be between 1 and 500.').max(SUBMISSION_PAGE_MAX, 'limit must be between 1 and 500.').optional(),
  before: z.string().max(64).optional(),
  unread: z.enum(['true', 'false']).optional(),
  from: z.iso.date('from must be a date (YYYY-MM-DD).').optional(),
  to: z.iso.date('to must be a date (YYYY-MM-DD).').optional(),
  q: z.string().max(200, 'The search is too long (at most 200 characters).').optional(),
  /** The zone whose days from, to and "today" are (the owner's preference wins; else this; else UTC). */
  timeZone: timeZoneSchema("timeZone must be a time zone such as 'Europe/Paris'.").optional(),
});
export type SubmissionQuery = z.infer<typeof submissionQuerySchema>;

/** POST …/CSVExport and DELETE …/deleteSubmission (spec: builder §7). */
export const submissionIdsBodySchema = z.strictObject({
  submissionIds: z.array(idSchema).max(10_000, 'At most 10,000 submissions at once.'),
});

/**
 * "All matching": the list's filters (unread, from, to, q, as the list reads them) and `upTo`,
 * the newest submission id the owner's list showed, so that none arriving since is included.
 * The query of GET …/submissions.csv, and `matching` in DELETE …/deleteSubmission.
 */
export const submissionFilterSchema = submissionQuerySchema.pick({ unread: true, from: true, to: true, q: true, timeZone: true }).extend({
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
  .refine((body) => (body.submissionIds === undefined) !== (body.matching === undefined), { error: 'Send either submissionIds or matching (the filter of all matching submissions), not both.' });
export const csvExportSchema = z.object({ filename: z.string(), content: z.string() });
export type CsvExport = z.infer<typeof csvExportSchema>;

/** An answer of one submission as the owner's Data screen reads it. */
export const submissionEntrySchema = entrySchema.extend({ id: idSchema.optional() });
export const entryListSchema = z.array(entrySchema);

/** DELETE …/deleteSubmission answers how many went. */
export const deletedSubmissionsSchema = z.object({ success: z.literal(true), deleted: z.number().int().nonnegative() });

/** GET /api/checkIfFileIsExist/… (spec: app-shell §7): `data[0]` says whether the file is there. */
export const fileCheckSchema = z.object({ success: z.literal(true), data: z.array(z.boolean()) });

/** Any answer that is only words for a person. */
export const messageAnswerSchema = z.object({ message: z.string() });
