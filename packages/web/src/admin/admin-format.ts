import { parseCreatedAt } from '../forms/format';

const pad = (value: number) => String(value).padStart(2, '0');

/** spec: app-shell §2 and §9, admin dates as DD.MM.YYYY, hh:mm:ss (local time, 24-hour); '—' when unreadable. */
export function formatAdminDate(value: string | number | null | undefined): string {
  const date = value === null || value === undefined ? null : parseCreatedAt(value);
  if (!date) return '—';
  const day = `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
  return `${day}, ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** The same moment for a <time dateTime>; undefined when unreadable. */
export function isoDate(value: string | number | null | undefined): string | undefined {
  const date = value === null || value === undefined ? null : parseCreatedAt(value);
  return date?.toISOString();
}
