import { once } from 'node:events';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streamedMultipartBody } from '../test/multipart';
import { MB, startPublishedForm } from '../submissions/intake-testing';
import type { TestServer } from '../test/test-server';

// A body refused before its end is read and dropped before the connection closes, so the client
// reads the 413 and its words instead of a reset (EPIPE, ECONNRESET) while it is still sending.
// Without that, a client that reads the answer only once it has sent the body never reads it.

interface Answer {
  status: number;
  message: string;
}

describe('a refused body is answered so the client can read it', () => {
  let server: TestServer;
  let port = 0;
  let uuid = '';

  beforeAll(async () => {
    let form: { uuid: string };
    ({ server, form } = await startPublishedForm(
      'sqlite',
      Array.from({ length: 6 }, (_, i) => ({ id: i + 1, type: 'File' as const, label: `File ${String(i + 1)}` })),
    ));
    uuid = form.uuid;
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    port = (server.app.server.address() as AddressInfo).port;
  });
  afterAll(() => server.close());

  /**
   * Sends `chunks` as a body over a connection of its own and reads the answer only once the
   * whole body is sent, as many simple clients do: a connection reset under the sender fails.
   */
  function send(
    path: string,
    headers: Record<string, string>,
    chunks: () => Iterable<Buffer>,
    connection: 'close' | 'keep-alive',
  ): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.pause();
      let text = '';
      socket.on('error', reject);
      socket.on('data', (chunk: Buffer) => {
        text += chunk.toString();
        const [head = '', body = ''] = text.split('\r\n\r\n');
        const length = Number(/\r\ncontent-length: (\d+)/i.exec(head)?.[1] ?? Number.NaN);
        if (Buffer.byteLength(body) < length) return;
        socket.destroy();
        resolve({ status: Number(head.split(' ')[1]), message: (JSON.parse(body) as { message: string }).message });
      });
      socket.on('connect', () => {
        const lines = Object.entries({ host: '127.0.0.1', accept: 'application/json', connection, ...headers }).map(
          ([name, value]) => `${name}: ${value}\r\n`,
        );
        void (async () => {
          for (const chunk of [Buffer.from(`POST ${path} HTTP/1.1\r\n${lines.join('')}\r\n`), ...chunks()]) {
            if (!socket.write(chunk)) await once(socket, 'drain');
          }
          socket.resume();
        })().catch(reject);
      });
    });
  }

  const block = Buffer.alloc(64 * 1024, 0x20);
  /** 12 MB of JSON (twelve times the limit), made as it is sent. */
  function* bigLogin(): Generator<Buffer> {
    yield Buffer.from('{"email":"a@example.com","password":"');
    for (let sent = 0; sent < 12 * MB; sent += block.length) yield block;
    yield Buffer.from('"}');
  }
  const bigLoginLength = 12 * MB + Buffer.byteLength('{"email":"a@example.com","password":"') + 2;

  // Without the discard a refused body's client saw a reset on most tries; eight in a row on
  // each connection kind catch it without spending half the unit suite's time here.
  const TRIES = 8;
  for (const connection of ['close', 'keep-alive'] as const) {
    it(`answers a 12 MB JSON login with a 413 the client reads, ${String(TRIES)} times in a row (Connection: ${connection})`, async () => {
      for (let i = 0; i < TRIES; i += 1) {
        const answer = await send(
          '/api/users/login',
          { 'content-type': 'application/json', 'content-length': String(bigLoginLength) },
          bigLogin,
          connection,
        );
        expect(answer, `try ${String(i + 1)}`).toEqual({ status: 413, message: 'The request body is too large.' });
      }
    }, 60_000);

    it(`answers a multipart submission over the limit with a 413 the client reads, ${String(TRIES)} times in a row (Connection: ${connection})`, async () => {
      for (let i = 0; i < TRIES; i += 1) {
        const body = streamedMultipartBody(
          Array.from({ length: 6 }, (_, f) => ({
            field: `q_${String(f + 1)}`,
            name: `part-${String(f + 1)}.txt`,
            size: 10 * MB,
          })),
        );
        const answer = await send(`/form/view/${uuid}`, body.headers, body.chunks, connection);
        expect(answer, `try ${String(i + 1)}`).toEqual({
          status: 413,
          message: 'The files of one submission may add up to at most 50 MB.',
        });
      }
    }, 120_000);
  }

  it('keeps a kept-alive connection in step: the request after a refused submission is answered on it', async () => {
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    await once(socket, 'connect');
    const body = streamedMultipartBody(
      Array.from({ length: 6 }, (_, f) => ({
        field: `q_${String(f + 1)}`,
        name: `part-${String(f + 1)}.txt`,
        size: 10 * MB,
      })),
    );
    const head = Object.entries({ host: '127.0.0.1', accept: 'application/json', ...body.headers }).map(
      ([name, value]) => `${name}: ${value}\r\n`,
    );
    const requests = [
      Buffer.from(`POST /form/view/${uuid} HTTP/1.1\r\n${head.join('')}\r\n`),
      ...body.chunks(),
      Buffer.from('GET /api/server/capabilities HTTP/1.1\r\nhost: 127.0.0.1\r\n\r\n'),
    ];
    for (const chunk of requests) if (!socket.write(chunk)) await once(socket, 'drain');
    for (let waited = 0; !/HTTP\/1\.1 200/.test(text) && waited < 10_000; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    socket.destroy();
    expect(text.match(/HTTP\/1\.1 \d+/g)).toEqual(['HTTP/1.1 413', 'HTTP/1.1 200']);
  }, 30_000);

  it('still answers a whole request on the same server', async () => {
    const res = await fetch(`http://127.0.0.1:${String(port)}/api/server/capabilities`);
    expect(res.status).toBe(200);
  });
});
