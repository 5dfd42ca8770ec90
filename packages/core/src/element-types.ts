// docs/product.md §B3, element table. Kept apart from the registry so schemas
// (permissions, elements) can list the types without loading every module, and
// free of zod so the visitor's script can check a type (docs/architecture.md, "The visitor's script").
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

export type ElementType = (typeof ELEMENT_TYPES)[number];

const KNOWN_TYPES: ReadonlySet<unknown> = new Set(ELEMENT_TYPES);

export function isElementType(value: unknown): value is ElementType {
  return KNOWN_TYPES.has(value);
}

// docs/product.md §B3, datasets selectable for a question
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
