// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { parseCreatedAt, timeSince } from './format';

describe('timeSince and parseCreatedAt', () => {
  const now = new Date('2026-11-22T12:00:00Z');

  it('says how long ago a form was created', () => {
    expect(timeSince(new Date('2026-11-22T11:59:30Z'), now)).toBe('just now');
    expect(timeSince(new Date('2026-11-22T09:00:00Z'), now)).toBe('3 hours ago');
    expect(timeSince(new Date('2026-11-21T12:00:00Z'), now)).toBe('yesterday');
    expect(timeSince(new Date('2025-11-01T12:00:00Z'), now)).toBe('last year');
  });

  it('reads ISO text, SQL text in UTC and epoch milliseconds', () => {
    expect(parseCreatedAt('2026-11-22T09:00:00.000Z')?.toISOString()).toBe('2026-11-22T09:00:00.000Z');
    expect(parseCreatedAt('2026-11-22 09:00:00')?.toISOString()).toBe('2026-11-22T09:00:00.000Z');
    expect(parseCreatedAt(Date.UTC(2026, 10, 22, 9))?.toISOString()).toBe('2026-11-22T09:00:00.000Z');
    expect(parseCreatedAt('not a date')).toBeNull();
  });
});
