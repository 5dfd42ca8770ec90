import { DATE_RANGE_SEPARATOR } from '@formbuilder/core';
import { parseCreatedAt } from '../forms/format';
import { useLocale } from '../i18n/i18n-context';
import { usePreferences } from '../settings/settings-api';

// The one way every screen shows a date: in the owner's time zone (their preference, the
// browser's until they choose one), in the locale of the app's language (docs/product.md, "The
// owner app's language"): Intl.DateTimeFormat's medium date and time, with seconds ('27 nov.
// 2026, 10:00:00' in French, 'Nov 24, 2026, 10:00:00 AM' in American English). A visitor's
// DateTime answer reads the same way; a Date answer is a calendar day, shown as the locale's
// date in no zone at all.

type DateValue = string | number | null | undefined;

/** A calendar day with no time, as the date input sends it. */
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface DateFormat {
  /** The IANA zone the dates are shown in. */
  timeZone: string;
  /** An instant (ISO or SQL text in UTC, or epoch ms) as date and time; '—' when unreadable. */
  dateTime(value: DateValue): string;
  /** The same instant as the day alone. */
  date(value: DateValue): string;
  /** A visitor's answer to a DateTime or Date question (a range's ends each formatted); other answers as they are. */
  answer(type: string | undefined, text: string): string;
}

/** The zone the browser runs in. */
export function browserTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The moment for a <time dateTime>; undefined when unreadable. */
export function isoDate(value: DateValue): string | undefined {
  const date = value === null || value === undefined ? null : parseCreatedAt(value);
  return date?.toISOString();
}

const formats = new Map<string, DateFormat>();

/** The format of dates in `timeZone`, in `locale` (the browser's when left out); made once per zone and locale. */
export function dateFormat(timeZone: string, locale?: string): DateFormat {
  const key = `${locale ?? ''}|${timeZone}`;
  const known = formats.get(key);
  if (known) return known;
  const dateTimeFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium', timeZone });
  const dayFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone });
  // A calendar day names no instant: read and shown at UTC midnight, it stays the same day everywhere.
  const calendarDayFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const via = (format: Intl.DateTimeFormat) => (value: DateValue) => {
    const date = value === null || value === undefined ? null : parseCreatedAt(value);
    return date ? format.format(date) : '—';
  };
  const dateTime = via(dateTimeFormat);
  const date = via(dayFormat);
  const part = (type: string, text: string) => {
    if (CALENDAR_DAY.test(text)) return calendarDayFormat.format(new Date(`${text}T00:00:00Z`));
    if (Number.isNaN(Date.parse(text))) return text;
    return type === 'Date' ? date(text) : dateTime(text);
  };
  const format: DateFormat = {
    timeZone,
    dateTime,
    date,
    answer: (type, text) =>
      type === 'DateTime' || type === 'Date'
        ? text
            .split(DATE_RANGE_SEPARATOR)
            .map((end) => part(type, end.trim()))
            .join(DATE_RANGE_SEPARATOR)
        : text,
  };
  formats.set(key, format);
  return format;
}

/**
 * The owner's date format, in the app's locale; null while their preference is being read, so that no screen shows
 * dates in one zone and then jumps to another. When the preference cannot be read, the browser's zone.
 */
export function useDateFormat(): DateFormat | null {
  const preferences = usePreferences();
  const { locale } = useLocale();
  if (preferences.isPending) return null;
  return dateFormat(preferences.data?.timeZone ?? browserTimeZone(), locale);
}

/** An instant as <time>, in the owner's format; empty until their zone is known (never shown in another first). */
export function DateTime({ value, className }: { value: DateValue; className?: string }) {
  const dates = useDateFormat();
  return (
    <time className={className} dateTime={isoDate(value)}>
      {dates?.dateTime(value)}
    </time>
  );
}
