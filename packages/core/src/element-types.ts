import { z } from 'zod';

// spec: builder §3, element table. Kept apart from the registry so schemas
// (permissions, elements) can list the types without loading every module.
export const ELEMENT_TYPES = [
  'Address',
  'LocationAddress',
  'TextBox',
  'Number',
  'DateTime',
  'Date',
  'File',
  'URLParam',
  'TextArea',
  'Radio',
  'Checkbox',
  'RatingScale',
  'Email',
  'Button',
  'Header',
  'Description',
  'PageBreak',
  'Separator',
  'Dropdown',
  'Phone',
  'List',
  'Name',
  'NetPromoterScore',
  'Image',
] as const;

export const elementTypeSchema = z.enum(ELEMENT_TYPES);
export type ElementType = z.infer<typeof elementTypeSchema>;

export function isElementType(value: unknown): value is ElementType {
  return elementTypeSchema.safeParse(value).success;
}

// spec: builder §3, datasets selectable for a question
export const DATASET_NAMES = [
  'countries',
  'countriesWithFlags',
  'usStates',
  'months',
  'years',
  'daysOfWeek',
  'daysOfMonth',
] as const;
export type DatasetName = (typeof DATASET_NAMES)[number];
