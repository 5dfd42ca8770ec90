import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDialects, type TestServer } from '../test/test-server';

const attempt = (server: TestServer, email: string, headers: Record<string, string> = {}, remoteAddress = '10.0.0.1') =>
  server.app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password: 'whatever1' }, headers, remoteAddress });

describe.each(testDialects)('rate limits on account routes (%s)', (dialect) => {
  describe('per client IP, with no trusted proxy', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(dialect, { AUTH_RATE_LIMIT: '3' });
    });
    afterAll(() => server.close());

    it('answers 429 with a clear message past the limit, and X-Forwarded-For cannot dodge it', async () => {
      for (let i = 0; i < 3; i += 1) {
        expect((await attempt(server, `a${i}@example.com`, { 'x-forwarded-for': `192.0.2.${i}` })).statusCode).toBe(401);
      }
      const blocked = await attempt(server, 'a9@example.com', { 'x-forwarded-for': '192.0.2.99' });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toMatch(/Too many attempts/);
      // Another client is not affected.
      expect((await attempt(server, 'b@example.com', {}, '10.0.0.2')).statusCode).toBe(401);
    });
  });

  describe('per client IP behind one trusted proxy', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(dialect, { AUTH_RATE_LIMIT: '2', TRUSTED_PROXY_HOPS: '1' });
    });
    afterAll(() => server.close());

    it('tells clients apart by the hop the proxy added', async () => {
      const proxy = '10.1.1.1';
      for (let i = 0; i < 2; i += 1) expect((await attempt(server, `c${i}@example.com`, { 'x-forwarded-for': '198.51.100.7' }, proxy)).statusCode).toBe(401);
      expect((await attempt(server, 'c3@example.com', { 'x-forwarded-for': '198.51.100.7' }, proxy)).statusCode).toBe(429);
      // A forged earlier hop does not help: only the proxy's own hop is trusted.
      expect((await attempt(server, 'c4@example.com', { 'x-forwarded-for': '1.2.3.4, 198.51.100.7' }, proxy)).statusCode).toBe(429);
      expect((await attempt(server, 'd@example.com', { 'x-forwarded-for': '198.51.100.8' }, proxy)).statusCode).toBe(401);
    });
  });

  describe('per account', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(dialect, { AUTH_RATE_LIMIT: '1000' });
    });
    afterAll(() => server.close());

    it('stops guessing one account from many addresses after 10 tries', async () => {
      for (let i = 0; i < 10; i += 1) expect((await attempt(server, 'target@example.com', {}, `10.2.0.${i}`)).statusCode).toBe(401);
      const blocked = await attempt(server, 'target@example.com', {}, '10.2.0.200');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toMatch(/this account/);
    });
  });
});
