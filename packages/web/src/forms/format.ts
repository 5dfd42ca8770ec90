// Display rules of the forms list (spec §2 Forms list, §9).

const COUNT_SUFFIXES = ['', 'k', 'm', 'b', 't'] as const;

/** Counts of 1000 or more are abbreviated with k, m, b or t, to 3 significant digits. */
export function formatCount(count: number): string {
  if (!Number.isFinite(count) || count < 1000) return String(Math.max(0, Math.trunc(count || 0)));
  let tier = Math.min(Math.floor(Math.log10(count) / 3), COUNT_SUFFIXES.length - 1);
  let scaled = Number((count / 1000 ** tier).toPrecision(3));
  // 999,950 rounds to 1000k: carry it over to 1m.
  if (scaled >= 1000 && tier < COUNT_SUFFIXES.length - 1) {
    tier += 1;
    scaled = Number((count / 1000 ** tier).toPrecision(3));
  }
  return `${scaled}${COUNT_SUFFIXES[tier] ?? ''}`;
}

/** The unread badge caps at 99. */
export function formatUnread(count: number): string {
  return count > 99 ? '99+' : String(count);
}

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "Created: time since creation", e.g. "3 days ago"; "just now" under a minute. */
export function timeSince(date: Date, now: Date = new Date(), locale = 'en'): string {
  const seconds = Math.max(0, (now.getTime() - date.getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of RELATIVE_UNITS) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return 'just now';
}

const SQL_UTC_TIMESTAMP = /^\d{4}-\d\d-\d\d \d\d:\d\d(?::\d\d(?:\.\d+)?)?$/;

/** created_at may arrive as ISO text, SQL text in UTC or epoch milliseconds; null when unreadable. */
export function parseCreatedAt(value: string | number): Date | null {
  const text = typeof value === 'string' && SQL_UTC_TIMESTAMP.test(value) ? `${value.replace(' ', 'T')}Z` : value;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}
