import { z } from 'zod';
import type { ElementType } from '../element-types';
import { PAGE_BREAK_BUTTON_TEXT_MAX_LENGTH, RATING_TOP_LIMIT_MAX, RATING_TOP_LIMIT_MIN } from '../limits';
import { alignmentSchema } from './alignment';
import { FILE_UPLOAD_MAX_MB } from './file';
import { acceptProblem } from './file-types';
import { PAGE_BREAK_STYLES } from './page-break';

// Each element type's own fields and their shapes (docs/product.md §B3 table), for the
// builder and the server. They live apart from the element modules so that what runs
// on the visitor's page (validate, isFilled, format) loads no zod (docs/architecture.md, "The visitor's script");
// registry.ts joins them back into each ElementDefinition.

// A settings box may hold a number or the text typed into it.
const numericSetting = z.union([z.number(), z.string()]).nullable().optional();
const expectedAnswer = z
  .union([z.string(), z.array(z.string())])
  .nullable()
  .optional();

// docs/product.md §B3, Address: inseeFilter, geographicPriorityLat, geographicPriorityLong
export const addressSettings = z.looseObject({
  inseeFilter: z.string().optional(),
  geographicPriorityLat: numericSetting,
  geographicPriorityLong: numericSetting,
});

// docs/product.md §B3 table, Number (1): minValue, maxValue (docs/product.md §B5, the input's min and max)
export const numberSettings = z.looseObject({ minValue: numericSetting, maxValue: numericSetting });

// docs/product.md §B3 table, DateTime (1): dtStart and dtEnd flags
export const dateTimeSettings = z.looseObject({ dtStart: z.boolean().optional(), dtEnd: z.boolean().optional() });

// docs/product.md §B3 table, URLParam (1): searchUrlParam, hidden
export const urlParamSettings = z.looseObject({
  searchUrlParam: z.string().optional(),
  hidden: z.boolean().optional(),
});

// docs/product.md §B3 table, Radio 'Single Choice' (3)
export const radioSettings = z.looseObject({
  editor: z.boolean().optional(),
  editorForOptions: z.boolean().optional(),
  isUnselectable: z.boolean().optional(),
  unselectButtonText: z.string().optional(),
  // quiz: the option value counted as correct (see quiz.ts)
  expectedAnswer,
  answerExplanation: z.string().optional(),
  answerLabelText: z.string().optional(),
});

// docs/product.md §B3 table, Checkbox 'Multiple Choice' (4): options, toggle
export const checkboxSettings = z.looseObject({ expectedAnswer });

// docs/product.md §B3 table, RatingScale (6)
export const ratingScaleSettings = z.looseObject({
  ratingScaleFloat: z.enum(['Left', 'Center', 'Right']).optional(),
  ratingScaleOptionType: z.enum(['Numbers', 'Stars']).optional(),
  ratingScaleOptionTopLimit: z.number().int().min(RATING_TOP_LIMIT_MIN).max(RATING_TOP_LIMIT_MAX).optional(),
});

export const buttonSettings = z.looseObject({ buttonText: z.string().optional() });

// docs/product.md §B3 table, Header (14): label, sublabel, separator flag, alignment
export const headerSettings = z.looseObject({
  sublabel: z.string().optional(),
  separator: z.boolean().optional(),
  alignment: alignmentSchema.optional(),
});

// docs/product.md §B3 table and §B9, Description (14)
export const descriptionSettings = z.looseObject({
  alignment: alignmentSchema.optional(),
  fontSize: z.number().positive().optional(),
  fontColor: z.string().optional(),
});

export const pageBreakStyleSchema = z.enum(PAGE_BREAK_STYLES);

// docs/product.md §B5, page break button texts 32 characters maximum
const buttonText = z.string().max(PAGE_BREAK_BUTTON_TEXT_MAX_LENGTH).optional();
export const pageBreakSettings = z.looseObject({
  nextButtonText: buttonText,
  previousButtonText: buttonText,
  submitButtonText: buttonText,
  style: pageBreakStyleSchema.optional(),
  pageNumber: z.number().int().positive().optional(),
  maxPages: z.number().int().positive().optional(),
});

// docs/product.md §B3 table, Dropdown, "a setting to mark as link" (see dropdownLink)
export const dropdownSettings = z.looseObject({ isLink: z.boolean().optional() });

/**
 * docs/product.md "Files before upload", File: `maxFileMb`, the largest file the question takes in
 * MB; more than 0 and not above the server's limit for one file. Null or absent: the server's limit.
 */
export const fileMaxMbSchema = z
  .number({ error: 'Give the largest file size as a number of MB, like 2 or 0.5.' })
  .refine(Number.isFinite, 'Give the largest file size as a number of MB, like 2 or 0.5.')
  .gt(0, 'The largest file size must be more than 0 MB (leave it empty for the server’s limit).')
  .max(
    FILE_UPLOAD_MAX_MB,
    `The largest file size can be at most ${String(FILE_UPLOAD_MAX_MB)} MB, the server’s limit for one file.`,
  );

// docs/product.md "Files before upload", File: `accept`, the types the question takes (empty: all
// the server takes); each entry an extension or a MIME type the server takes at all.
export const fileSettings = z.looseObject({
  maxFileMb: fileMaxMbSchema.nullable().optional(),
  accept: z
    .string()
    .superRefine((accept, ctx) => {
      const problem = acceptProblem(accept);
      if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
    })
    .optional(),
});

// Types without fields of their own keep whatever they carry.
const noSettings = z.looseObject({});

export const elementSettings: Readonly<Record<ElementType, z.ZodType>> = {
  Address: addressSettings,
  // docs/product.md §B3, LocationAddress: the same settings as Address
  LocationAddress: addressSettings,
  TextBox: noSettings,
  Number: numberSettings,
  DateTime: dateTimeSettings,
  Date: noSettings,
  File: fileSettings,
  URLParam: urlParamSettings,
  TextArea: noSettings,
  Radio: radioSettings,
  Checkbox: checkboxSettings,
  RatingScale: ratingScaleSettings,
  Email: noSettings,
  Button: buttonSettings,
  Header: headerSettings,
  Description: descriptionSettings,
  PageBreak: pageBreakSettings,
  Separator: noSettings,
  Dropdown: dropdownSettings,
  Phone: noSettings,
  List: noSettings,
  Name: noSettings,
  NetPromoterScore: noSettings,
  Image: noSettings,
};

// docs/product.md §B3, LocationAddress submits an address and a location (a GeoJSON
// point, coordinates [longitude, latitude]); the element checks it with isGeoPoint.
export const locationSchema = z.object({
  type: z.literal('Point'),
  coordinates: z.tuple([z.number(), z.number()]),
});
export const locationAddressAnswerSchema = z.looseObject({
  address: z.unknown(),
  location: locationSchema.nullable().optional(),
});
