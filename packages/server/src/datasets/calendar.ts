import type { ParsedOption } from '@formbuilder/core';

// docs/product.md §B3, datasets months, years, daysOfWeek and daysOfMonth.
// Values are the words shown (not '01' or 'mon'), so entries and exports read
// as the respondent saw them.

const sameText = (text: string): ParsedOption => ({ value: text, display: text });

/** January … December; value = display = the English month name. */
export const months: readonly ParsedOption[] = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
].map(sameText);

/** Monday … Sunday (ISO 8601 order); value = display = the English day name. */
export const daysOfWeek: readonly ParsedOption[] = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
].map(sameText);

/** '1' … '31'; value = display. */
export const daysOfMonth: readonly ParsedOption[] = Array.from({ length: 31 }, (_, index) =>
  sameText(String(index + 1)),
);

export const YEARS_BACK = 100;

/** The current year and the 100 before it, newest first ('2025' … '1925'); value = display. */
export function years(now: Date = new Date()): ParsedOption[] {
  const current = now.getFullYear();
  return Array.from({ length: YEARS_BACK + 1 }, (_, index) => sameText(String(current - index)));
}
