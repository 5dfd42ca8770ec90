import { z } from 'zod';

const idSchema = z.number().int().nonnegative();
const timestampSchema = z.union([z.string(), z.number()]);

// spec: builder §3, Submission: version 0 means the draft form; read is 0 or 1
export const DRAFT_VERSION = 0;
export const submissionSchema = z.object({
  id: idSchema,
  form_id: idSchema,
  version: z.number().int().nonnegative(),
  created_at: timestampSchema,
  read: z.union([z.literal(0), z.literal(1)]),
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
