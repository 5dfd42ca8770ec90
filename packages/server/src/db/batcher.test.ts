import { describe, expect, it } from 'vitest';
import { createBatcher } from './batcher';

describe('group commit batcher', () => {
  it('writes concurrent items together and answers each its own result', async () => {
    const batches: number[][] = [];
    const batcher = createBatcher<number, number>(
      async (items) => {
        batches.push(items);
        await new Promise((r) => setTimeout(r, 5));
        return items.map((i) => i * 10);
      },
      (item) => Promise.resolve(item * 10),
    );
    const results = await Promise.all([1, 2, 3].map((n) => batcher.run(n)));
    expect(results).toEqual([10, 20, 30]);
    expect(batches).toEqual([[1, 2, 3]]);
    const later = await Promise.all([batcher.run(4), batcher.run(5)]);
    expect(later).toEqual([40, 50]);
  });

  it('falls back to one write each when the batch fails, so one bad item fails alone', async () => {
    const batcher = createBatcher<number, number>(
      (items) => (items.includes(2) ? Promise.reject(new Error('duplicate')) : Promise.resolve(items)),
      (item) => (item === 2 ? Promise.reject(new Error('duplicate')) : Promise.resolve(item)),
    );
    const results = await Promise.allSettled([1, 2, 3].map((n) => batcher.run(n)));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('keeps batches within the maximum size', async () => {
    const sizes: number[] = [];
    const batcher = createBatcher<number, number>(
      (items) => {
        sizes.push(items.length);
        return Promise.resolve(items);
      },
      (item) => Promise.resolve(item),
      2,
    );
    await Promise.all([1, 2, 3, 4, 5].map((n) => batcher.run(n)));
    expect(sizes).toEqual([2, 2, 1]);
  });
});

describe('group commit batcher with several writers', () => {
  it('runs up to `concurrency` batches side by side, and no more', async () => {
    // Every batch waits at a gate that opens once all twelve items are in: no timer decides how
    // many overlap, so a busy machine cannot change the outcome.
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    let active = 0;
    let most = 0;
    const batcher = createBatcher<number, number>(
      async (items) => {
        active += 1;
        most = Math.max(most, active);
        await gate;
        active -= 1;
        return items;
      },
      (item) => Promise.resolve(item),
      1,
      3,
    );
    const results: Promise<number>[] = [];
    for (let i = 0; i < 12; i += 1) {
      results.push(batcher.run(i));
      // Lets a scheduled batch start before the next item arrives.
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(active).toBe(3);
    open();
    expect(await Promise.all(results)).toEqual(Array.from({ length: 12 }, (_, i) => i));
    expect(most).toBe(3);
  });

  it('tells how long it has been idle: 0 while writes wait or are written (background writes wait for a lull)', async () => {
    let release = () => {};
    const batcher = createBatcher<number, number>(
      (items) => new Promise((resolve) => (release = () => resolve(items))),
      (item) => Promise.resolve(item),
    );
    const written = batcher.run(1);
    expect(batcher.idleMs()).toBe(0);
    await new Promise((r) => setImmediate(r));
    expect(batcher.idleMs()).toBe(0);
    release();
    await written;
    await new Promise((r) => setTimeout(r, 20));
    expect(batcher.idleMs()).toBeGreaterThanOrEqual(15);
  });
});
