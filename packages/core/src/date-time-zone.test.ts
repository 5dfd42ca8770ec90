import { describe, expect, it } from 'vitest';
import { toZonedIso } from './date-time-zone';

describe('date-time answers in Europe/Paris (spec: builder §5)', () => {
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
