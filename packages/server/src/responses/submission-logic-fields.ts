import { z } from 'zod';
import { submissionListItemSchema, submissionPageSchema } from '@formbuilder/core';

// What a form's logic stored with a submission (docs/product.md, "Logic"), as the owner's list
// carries it beside the answers: the calculated values by value id and the id of the ending
// chosen; the Data table heads them with the names in the form's logic. Absent when none was stored.

export const logicFieldsSchema = z.object({
  variables: z.record(z.string(), z.union([z.number(), z.string()])).optional(),
  ending: z.string().optional(),
});
export type LogicFields = z.infer<typeof logicFieldsSchema>;

/** A page of the list (core's submissionPageSchema) whose rows also carry their logic's fields. */
export const submissionPageWithLogicSchema = submissionPageSchema.extend({
  submissions: z.array(submissionListItemSchema.extend(logicFieldsSchema.shape)),
});
