import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { newCode } from '../auth/passwords';
import { startTestServer, testDialects, type TestServer } from '../test/test-server';
import { createUser } from '../test/factories';
import { anon, asKey } from '../test/requests';

// Hardening of accounts: sessions end with a password reset, failed logins slow the failing client only, and new-password rules.

describe.each(testDialects)('account hardening (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());
  afterEach(() => vi.useRealTimers());

  const post = (url: string, payload: object, remoteAddress = '127.0.0.1') =>
    anon(server).post(url, payload, { remoteAddress: remoteAddress });
  const login = (email: string, password: string, remoteAddress?: string) =>
    post('/api/users/login', { email, password }, remoteAddress);

  async function resetCodeFor(userId: number): Promise<string> {
    const { code, hash } = newCode();
    const expires = new Date(Date.now() + 60_000).toISOString();
    await server.db.kysely
      .updateTable('users')
      .set({ reset_code_hash: hash, reset_expires_at: expires })
      .where('id', '=', userId)
      .execute();
    return code;
  }

  it('ends every open session when the password is reset (F2)', async () => {
    const user = await createUser(server, 'reset@example.com');
    const forms = (token: string) => asKey(server, token).get(`/api/users/${user.id}/forms`);
    expect((await forms(user.token)).statusCode).toBe(200);

    const reset = await post(`/api/users/${user.id}/resetpassword/${await resetCodeFor(user.id)}`, {
      password: 'a fresh password',
    });
    expect(reset.statusCode).toBe(200);

    const old = await forms(user.token);
    expect(old.statusCode).toBe(401);
    expect(old.json().message).toMatch(/session has expired/);
    const fresh = await login('reset@example.com', 'a fresh password');
    expect((await forms(fresh.json().token)).statusCode).toBe(200);
  });

  it('refuses blank and common new passwords at sign-up and reset, in words', async () => {
    const blank = await post('/api/users/signup', { email: 'blank@example.com', password: ' '.repeat(10) });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({
      message: 'A password needs at least 8 visible characters: spaces and invisible characters do not count.',
    });
    const zeroWidth = await post('/api/users/signup', { email: 'blank@example.com', password: '\u200b'.repeat(10) });
    expect(zeroWidth.statusCode).toBe(400);
    expect(zeroWidth.json()).toEqual({
      message: 'A password needs at least 8 visible characters: spaces and invisible characters do not count.',
    });
    for (const password of ['password123', 'QWERTYUIOP', ' iloveyou1 ']) {
      const common = await post('/api/users/signup', { email: 'common@example.com', password });
      expect(common.statusCode).toBe(400);
      expect(common.json().message).toMatch(/most common/);
    }
    const user = await createUser(server, 'picky@example.com');
    const code = await resetCodeFor(user.id);
    const weak = await post(`/api/users/${user.id}/resetpassword/${code}`, { password: '12345678' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toMatch(/most common/);
    // Nothing changed: the old password still works and the code is still valid.
    expect((await login('picky@example.com', 'long enough password')).statusCode).toBe(200);
    expect(
      (await post(`/api/users/${user.id}/resetpassword/${code}`, { password: 'a rare password' })).statusCode,
    ).toBe(200);
  });

  it('slows the failing client down with growing waits, never the owner elsewhere (F13)', async () => {
    await createUser(server, 'owner@example.com');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const attacker = '203.0.113.9';
    for (let i = 0; i < 5; i += 1)
      expect((await login('owner@example.com', 'wrong guess', attacker)).statusCode).toBe(401);
    const slowed = await login('owner@example.com', 'wrong guess', attacker);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().message).toBe('Too many failed logins for this account. Please wait 1 second and try again.');
    expect(slowed.headers['retry-after']).toBe('1');
    // The owner, from their own network, is not held up.
    expect((await login('owner@example.com', 'long enough password', '198.51.100.1')).statusCode).toBe(200);

    vi.setSystemTime(Date.now() + 1_000);
    expect((await login('owner@example.com', 'wrong guess', attacker)).statusCode).toBe(401);
    const longer = await login('owner@example.com', 'wrong guess', attacker);
    expect(longer.statusCode).toBe(429);
    expect(longer.headers['retry-after']).toBe('2');
    vi.setSystemTime(Date.now() + 2_000);
    // The right password from the slowed client works once the wait is over, and clears it.
    expect((await login('owner@example.com', 'long enough password', attacker)).statusCode).toBe(200);
    expect((await login('owner@example.com', 'wrong guess', attacker)).statusCode).toBe(401);
  });

  it('answers a 100 KB e-mail at once and stores no address in rate-limit keys (F1, F6)', async () => {
    const started = performance.now();
    const hostile = await login(`${'a@'.repeat(25_000)}${'.a'.repeat(25_000)}`, 'whatever');
    expect(hostile.statusCode).toBe(400);
    expect(hostile.json()).toEqual({ message: 'Please use a valid email' });
    expect(performance.now() - started).toBeLessThan(1_000);
    const keys = await server.db.kysely.selectFrom('rate_limits').select('key').execute();
    const failures = await server.db.kysely.selectFrom('login_failures').select('key').execute();
    expect(keys.length + failures.length).toBeGreaterThan(0);
    for (const { key } of [...keys, ...failures]) expect(key).toMatch(/^[0-9a-f]{64}$/);
  });
});
