import type { ElementType } from '@formbuilder/core';

// How the palette presents the element types (issue #14, "a first hour as good
// as Tally's"): in groups with headings, the types a form needs most first
// within each group, each with a one-line description. The spec names the
// types and their display names (builder §3 table); grouping and wording are
// the palette's own, so they live here rather than in core's registry.

export const PALETTE_GROUP_NAMES = ['Text', 'Choice', 'Contact', 'Date and time', 'Layout', 'Advanced'] as const;
export type PaletteGroupName = (typeof PALETTE_GROUP_NAMES)[number];

interface CatalogueEntry {
  group: PaletteGroupName;
  /** One line telling the type apart from its neighbours (Address and Location Address above all). */
  description: string;
}

/**
 * Every element type, in the order the palette shows them within their group.
 * A Record so that a new element type cannot be forgotten here.
 */
export const PALETTE_CATALOGUE: Readonly<Record<ElementType, CatalogueEntry>> = {
  TextBox: { group: 'Text', description: 'One line of text' },
  TextArea: { group: 'Text', description: 'Several lines of text' },
  Number: { group: 'Text', description: 'A number, with limits' },
  List: { group: 'Text', description: 'Several answers, one per line' },
  Radio: { group: 'Choice', description: 'Pick one option' },
  Checkbox: { group: 'Choice', description: 'Tick any number of options' },
  Dropdown: { group: 'Choice', description: 'Pick one from a menu' },
  RatingScale: { group: 'Choice', description: 'A score in stars or numbers' },
  NetPromoterScore: { group: 'Choice', description: 'How likely to recommend, 0–10' },
  Name: { group: 'Contact', description: 'First and last name' },
  Email: { group: 'Contact', description: 'An e-mail address' },
  Phone: { group: 'Contact', description: 'A number with its dial code' },
  Address: { group: 'Contact', description: 'Street address, suggested as typed' },
  LocationAddress: { group: 'Contact', description: 'Address with its map position' },
  Date: { group: 'Date and time', description: 'A day from a calendar' },
  DateTime: { group: 'Date and time', description: 'A date and time, or a range' },
  Header: { group: 'Layout', description: 'A title for a section' },
  Description: { group: 'Layout', description: 'A paragraph of text' },
  Image: { group: 'Layout', description: 'A picture' },
  Separator: { group: 'Layout', description: 'A dividing line' },
  PageBreak: { group: 'Layout', description: 'Start a new page' },
  Button: { group: 'Layout', description: 'Sends the form' },
  File: { group: 'Advanced', description: 'The visitor attaches a file' },
  URLParam: { group: 'Advanced', description: 'Hidden value read from the link' },
};

/** The types in palette order: group by group, each group in its catalogue order. */
export const PALETTE_ORDER: readonly ElementType[] = PALETTE_GROUP_NAMES.flatMap((group) =>
  (Object.keys(PALETTE_CATALOGUE) as ElementType[]).filter((type) => PALETTE_CATALOGUE[type].group === group),
);
