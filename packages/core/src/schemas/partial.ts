import { z } from 'zod';

// Partial responses (docs/product.md, "Partial responses"): a form that opts in keeps what a
// visitor typed page by page, before Submit, so that nothing is lost when they leave and they can
// finish later, on the same browser or from a resume link on another device.

export const PARTIAL_DAYS_MIN = 1;
export const PARTIAL_DAYS_MAX = 365;
export const PARTIAL_DAYS_DEFAULT = 30;

/** Hidden field of the page: the resume token of the visitor's partial response ('' before the first save). */
export const PARTIAL_FIELD = '_partial';
/** Hidden field (repeated): the File questions, as `q_{id}`, whose kept files the visitor removed. */
export const DROP_FILES_FIELD = '_drop_files';
/** Form field of a save: '1' asks the server to e-mail the resume link to the form's e-mail answer. */
export const RESUME_EMAIL_FIELD = '_resume_email';
/** The query parameter of a resume link: `/form/view/{uuid}?resume={token}`. */
export const RESUME_PARAM = 'resume';

const days = (what: string) =>
  z
    .number()
    .int(`${what} must be a whole number of days.`)
    .min(PARTIAL_DAYS_MIN, `${what} must be at least ${PARTIAL_DAYS_MIN} day.`)
    .max(PARTIAL_DAYS_MAX, `${what} can be at most ${PARTIAL_DAYS_MAX} days.`);

/** props.partial: off unless the owner turns it on. */
export const partialSettingsSchema = z.object({
  enabled: z.boolean().default(false),
  /** How long a resume link works after the visitor's last save. */
  resumeDays: days('How long a resume link works').default(PARTIAL_DAYS_DEFAULT),
  /** In-progress responses are deleted this many days after their last save. */
  keepDays: days('How long in-progress responses are kept').default(PARTIAL_DAYS_DEFAULT),
  /** Webhooks also receive each save of an in-progress response. */
  sendPartials: z.boolean().default(false),
});
export type PartialSettings = z.infer<typeof partialSettingsSchema>;

/** The settings of a form, defaults filled in; a form that never set them does not save partials. */
export function partialSettingsOf(props: { partial?: unknown }): PartialSettings {
  const parsed = partialSettingsSchema.safeParse(props.partial ?? {});
  return parsed.success ? parsed.data : partialSettingsSchema.parse({});
}

/** What a save returns to the page (`POST /form/view/{uuid}/partial`). */
export const partialSavedSchema = z.object({
  token: z.string(),
  /** The address that resumes this response on any device. */
  resumeUrl: z.string(),
  /** When the resume link stops working (ISO 8601). */
  expiresAt: z.string(),
  page: z.number().int().positive(),
  /** The files kept with the response, by File question id. */
  files: z.record(z.string(), z.array(z.object({ fileName: z.string(), size: z.number().int().nonnegative() }))),
  /** The address the resume link was e-mailed to, partly hidden ('a•••@example.com'); null when none was sent. */
  emailedTo: z.string().nullable(),
});
export type PartialSaved = z.infer<typeof partialSavedSchema>;

/** One in-progress response as the owner's Data screen lists it (`GET …/forms/{formId}/partials`). */
export const partialListItemSchema = z.object({
  id: z.number().int().positive(),
  version: z.number().int().nonnegative(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When it is deleted unless the visitor saves again. */
  expiresAt: z.string(),
  /** The last page the visitor reached (1-based) and how many the form has. */
  page: z.number().int().positive(),
  pageCount: z.number().int().positive(),
  /** Each answered question's answer as text, by question id. */
  answers: z.record(z.string(), z.string()),
});
export type PartialListItem = z.infer<typeof partialListItemSchema>;

export const partialListSchema = z.object({
  items: z.array(partialListItemSchema),
  total: z.number().int().nonnegative(),
  /** Pass as `before` for the next (older) page; null on the last. */
  nextCursor: z.string().nullable(),
});
export type PartialList = z.infer<typeof partialListSchema>;

/** `DELETE …/forms/{formId}/partials`: the chosen ones, or every in-progress response of the form when `ids` is absent. */
export const partialDeleteSchema = z.strictObject({
  ids: z.array(z.number().int().positive()).max(1000, 'At most 1,000 responses can be deleted at once.').optional(),
});
