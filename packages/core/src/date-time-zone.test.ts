import { describe, expect, it } from 'vitest';
import { toZonedIso, zonedDateTimeText } from './date-time-zone';

describe('date-time answers in Europe/Paris (docs/product.md §B5)', () => {
  it('adds the winter offset (+01:00)', () => {
    expect(toZonedIso('2026-11-22T10:30')).toBe('2026-11-22T10:30:00+01:00');
  });
  it('adds the summer offset (+02:00)', () => {
    expect(toZonedIso('2026-07-01T23:15:05')).toBe('2026-07-01T23:15:05+02:00');
    expect(Date.parse(toZonedIso('2026-07-01T23:15'))).toBe(Date.parse('2026-07-01T21:15:00Z'));
  });
  it('gets the day of the change right', () => {
    expect(toZonedIso('2026-03-29T12:00')).toBe('2026-03-29T12:00:00+02:00');
    expect(toZonedIso('2026-10-25T12:00')).toBe('2026-10-25T12:00:00+01:00');
  });
  it('leaves zoned or unreadable values alone', () => {
    expect(toZonedIso('2026-07-01T10:00:00Z')).toBe('2026-07-01T10:00:00Z');
    expect(toZonedIso('tomorrow')).toBe('tomorrow');
  });
});

describe('an instant as a zone’s wall clock', () => {
  it('writes YYYY-MM-DD hh:mm:ss on the 24-hour clock, with each season’s offset', () => {
    expect(zonedDateTimeText(new Date('2026-01-15T09:30:00Z'), 'Europe/Paris')).toBe('2026-01-15 10:30:00');
    expect(zonedDateTimeText(new Date('2026-07-15T22:05:09Z'), 'Europe/Paris')).toBe('2026-07-16 00:05:09');
    expect(zonedDateTimeText(new Date('2026-01-15T09:30:00Z'), 'America/New_York')).toBe('2026-01-15 04:30:00');
    expect(zonedDateTimeText(new Date('2026-01-15T09:30:00Z'), 'UTC')).toBe('2026-01-15 09:30:00');
  });
});
