import type { ElementType } from '@formbuilder/core';

// How the palette presents the element types, so that a first hour is easy: in groups with headings, the types a form needs most first
// within each group, each with a one-line description. docs/product.md names the
// types and their display names (docs/product.md §B3 table); grouping and wording are
// the palette's own, so they live here rather than in core's registry.

export const PALETTE_GROUP_NAMES = ['Text', 'Choice', 'Contact', 'Date and time', 'Layout', 'Advanced'] as const;
export type PaletteGroupName = (typeof PALETTE_GROUP_NAMES)[number];

interface CatalogueEntry {
  group: PaletteGroupName;
  /**
   * A few words telling the type apart from its neighbours (Address and
   * Location Address above all), short enough for one line of a phone's card.
   */
  description: string;
}

/**
 * Every element type, in the order the palette shows them within their group.
 * A Record so that a new element type cannot be forgotten here.
 */
export const PALETTE_CATALOGUE: Readonly<Record<ElementType, CatalogueEntry>> = {
  TextBox: { group: 'Text', description: 'One line of text' },
  TextArea: { group: 'Text', description: 'Several lines' },
  Number: { group: 'Text', description: 'With min and max' },
  List: { group: 'Text', description: 'A list of items' },
  Radio: { group: 'Choice', description: 'Pick one option' },
  Checkbox: { group: 'Choice', description: 'Tick any options' },
  Dropdown: { group: 'Choice', description: 'One from a menu' },
  RatingScale: { group: 'Choice', description: 'Stars or numbers' },
  NetPromoterScore: { group: 'Choice', description: 'Recommend, 0–10' },
  Name: { group: 'Contact', description: 'First, last name' },
  Email: { group: 'Contact', description: 'Contact e-mail' },
  Phone: { group: 'Contact', description: 'With a dial code' },
  Address: { group: 'Contact', description: 'Postal address' },
  LocationAddress: { group: 'Contact', description: 'With a map point' },
  Date: { group: 'Date and time', description: 'Pick a day' },
  DateTime: { group: 'Date and time', description: 'Day and time' },
  Header: { group: 'Layout', description: 'Section title' },
  Description: { group: 'Layout', description: 'A paragraph' },
  Image: { group: 'Layout', description: 'A picture' },
  Separator: { group: 'Layout', description: 'A dividing line' },
  PageBreak: { group: 'Layout', description: 'Start a new page' },
  Button: { group: 'Layout', description: 'Sends the form' },
  File: { group: 'Advanced', description: 'Attach a file' },
  URLParam: { group: 'Advanced', description: 'Hidden, from URL' },
};

/** The types in palette order: group by group, each group in its catalogue order. */
export const PALETTE_ORDER: readonly ElementType[] = PALETTE_GROUP_NAMES.flatMap((group) =>
  (Object.keys(PALETTE_CATALOGUE) as ElementType[]).filter((type) => PALETTE_CATALOGUE[type].group === group),
);
