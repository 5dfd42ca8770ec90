import { z } from 'zod';
import { zeroOrOneSchema } from './flag';
import { checkElementSettings } from '../elements/registry';
import {
  AUTO_PAGE_BREAK_ELEMENTS_PER_PAGE_DEFAULT,
  CLONE_TITLE_MAX_LENGTH,
  PAGE_BREAK_BUTTON_TEXT_MAX_LENGTH,
} from '../limits';
import { isValidTag } from '../tags';
import { elementSchema, type Element } from './element';
import { integrationSchema } from './integrations';
import { ruleSchema } from './rule';
import { afterSubmitSchema } from './form-life';
import { partialSettingsSchema } from './partial';
import { logicSchema } from './logic';
import { formLanguagesSchema } from './languages';
import { themeFields } from './theme';

// docs/product.md §B3 and §B9
export const DEFAULT_FORM_TITLE = 'Untitled Form';
export const DEFAULT_THEME = 'gleam';
export const DEFAULT_THEME_COLOUR = '#2196F3';
// docs/product.md §A9, external URL method default POST, other option PATCH
export const FORM_METHODS = ['POST', 'PATCH'] as const;

// docs/product.md §B5, page break button texts 32 characters maximum
const pageButtonText = (fallback: string) => z.string().max(PAGE_BREAK_BUTTON_TEXT_MAX_LENGTH).default(fallback);

// docs/product.md §B3, autoPageBreak
export const autoPageBreakSchema = z.object({
  active: z.boolean().default(false),
  elemPerPage: z.number().int().nonnegative().default(AUTO_PAGE_BREAK_ELEMENTS_PER_PAGE_DEFAULT),
  nextButtonText: pageButtonText('Next'),
  prevButtonText: pageButtonText('Previous'),
  submitButtonText: pageButtonText('Submit'),
});
export type AutoPageBreak = z.infer<typeof autoPageBreakSchema>;

export const customCSSSchema = z.object({ value: z.string(), isEncoded: z.boolean() });
export type CustomCSS = z.infer<typeof customCSSSchema>;

// The theme and its colour (docs/product.md §B1 and §B9); docs/product.md keeps them among the
// props' "others" without naming the field.
export const designSchema = z.looseObject({
  theme: z.string().default(DEFAULT_THEME),
  colour: z.string().default(DEFAULT_THEME_COLOUR),
  // docs/product.md, "Styling your form"
  ...themeFields,
});
export type Design = z.infer<typeof designSchema>;

const valueOf = <T extends z.ZodType>(value: T) => z.object({ value });

function checkElements(elements: readonly Element[], ctx: z.RefinementCtx): void {
  const seen = new Set<number>();
  elements.forEach((element, index) => {
    if (seen.has(element.id)) {
      ctx.addIssue({ code: 'custom', message: `Element id ${String(element.id)} is used twice.`, path: [index, 'id'] });
    }
    seen.add(element.id);
    const settings = checkElementSettings(element);
    // Forwarded whole, so callers still see what kind of problem it is (e.g. too_big).
    for (const issue of settings.error?.issues ?? []) {
      ctx.addIssue({ ...issue, path: [index, ...issue.path] });
    }
  });
}

// docs/product.md §B3, props; loose because docs/product.md lists "others" (docs/product.md §A3).
export const formPropsSchema = z.looseObject({
  elements: z.array(elementSchema).superRefine(checkElements),
  integrations: z.array(integrationSchema).default([]),
  customCSS: customCSSSchema.optional(),
  // docs/product.md §B5, tags
  tags: z.array(z.string().refine(isValidTag, 'Tags use letters, digits, _ and - (24 at most).')).default([]),
  rules: z.array(ruleSchema).default([]),
  customParams: z.record(z.string(), z.unknown()).optional(),
  url: valueOf(z.string()).optional(),
  method: valueOf(z.enum(FORM_METHODS)).optional(),
  saveOnServer: valueOf(z.boolean()).optional(),
  categoryId: valueOf(z.union([z.number(), z.string()]).nullable()).optional(),
  autoPageBreak: autoPageBreakSchema.optional(),
  design: designSchema.optional(),
  // docs/product.md, "A form's life": the Thank You page or a redirect after a submission
  afterSubmit: afterSubmitSchema.optional(),
  // docs/product.md, "Logic": jumps, calculated values, recall and endings
  logic: logicSchema.optional(),
  // docs/product.md, "Partial responses": answers kept page by page before Submit
  partial: partialSettingsSchema.optional(),
  // docs/product.md, "Languages": the default language, the others and their translations
  languages: formLanguagesSchema.optional(),
});
export type FormProps = z.infer<typeof formPropsSchema>;

const timestamp = z.union([z.string(), z.number()]).nullable().optional();
const optionalId = z.number().int().nonnegative().nullable().optional();

// docs/product.md §B3, Form
export const formSchema = z.object({
  id: z.number().int().nonnegative().nullable(),
  uuid: z.string().nullable().optional(),
  user_id: optionalId,
  // docs/product.md §A5, clone names at most 256 characters
  title: z.string().max(CLONE_TITLE_MAX_LENGTH).default(DEFAULT_FORM_TITLE),
  private: zeroOrOneSchema.default(0),
  created_at: timestamp,
  updated_at: timestamp,
  published_id: optionalId,
  published_version: z.number().int().nonnegative().nullable().optional(),
  version: z.number().int().nonnegative().nullable().optional(),
  props: formPropsSchema,
});
export type Form = z.infer<typeof formSchema>;
export type FormInput = z.input<typeof formSchema>;

