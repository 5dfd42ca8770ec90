import { describe, expect, it } from 'vitest';
import { fromZonedInput, toZonedInput } from './zoned-time';

describe('schedule times in the owner’s zone', () => {
  it('shows a UTC instant as the wall clock of the zone', () => {
    expect(toZonedInput('2026-07-01T10:00:00.000Z', 'Europe/Berlin')).toBe('2026-07-01T12:00');
    expect(toZonedInput('2026-01-15T10:00:00.000Z', 'Europe/Berlin')).toBe('2026-01-15T11:00');
    expect(toZonedInput('2026-01-15T10:00:00.000Z', 'America/New_York')).toBe('2026-01-15T05:00');
    expect(toZonedInput(null, 'UTC')).toBe('');
  });

  it('reads a wall clock time of the zone as its UTC instant, summer and winter', () => {
    expect(fromZonedInput('2026-07-01T12:00', 'Europe/Berlin')).toBe('2026-07-01T10:00:00.000Z');
    expect(fromZonedInput('2026-01-15T11:00', 'Europe/Berlin')).toBe('2026-01-15T10:00:00.000Z');
    expect(fromZonedInput('2026-03-29T12:00', 'Europe/Berlin')).toBe('2026-03-29T10:00:00.000Z');
    expect(fromZonedInput('2026-01-15T05:00', 'America/New_York')).toBe('2026-01-15T10:00:00.000Z');
    expect(fromZonedInput('', 'UTC')).toBeNull();
  });
});
