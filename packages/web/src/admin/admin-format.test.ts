import { describe, expect, it } from 'vitest';
import { formatAdminDate, isoDate } from './admin-format';

describe('formatAdminDate (spec: app-shell §9, DD.MM.YYYY, hh:mm:ss)', () => {
  it('pads every part and uses the 24-hour clock', () => {
    const local = new Date(2026, 0, 5, 17, 8, 9);
    expect(formatAdminDate(local.toISOString())).toBe('05.01.2026, 17:08:09');
    expect(formatAdminDate(local.getTime())).toBe('05.01.2026, 17:08:09');
  });

  it('reads the database’s SQL text as UTC', () => {
    const expected = formatAdminDate(Date.UTC(2026, 10, 24, 9, 30, 0));
    expect(formatAdminDate('2026-11-24 09:30:00')).toBe(expected);
    expect(isoDate('2026-11-24 09:30:00')).toBe('2026-11-24T09:30:00.000Z');
  });

  it('shows a dash for what it cannot read', () => {
    expect(formatAdminDate('not a date')).toBe('—');
    expect(formatAdminDate(null)).toBe('—');
    expect(isoDate(undefined)).toBeUndefined();
  });
});
