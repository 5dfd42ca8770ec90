import net from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE, STORAGE_FULL, unavailableRefusal } from '../http/unavailable';
import { startTestServer, type TestServer } from '../test/test-server';
import { createFreeUser, createPublishedForm } from '../test/factories';
import { countRows } from './intake-testing';
import { anon } from '../test/requests';

// Faults: the database restarting or the disk full get a 503 in words with
// Retry-After, store nothing half-written, and the server recovers by itself.

const ELEMENTS = [
  { id: 1, type: 'TextBox', label: 'Name' },
  { id: 2, type: 'Button', buttonText: 'Send' },
] as const;

const submit = (server: TestServer, uuid: string, name: string) =>
  anon(server).post(`/form/view/${uuid}`, { q_1: name }, { headers: { accept: 'application/json' } });

describe('what counts as the database or the disk failing', () => {
  it.each([
    [{ code: 'ECONNREFUSED' }, DATABASE_UNAVAILABLE, '5'],
    [{ code: '57P01', message: 'terminating connection due to administrator command' }, DATABASE_UNAVAILABLE, '5'],
    [new Error('Connection terminated unexpectedly'), DATABASE_UNAVAILABLE, '5'],
    [{ code: 'ENOSPC' }, STORAGE_FULL, '60'],
    [{ code: 'ERR_SQLITE_ERROR', errcode: 13, message: 'database or disk is full' }, STORAGE_FULL, '60'],
  ])('%o is a 503', (error, message, retryAfter) => {
    const refusal = unavailableRefusal(error);
    expect(refusal).toMatchObject({ statusCode: 503, message });
    expect(String(refusal?.retryAfterSeconds)).toBe(retryAfter);
  });

  it('leaves other errors alone', () => {
    expect(unavailableRefusal(new Error('bug'))).toBeNull();
    expect(unavailableRefusal({ code: '23505' })).toBeNull();
    expect(unavailableRefusal(null)).toBeNull();
  });
});

describe('a full disk (SQLite)', () => {
  let server: TestServer;
  let form: { id: number; uuid: string };
  beforeAll(async () => {
    server = await startTestServer('sqlite');
    form = await createPublishedForm(server, await createFreeUser(server, 'owner@example.com'), [...ELEMENTS]);
  });
  afterAll(() => server.close());

  it('refuses submissions with 503 in words while full, keeps nothing half-written, and takes them again when space returns', async () => {
    expect((await submit(server, form.uuid, 'before')).statusCode).toBe(201);
    // The database may not grow by a page more: as a disk with no space left.
    const { page_count: pages } = (await sql<{ page_count: number }>`PRAGMA page_count`.execute(server.db.kysely))
      .rows[0] ?? { page_count: 0 };
    await sql.raw(`PRAGMA max_page_count = ${pages}`).execute(server.db.kysely);
    const entriesBefore = await server.db.kysely
      .selectFrom('entries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    let refused = 0;
    for (let i = 0; i < 200 && refused === 0; i += 1) {
      const response = await submit(server, form.uuid, `while full ${i} ${'x'.repeat(2000)}`);
      if (response.statusCode === 201) continue;
      refused += 1;
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('60');
      expect(response.json()).toEqual({ message: STORAGE_FULL });
    }
    expect(refused).toBe(1);
    const stored = await countRows(server, 'submissions', form.id);
    const entries = await server.db.kysely
      .selectFrom('entries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    // Every stored submission has its one answer; the refused one left nothing.
    expect(Number(entries.n) - Number(entriesBefore.n)).toBe(stored - 1);

    await sql.raw('PRAGMA max_page_count = 1073741823').execute(server.db.kysely);
    expect((await submit(server, form.uuid, 'after')).statusCode).toBe(201);
  });
});

/** A TCP proxy to PostgreSQL that can be taken down (every connection cut, new ones refused) and brought back, as a restart does. */
async function startRestartableProxy(target: URL) {
  const sockets = new Set<net.Socket>();
  let down = false;
  const server = net.createServer((client) => {
    if (down) return client.destroy();
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    down() {
      down = true;
      for (const socket of sockets) socket.destroy();
    },
    up() {
      down = false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL restarted under the server', () => {
  let server: TestServer;
  let proxy: Awaited<ReturnType<typeof startRestartableProxy>>;
  let form: { id: number; uuid: string };
  beforeAll(async () => {
    proxy = await startRestartableProxy(new URL(process.env.TEST_DATABASE_URL ?? ''));
    server = await startTestServer(
      'postgres',
      {},
      {
        databaseUrl: (url) => {
          const through = new URL(url);
          through.hostname = '127.0.0.1';
          through.port = String(proxy.port);
          return through.toString();
        },
      },
    );
    form = await createPublishedForm(server, await createFreeUser(server, 'owner@example.com'), [...ELEMENTS]);
  });
  afterAll(async () => {
    proxy.up();
    await server.close();
    await proxy.close();
  });

  it('answers 503 with Retry-After while it is down, recovers by itself, and loses nothing acknowledged', async () => {
    expect((await submit(server, form.uuid, 'before')).statusCode).toBe(201);
    proxy.down();
    const during = await submit(server, form.uuid, 'during');
    expect(during.statusCode).toBe(503);
    expect(during.headers['retry-after']).toBe('5');
    expect(during.json()).toEqual({ message: DATABASE_UNAVAILABLE });
    const list = await anon(server).get('/api/health');
    expect(list.statusCode).toBe(503);

    proxy.up();
    // The pool makes new connections by itself: the next tries go through.
    let after = await submit(server, form.uuid, 'after');
    for (let i = 0; i < 20 && after.statusCode !== 201; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await submit(server, form.uuid, 'after');
    }
    expect(after.statusCode).toBe(201);
    const names = await server.db.kysely
      .selectFrom('entries')
      .select('value')
      .where('question_id', '=', 1)
      .where('form_id', '=', form.id)
      .execute();
    expect(names.map((row) => row.value).sort()).toEqual(['after', 'before']);
  });
});
