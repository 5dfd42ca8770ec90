import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from './idempotency-key';

describe('a page view’s idempotency key', () => {
  it('is a version 7 UUID that the page’s script sends as it is', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // The script's own check (renderer/src/client/submit.ts) lets it through.
    expect(key).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
  });

  it('sorts by the time it was made, and differs within one millisecond', () => {
    const earlier = newIdempotencyKey(Date.UTC(2026, 10, 25, 1, 0, 0));
    const later = newIdempotencyKey(Date.UTC(2026, 10, 25, 1, 0, 1));
    expect(earlier < later).toBe(true);
    const now = Date.now();
    const same = new Set(Array.from({ length: 1000 }, () => newIdempotencyKey(now)));
    expect(same.size).toBe(1000);
    expect([...same].every((key) => key.slice(0, 13) === newIdempotencyKey(now).slice(0, 13))).toBe(true);
  });
});
