import type { ElementType } from '@formbuilder/core';

// How the palette presents the element types, so that a first hour is easy: in groups with headings, the types a form needs most first
// within each group. docs/product.md names the types and their display names (docs/product.md
// §B3 table); grouping is the palette's own, so it lives here rather than in core's registry.
// Each type's one-line description is in the owner app's catalogue ('builder.palette.line.…'):
// a few words telling it apart from its neighbours (Address and Location Address above all),
// short enough for one line of a phone's card.

export const PALETTE_GROUP_NAMES = ['Text', 'Choice', 'Contact', 'Date and time', 'Layout', 'Advanced'] as const;
export type PaletteGroupName = (typeof PALETTE_GROUP_NAMES)[number];

interface CatalogueEntry {
  group: PaletteGroupName;
}

/**
 * Every element type, in the order the palette shows them within their group.
 * A Record so that a new element type cannot be forgotten here.
 */
export const PALETTE_CATALOGUE: Readonly<Record<ElementType, CatalogueEntry>> = {
  TextBox: { group: 'Text' },
  TextArea: { group: 'Text' },
  Number: { group: 'Text' },
  List: { group: 'Text' },
  Radio: { group: 'Choice' },
  Checkbox: { group: 'Choice' },
  Dropdown: { group: 'Choice' },
  RatingScale: { group: 'Choice' },
  NetPromoterScore: { group: 'Choice' },
  Name: { group: 'Contact' },
  Email: { group: 'Contact' },
  Phone: { group: 'Contact' },
  Address: { group: 'Contact' },
  LocationAddress: { group: 'Contact' },
  Date: { group: 'Date and time' },
  DateTime: { group: 'Date and time' },
  Header: { group: 'Layout' },
  Description: { group: 'Layout' },
  Image: { group: 'Layout' },
  Separator: { group: 'Layout' },
  PageBreak: { group: 'Layout' },
  Button: { group: 'Layout' },
  File: { group: 'Advanced' },
  URLParam: { group: 'Advanced' },
};

/** The types in palette order: group by group, each group in its catalogue order. */
export const PALETTE_ORDER: readonly ElementType[] = PALETTE_GROUP_NAMES.flatMap((group) =>
  (Object.keys(PALETTE_CATALOGUE) as ElementType[]).filter((type) => PALETTE_CATALOGUE[type].group === group),
);
