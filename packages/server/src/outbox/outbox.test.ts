import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueue, MAX_ATTEMPTS, startOutboxWorker } from './outbox';
import { startTestServer, testDialects, type TestServer } from '../test/test-server';

const quietLog = { error: () => undefined };

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
    const worker = startOutboxWorker(server.db.kysely, dialect, { note: (p) => Promise.resolve(void seen.push(p)) }, quietLog, 60_000);
    await enqueue(server.db.kysely, 'note', { hello: 'world' });
    expect(await worker.drain()).toBe(1);
    expect(await worker.drain()).toBe(0);
    expect(seen).toEqual([{ hello: 'world' }]);
    await worker.stop();
  });

  it('retries a failing job later with back-off and parks it after the last try', async () => {
    let calls = 0;
    const worker = startOutboxWorker(server.db.kysely, dialect, { flaky: () => Promise.reject(new Error(`down ${++calls}`)) }, quietLog, 60_000);
    await enqueue(server.db.kysely, 'flaky', {});
    expect(await worker.drain()).toBe(1);
    const row = await server.db.kysely.selectFrom('outbox').selectAll().where('kind', '=', 'flaky').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', attempts: 1, last_error: 'down 1' });
    expect(Date.parse(row.run_at)).toBeGreaterThan(Date.now());
    // Not due yet: nothing runs.
    expect(await worker.drain()).toBe(0);
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt += 1) {
      await server.db.kysely.updateTable('outbox').set({ run_at: new Date(0).toISOString() }).where('id', '=', row.id).execute();
      await worker.drain();
    }
    const parked = await server.db.kysely.selectFrom('outbox').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
    expect(parked).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, last_error: `down ${MAX_ATTEMPTS}` });
    await worker.stop();
  });
});
