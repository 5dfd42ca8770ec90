import { toZonedIso, zonedDateTimeText } from '@formbuilder/core';

// The schedule's instants are kept in UTC and entered and shown in the owner's time zone
// (docs/product.md, "A form's life"): a datetime-local input's 'YYYY-MM-DDTHH:mm' is a wall
// clock time in that zone.

/** An instant (ISO text) as a datetime-local value in `timeZone`; '' for none. */
export function toZonedInput(iso: string | null, timeZone: string): string {
  const ms = iso === null ? Number.NaN : Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  return zonedDateTimeText(new Date(ms), timeZone).slice(0, 16).replace(' ', 'T');
}

/** A datetime-local value read in `timeZone` as an ISO instant in UTC; null for an empty or unreadable value. */
export function fromZonedInput(value: string, timeZone: string): string | null {
  const ms = value === '' ? Number.NaN : Date.parse(toZonedIso(value, timeZone));
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}