// docs/product.md §A3, forms list item: the form plus its counts
export const formListItemSchema = formSchema.extend({
  responseCount: z.number().int().nonnegative().optional(),
  unreadCount: z.number().int().nonnegative().optional(),
});
export type FormListItem = z.infer<typeof formListItemSchema>;

/**
 * `GET …/forms/{formId}/{version}`: one published version of the form (created_at is the
 * version's). `id` and `form_id` are both the form's id: the product's version rows carry
 * `form_id`, and a client reads the form's id from it.
 */
export const formVersionSchema = z.object({
  published: z.literal(true),
  id: z.number().int(),
  form_id: z.number().int(),
  uuid: z.string(),
  title: z.string(),
  version: z.number().int().positive(),
  created_at: z.string(),
  props: formPropsSchema,
});
export type FormVersion = z.infer<typeof formVersionSchema>;

/**
 * `GET …/forms/{formId}?published=true` (docs/api.md): the published version, or
 * `{ published: false }` for a form never published.
 */
export const publishedVersionSchema = z.union([formVersionSchema, z.object({ published: z.literal(false) })]);
export type PublishedVersion = z.infer<typeof publishedVersionSchema>;

/** A row of `GET /api/users/{userId}/forms` as the data screens read it. */
export const formSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  uuid: z.string(),
  published_version: z.number().int().nullable(),
  responseCount: z.number().int().nonnegative(),
  unreadCount: z.number().int().nonnegative(),
});
export type FormSummaryItem = z.infer<typeof formSummarySchema>;
export const formSummaryListSchema = z.array(formSummarySchema);

// The forms calls' other answers (docs/api.md, Forms), which the web app parses.

const isoDate = z.string();

/**
 * Where a form stands: never published, published as it
 * is, or its draft changed since the last publish (the builder's needsPublish: the draft's
 * updated_at differs from the published version's created_at).
 */
export const publicationSchema = z.enum(['draft', 'published', 'changed']);
export type Publication = z.infer<typeof publicationSchema>;

/**
 * A row of `GET /api/users/{userId}/forms` as the forms list reads it (docs/product.md §A3,
 * Form in the list view): the summary above plus privacy and dates.
 */
export const formListRowSchema = formSummarySchema.extend({
  private: zeroOrOneSchema,
  created_at: isoDate,
  updated_at: isoDate,
  publication: publicationSchema,
  /** docs/product.md, "A form's life": true while a published form takes no responses. */
  closed: z.boolean().optional(),
});
export type FormListRow = z.infer<typeof formListRowSchema>;
export const formListSchema = z.array(formListRowSchema);

/**
 * `GET …/forms/{formId}`: the draft. docs/product.md §B8, a response without an id (the form is
 * not there) or without props (the editor shows nothing) is a state to show, so both may be
 * absent here.
 */
export const draftFormSchema = formSchema.extend({
  id: z.number().int().nonnegative().nullable().optional(),
  /** The form's id again, as a published version carries it: a client reads either alike. */
  form_id: z.number().int().nonnegative().optional(),
  props: formPropsSchema.optional(),
  published_created_at: z.union([z.string(), z.number()]).nullable().optional(),
});
export type DraftForm = z.infer<typeof draftFormSchema>;

/** 201 of `POST …/forms`, `…/forms/{formId}/clone` and `…/forms/from-template/{templateId}`: the new form. */
export const createdFormSchema = z.object({
  id: z.number().int().nonnegative(),
  uuid: z.string(),
  title: z.string(),
  created_at: isoDate,
  updated_at: isoDate,
  status: z.literal('done'),
});
export type CreatedForm = z.infer<typeof createdFormSchema>;

/** `PUT …/forms`: the saved draft's id and its (possibly unchanged) updated_at. */
export const savedFormSchema = z.object({ id: z.number().int().nonnegative(), updated_at: isoDate });
export type SavedForm = z.infer<typeof savedFormSchema>;

/** `POST …/forms/{formId}/publish`: the version now public. */
export const publishedAnswerSchema = z.object({
  version: z.number().int().positive(),
  published_version: z.number().int().positive(),
  created_at: isoDate,
});

/** `GET /api/users/{userId}/editor`: the form the editor opens (the most recently updated), or null. */
export const editorFormAnswerSchema = z.object({ message: z.number().int().nonnegative().nullable() });

/** `GET …/forms/{formId}/access-token` and `POST …/access-link`: the form's lasting link token (docs/product.md §A1). */
export const accessLinkSchema = z.object({ token: z.string().min(1), private: zeroOrOneSchema });
export type AccessLink = z.infer<typeof accessLinkSchema>;

/** `GET …/forms/{formId}/preview-token`: a token that shows the draft for a few minutes. */
export const previewTokenSchema = z.object({ token: z.string().min(1) });

/** docs/product.md §A3 Template, as `GET /api/get/templates` lists it: id, title, props.tags. */
export const templateSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  props: z.object({ tags: z.array(z.string()) }),
});
export type TemplateSummary = z.infer<typeof templateSummarySchema>;
export const templateListSchema = z.array(templateSummarySchema);

/** `POST /api/upload/{formId}/{fieldId}` (a rich-text label's image): where the stored image is served. */
export const uploadedImageSchema = z.object({ location: z.string() });
