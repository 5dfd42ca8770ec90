import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestServer, testDialects, type TestServer } from '../test/test-server';
import { createUser, createPublishedForm } from '../test/factories';
import { PRUNE_EVERY_SECONDS, createRateLimiter } from './rate-limit';
import { anon } from '../test/requests';

const attempt = (server: TestServer, email: string, headers: Record<string, string> = {}, remoteAddress = '10.0.0.1') =>
  anon(server).post(
    '/api/users/login',
    { email, password: 'whatever1' },
    { headers: headers, remoteAddress: remoteAddress },
  );

describe.each(testDialects)('rate limits on account and intake routes (%s)', (dialect) => {
  // Counts live in fixed one-minute windows: start each test just after a window opens, so
  // that a minute turning over mid-test cannot reset a count.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: Math.ceil(Date.now() / 60_000) * 60_000 + 1_000 });
  });
  afterEach(() => vi.useRealTimers());

  describe('per client IP, with no trusted proxy', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(dialect, { AUTH_RATE_LIMIT: '3' });
    });
    afterAll(() => server.close());

    it('answers 429 with a clear message past the limit, and X-Forwarded-For cannot dodge it', async () => {
      for (let i = 0; i < 3; i += 1) {
        expect((await attempt(server, `a${i}@example.com`, { 'x-forwarded-for': `192.0.2.${i}` })).statusCode).toBe(
          401,
        );
      }
      const blocked = await attempt(server, 'a9@example.com', { 'x-forwarded-for': '192.0.2.99' });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toMatch(/Too many attempts/);
      // The test starts 1 s into a one-minute window.
      expect(blocked.headers['retry-after']).toBe('59');
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
      for (let i = 0; i < 2; i += 1)
        expect(
          (await attempt(server, `c${i}@example.com`, { 'x-forwarded-for': '198.51.100.7' }, proxy)).statusCode,
        ).toBe(401);
      expect((await attempt(server, 'c3@example.com', { 'x-forwarded-for': '198.51.100.7' }, proxy)).statusCode).toBe(
        429,
      );
      // A forged earlier hop does not help: only the proxy's own hop is trusted.
      expect(
        (await attempt(server, 'c4@example.com', { 'x-forwarded-for': '1.2.3.4, 198.51.100.7' }, proxy)).statusCode,
      ).toBe(429);
      expect((await attempt(server, 'd@example.com', { 'x-forwarded-for': '198.51.100.8' }, proxy)).statusCode).toBe(
        401,
      );
    });
  });

  describe('per account', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(dialect, { AUTH_RATE_LIMIT: '1000', SMTP_URL: 'smtp://127.0.0.1:9' });
    });
    afterAll(() => server.close());

    it('keeps sign-up and password recovery to 10 each per account, on separate counts', async () => {
      const send = (url: string, i: number) =>
        anon(server).post(
          url,
          url.endsWith('signup')
            ? { email: 'target@example.com', password: 'long enough password' }
            : { email: 'target@example.com' },
          { remoteAddress: `10.2.0.${i}` },
        );
      for (let i = 0; i < 10; i += 1) expect((await send('/api/users/signup', i)).statusCode).toBe(201);
      const blocked = await send('/api/users/signup', 200);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toMatch(/this account/);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
      // Sign-ups do not use up the recovery count, and logins have a count of their own.
      for (let i = 0; i < 10; i += 1) expect((await send('/api/users/forgotpassword', i)).statusCode).toBe(200);
      expect((await send('/api/users/forgotpassword', 201)).statusCode).toBe(429);
      expect((await attempt(server, 'target@example.com', {}, '10.2.0.202')).statusCode).toBe(401);
    });
  });

  describe('per client and form on the submission intake', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(dialect, { SUBMIT_RATE_LIMIT: '1' });
    });
    afterAll(() => server.close());

    it('says when to try again, to the script and to the page without JavaScript', async () => {
      const { uuid } = await createPublishedForm(server, await createUser(server, 'owner@example.com'), [
        { id: 1, type: 'TextBox', label: 'Name' },
      ]);
      const post = (accept: string) => anon(server).post(`/form/view/${uuid}`, { q_1: 'x' }, { headers: { accept } });
      expect((await post('application/json')).statusCode).toBe(201);
      for (const accept of ['application/json', 'text/html']) {
        const blocked = await post(accept);
        expect(blocked.statusCode).toBe(429);
        expect(blocked.headers['retry-after']).toBe('59');
      }
    });
  });

  describe('stored counters', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(dialect);
    });
    afterAll(() => server.close());

    it('keeps keys as fixed-size digests and prunes expired rows', async () => {
      let now = Date.UTC(2026, 0, 1);
      const limiter = createRateLimiter(server.db.kysely, () => now);
      await limiter.hit(`auth:signup:${'x'.repeat(100_000)}@example.com`, 5, 60, 'slow down');
      const rows = () => server.db.kysely.selectFrom('rate_limits').select(['key', 'expires_at']).execute();
      expect(await rows()).toEqual([{ key: expect.stringMatching(/^[0-9a-f]{64}$/), expires_at: now / 1000 + 60 }]);
      now += (60 + PRUNE_EVERY_SECONDS) * 1000;
      await limiter.hit('auth:ip:10.0.0.1', 5, 60, 'slow down');
      expect(await rows()).toHaveLength(1);
    });
  });
});
