import type { RenderMode } from './types';

// The format a date question expects, said under its native picker. The server
// draws the page once for every visitor, so it says the ISO form a browser without a picker
// takes as text; the visitor's script (client/inputs.ts) says the order the browser's own
// picker shows, which follows the visitor's locale.

export type DateInputKind = 'date' | 'datetime-local';

const ISO_FORMATS: Record<DateInputKind, string> = { date: 'YYYY-MM-DD', 'datetime-local': 'YYYY-MM-DD hh:mm' };

const PART_PATTERNS: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {
  year: 'YYYY',
  month: 'MM',
  day: 'DD',
  hour: 'hh',
  minute: 'mm',
  dayPeriod: 'AM/PM',
};

/** 'Format: MM/DD/YYYY' for 'en-US'; without a locale, the ISO form. */
export function dateFormatHint(kind: DateInputKind, locale?: string): string {
  if (locale === undefined) return `Format: ${ISO_FORMATS[kind]}`;
  const time: Intl.DateTimeFormatOptions = kind === 'date' ? {} : { hour: '2-digit', minute: '2-digit' };
  const parts = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...time,
  }).formatToParts(new Date(2026, 11, 31, 14, 30));
  // Intl puts narrow no-break spaces before AM/PM: plain spaces read the same.
  return `Format: ${parts.map((part) => PART_PATTERNS[part.type] ?? part.value.replace(/\s/g, ' ')).join('')}`;
}

/**
 * The hint as a mode draws it: the public page, drawn on the server, says the ISO form (its
 * script then says the visitor's order); the builder and the preview, drawn in the owner's
 * browser, say that browser's order at once.
 */
export function dateHintFor(kind: DateInputKind, mode: RenderMode): string {
  return dateFormatHint(kind, mode !== 'renderer' && typeof navigator !== 'undefined' ? navigator.language : undefined);
}
