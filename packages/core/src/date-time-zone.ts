// docs/product.md §B5 — date-time answers are converted to ISO time using the
// Europe/Paris zone on submission. A datetime-local value has no zone; it is
// read as Paris wall-clock time and written with Paris's offset at that moment.
// The DateTime element's readAnswer applies it (elements/date-time.ts), so the
// server and the visitor's page read the same answer.

export const DATE_TIME_ZONE = 'Europe/Paris';

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

// Making an Intl.DateTimeFormat costs tens of microseconds, formatting with one about one: a CSV
// of a million rows dates each row, so each zone keeps its formatter. Only zones Intl accepts get
// one (an unknown zone throws before it is kept), so the map is bounded by the IANA zone names.
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallClockFormats.set(timeZone, format);
  }
  return format;
}

/** The wall clock of a zone at an instant: year, month (1–12), day, hour (0–23), minute, second. */
function wallClock(utcMs: number, timeZone: string) {
  const parts = wallClockFormat(timeZone).formatToParts(new Date(utcMs));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** Minutes the zone is ahead of UTC at the given instant. */
function zoneOffsetMinutes(utcMs: number, timeZone: string): number {
  const { year, month, day, hour, minute, second } = wallClock(utcMs, timeZone);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  return Math.round((asUtc - Math.floor(utcMs / 1000) * 1000) / 60_000);
}

const pad = (n: number) => String(Math.abs(n)).padStart(2, '0');

/**
 * '2026-07-01T10:30' → '2026-07-01T10:30:00+02:00'. Values that already carry a
 * zone are kept; anything unreadable comes back unchanged for the validator to refuse.
 */
export function toZonedIso(value: string, timeZone: string = DATE_TIME_ZONE): string {
  const match = LOCAL.exec(value.trim());
  if (!match) return value;
  const [, y, mo, d, h, mi, s] = match.map(Number) as [number, number, number, number, number, number, number];
  const wallAsUtc = Date.UTC(y, mo - 1, d, h, mi, Number.isNaN(s) ? 0 : s);
  // Two passes settle the offset across a daylight-saving change.
  let offset = zoneOffsetMinutes(wallAsUtc, timeZone);
  offset = zoneOffsetMinutes(wallAsUtc - offset * 60_000, timeZone);
  const sign = offset >= 0 ? '+' : '-';
  const local = `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6] ?? '00'}`;
  return `${local}${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

/**
 * A DateTime answer as stored (docs/product.md §B5): a single text, or each part of a
 * { start, end } range (docs/product.md §B3, dtStart and dtEnd), in Paris time.
 */
export function toZonedDateTimeAnswer(answer: unknown, timeZone: string = DATE_TIME_ZONE): unknown {
  if (typeof answer === 'string') return answer === '' ? answer : toZonedIso(answer, timeZone);
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) return answer;
  return Object.fromEntries(
    Object.entries(answer).map(([key, part]) => [
      key,
      typeof part === 'string' && part !== '' ? toZonedIso(part, timeZone) : part,
    ]),
  );
}

/** An instant as the zone's wall clock, 'YYYY-MM-DD hh:mm:ss' (24-hour), e.g. for a CSV whose header names the zone. */
export function zonedDateTimeText(instant: Date, timeZone: string): string {
  const { year, month, day, hour, minute, second } = wallClock(instant.getTime(), timeZone);
  return `${year}-${pad(month)}-${pad(day)} ${pad(hour)}:${pad(minute)}:${pad(second)}`;
}

/**
 * The instant a calendar day ('YYYY-MM-DD') begins in a zone, as stored instants are written
 * ('2026-11-24T23:00:00.000Z' for Paris's 25 November): day filters and "today" count the
 * owner's days, not UTC's.
 */
export function zonedDayStart(date: string, timeZone: string): string {
  return new Date(toZonedIso(`${date}T00:00`, timeZone)).toISOString();
}

/** The calendar day after 'YYYY-MM-DD'. */
export function nextDate(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** Today's calendar day in a zone, 'YYYY-MM-DD'. */
export const zonedToday = (timeZone: string, now = new Date()): string => zonedDateTimeText(now, timeZone).slice(0, 10);
