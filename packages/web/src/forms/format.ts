// Display rules of the forms list (docs/product.md §A2 Forms list). Counts and the unread
// badge (§A9) come from core's formatCount and unreadBadge.

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "Created: time since creation", e.g. "3 days ago" (in `locale`); `justNow` under a minute. */
export function timeSince(date: Date, now: Date = new Date(), locale = 'en', justNow = 'just now'): string {
  const seconds = Math.max(0, (now.getTime() - date.getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of RELATIVE_UNITS) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return justNow;
}

const SQL_UTC_TIMESTAMP = /^\d{4}-\d\d-\d\d \d\d:\d\d(?::\d\d(?:\.\d+)?)?$/;

/** created_at may arrive as ISO text, SQL text in UTC or epoch milliseconds; null when unreadable. */
export function parseCreatedAt(value: string | number): Date | null {
  const text = typeof value === 'string' && SQL_UTC_TIMESTAMP.test(value) ? `${value.replace(' ', 'T')}Z` : value;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A form without a title still needs words in links and labels (`untitled`, in the app's language). */
export function formDisplayTitle(form: { title: string }, untitled = 'Untitled form'): string {
  return form.title.trim() || untitled;
}
