import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';

// A stalled POST stayed open for 400 s, and 20,000 of them made the server
// refuse everyone. Stalled and trickling requests are now closed.

// The two waits run side by side (describe.concurrent): each has a connection of its own.
describe.concurrent('request and idle timeouts', () => {
  let server: TestServer;
  let port: number;
  beforeAll(async () => {
    server = await startTestServer('sqlite', { IDLE_TIMEOUT_SECONDS: '1', REQUEST_TIMEOUT_SECONDS: '2' });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    port = (server.app.server.address() as AddressInfo).port;
  });
  afterAll(() => server.close());

  interface Ended {
    /** From the connection's start to its end. */
    afterMs: number;
    /** From the first byte of the answer to the end; NaN without an answer. */
    afterAnswerMs: number;
    answer: string;
  }

  /** Opens a connection, writes `request` (then a space every `trickleEveryMs`), and resolves when the server ends it. */
  function whenServerCloses(request: string, trickleEveryMs?: number): Promise<Ended> {
    return new Promise((resolve, reject) => {
      const started = performance.now();
      const socket = net.connect(port, '127.0.0.1');
      let answer = '';
      let answeredAt = Number.NaN;
      let trickle: NodeJS.Timeout | undefined;
      socket.on('connect', () => {
        socket.write(request);
        if (trickleEveryMs) trickle = setInterval(() => socket.write(' '), trickleEveryMs);
      });
      socket.on('data', (chunk) => {
        if (answer === '') answeredAt = performance.now();
        answer += chunk.toString();
      });
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(trickle);
        const closed = performance.now();
        resolve({ afterMs: closed - started, afterAnswerMs: closed - answeredAt, answer });
      });
      setTimeout(() => reject(new Error('the server kept the connection open')), 8_000).unref();
    });
  }

  /** A login whose body never completes. */
  const stalledLogin = (trickleEveryMs?: number) =>
    whenServerCloses(
      'POST /api/users/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":',
      trickleEveryMs,
    );

  it('closes a connection that stops sending within the idle timeout', async () => {
    const { afterMs } = await stalledLogin();
    expect(afterMs).toBeGreaterThan(900);
    expect(afterMs).toBeLessThan(2_500);
  });

  it('ends a request that trickles in slower than the request timeout allows', async () => {
    const { afterMs, answer } = await stalledLogin(300);
    expect(afterMs).toBeGreaterThan(1_900);
    expect(afterMs).toBeLessThan(4_500);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a kept-alive connection that stays idle after an answer within the idle timeout', async () => {
    const { afterAnswerMs, answer } = await whenServerCloses(
      'GET /api/server/capabilities HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toMatch(/keep-alive/i);
    expect(afterAnswerMs).toBeGreaterThan(800);
    expect(afterAnswerMs).toBeLessThan(2_500);
  });

  it('still answers a whole request', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/server/capabilities`);
    expect(res.status).toBe(200);
  });
});
