import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BASE_DELAY_MS, enqueue, KEEP_DONE_MS, MAX_ATTEMPTS, retryDelayMs, RUNNERS, startOutboxWorker } from './outbox';
import { PRUNE_EVERY_SECONDS } from '../http/rate-limit';
import { startTestServer, testDialects, type TestServer } from '../test/test-server';

const quietLog = { error: () => undefined };

describe('retry delays', () => {
  it('double with each try, half fixed and half random', () => {
    expect([1, 2, 3].map((attempt) => retryDelayMs(attempt, () => 0))).toEqual([
      BASE_DELAY_MS / 2,
      BASE_DELAY_MS,
      BASE_DELAY_MS * 2,
    ]);
    expect([1, 2, 3].map((attempt) => retryDelayMs(attempt, () => 1))).toEqual([
      BASE_DELAY_MS,
      BASE_DELAY_MS * 2,
      BASE_DELAY_MS * 4,
    ]);
    const spread = new Set(Array.from({ length: 20 }, () => retryDelayMs(4)));
    expect(spread.size).toBeGreaterThan(1);
  });
});

describe.each(testDialects)('outbox (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    // The server's own worker knows only its real job kinds; keep it off these rows.
    await server.outbox.stop();
  });
  afterAll(() => server.close());

  it('runs a job once and marks it done', async () => {
    const seen: unknown[] = [];
    const worker = startOutboxWorker(
      server.db.kysely,
      dialect,
      { note: (p) => Promise.resolve(void seen.push(p)) },
      quietLog,
      60_000,
    );
    await enqueue(server.db.kysely, 'note', { hello: 'world' });
    expect(await worker.drain()).toBe(1);
    expect(await worker.drain()).toBe(0);
    expect(seen).toEqual([{ hello: 'world' }]);
    await worker.stop();
  });

  it('runs several jobs side by side, each once, so one slow receiver does not hold the others back', async () => {
    let running = 0;
    let most = 0;
    const seen: number[] = [];
    const slow = async (payload: unknown) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 50));
      seen.push((payload as { n: number }).n);
      running -= 1;
    };
    const worker = startOutboxWorker(server.db.kysely, dialect, { slow }, quietLog, 60_000);
    for (let n = 0; n < RUNNERS * 3; n += 1) await enqueue(server.db.kysely, 'slow', { n });
    expect(await worker.drain()).toBe(RUNNERS * 3);
    expect(most).toBe(RUNNERS);
    expect(seen.sort((a, b) => a - b)).toEqual(Array.from({ length: RUNNERS * 3 }, (_, n) => n));
    await worker.stop();
  });

  it('retries a failing job later with back-off and parks it after the last try', async () => {
    let calls = 0;
    const worker = startOutboxWorker(
      server.db.kysely,
      dialect,
      { flaky: () => Promise.reject(new Error(`down ${++calls}`)) },
      quietLog,
      60_000,
    );
    await enqueue(server.db.kysely, 'flaky', {});
    expect(await worker.drain()).toBe(1);
    const row = await server.db.kysely
      .selectFrom('outbox')
      .selectAll()
      .where('kind', '=', 'flaky')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', attempts: 1, last_error: 'down 1' });
    expect(Date.parse(row.run_at)).toBeGreaterThan(Date.now());
    // Not due yet: nothing runs.
    expect(await worker.drain()).toBe(0);
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt += 1) {
      await server.db.kysely
        .updateTable('outbox')
        .set({ run_at: new Date(0).toISOString() })
        .where('id', '=', row.id)
        .execute();
      await worker.drain();
    }
    const parked = await server.db.kysely
      .selectFrom('outbox')
      .selectAll()
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(parked).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, last_error: `down ${MAX_ATTEMPTS}` });
    await worker.stop();
  });

  it('claims again a row whose worker died: its lease ran out, and a live lease is left alone', async () => {
    const seen: unknown[] = [];
    const worker = startOutboxWorker(
      server.db.kysely,
      dialect,
      { leased: (p) => Promise.resolve(void seen.push(p)) },
      quietLog,
      60_000,
    );
    const at = (ms: number) => new Date(Date.now() + ms).toISOString();
    const row = (lease: number, n: number) => ({
      kind: 'leased',
      payload: JSON.stringify({ n }),
      status: 'running',
      attempts: 0,
      run_at: at(lease),
      created_at: at(-120_000),
      updated_at: at(-120_000),
    });
    // One claimed two minutes ago by a process that died (lease over), one claimed just now.
    await server.db.kysely
      .insertInto('outbox')
      .values([row(-60_000, 1), row(50_000, 2)])
      .execute();
    expect(await worker.drain()).toBe(1);
    expect(seen).toEqual([{ n: 1 }]);
    const statuses = await server.db.kysely
      .selectFrom('outbox')
      .select('status')
      .where('kind', '=', 'leased')
      .orderBy('id')
      .execute();
    expect(statuses.map((r) => r.status)).toEqual(['done', 'running']);
    await worker.stop();
  });

  describe('pruning', () => {
    const t0 = Date.UTC(2027, 0, 1);
    const day = 24 * 60 * 60 * 1000;
    afterEach(() => vi.useRealTimers());

    const addRow = async (status: 'done' | 'failed', updatedAt: number) => {
      const at = new Date(updatedAt).toISOString();
      const row = await server.db.kysely
        .insertInto('outbox')
        .values({ kind: 'pruned-note', payload: '{}', status, attempts: 1, run_at: at, created_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    };
    const remaining = async (ids: number[]) =>
      (await server.db.kysely.selectFrom('outbox').select('id').where('id', 'in', ids).orderBy('id').execute()).map(
        (row) => row.id,
      );

    it('deletes delivered rows after a week, at most once a minute, and keeps parked ones', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: t0 });
      const worker = startOutboxWorker(server.db.kysely, dialect, {}, quietLog, 60_000);
      const oldDone = await addRow('done', t0 - KEEP_DONE_MS - 1000);
      const recentDone = await addRow('done', t0 - 6 * day);
      const oldFailed = await addRow('failed', t0 - 30 * day);
      await worker.drain();
      expect(await remaining([oldDone, recentDone, oldFailed])).toEqual([recentDone, oldFailed]);

      // Another old row waits for the next minute: one delete per minute per process.
      const lateDone = await addRow('done', t0 - 8 * day);
      vi.setSystemTime(t0 + (PRUNE_EVERY_SECONDS - 1) * 1000);
      await worker.drain();
      expect(await remaining([lateDone])).toEqual([lateDone]);
      vi.setSystemTime(t0 + PRUNE_EVERY_SECONDS * 1000);
      await worker.drain();
      expect(await remaining([lateDone, recentDone, oldFailed])).toEqual([recentDone, oldFailed]);
      await worker.stop();
    });
  });
});
