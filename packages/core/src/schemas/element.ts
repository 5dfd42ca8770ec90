import { z } from 'zod';
import { ELEMENT_TYPES } from '../element-types';
import { LABEL_MAX_LENGTH } from '../limits';

// docs/product.md §B3, Element (common fields). Type-specific fields (minValue,
// ratingScaleOptionTopLimit, alignment …) live in each element module's
// `settings` schema; the element object is loose so they are kept.
export const elementTypeSchema = z.enum(ELEMENT_TYPES);

export const elementShape = {
  id: z.number().int().nonnegative(),
  type: elementTypeSchema,
  // docs/product.md §B5, rich-text labels are limited to 2000 characters
  label: z.string().max(LABEL_MAX_LENGTH).optional(),
  sublabelText: z.string().optional(),
  required: z.boolean().optional(),
  requiredText: z.string().optional(),
  placeholder: z.string().optional(),
  // 0 or null mean "no limit", as an empty settings box would
  maxLength: z.number().int().nonnegative().nullable().optional(),
  value: z.unknown().optional(),
  defaultValue: z.unknown().optional(),
  // docs/product.md §B5, radio option labels are limited to 2000 characters
  options: z.array(z.string().max(LABEL_MAX_LENGTH)).optional(),
  form_id: z.number().int().nullable().optional(),
  toggle: z.boolean().optional(),
  itemType: z.string().optional(),
  buttonText: z.string().optional(),
  uploadedImageUrl: z.string().optional(),
  dataset: z.string().optional(),
  hasDataset: z.boolean().optional(),
};

export const elementSchema = z.looseObject(elementShape);
export type Element = z.infer<typeof elementSchema>;

// The common fields alone, without the loose index signature, so Omit/Partial keep them.
export type ElementCommonFields = z.infer<z.ZodObject<typeof elementShape>>;

/** What a new element of a type starts with, besides its id and type. */
export type ElementDefaults = Partial<Omit<ElementCommonFields, 'id' | 'type'>> & {
  readonly [key: string]: unknown;
};

/** Answers keyed by element (question) id. */
export type Answers = Readonly<Record<string, unknown>>;

/** docs/product.md §B3 and §B7, `GET /api/datasets?dataset={name}`: a dataset's choices, each with its value and display text. */
export const datasetItemSchema = z.object({ value: z.string(), display: z.string() });
export const datasetItemsSchema = z.array(datasetItemSchema);
