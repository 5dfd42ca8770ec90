import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { startTestServer, testDialects, type TestServer } from '../test/test-server';
import { startSmtpStandIn, type SmtpStandIn } from '../test/smtp-stand-in';
import { resolveJwtSecret } from '../config/secrets';
import { anon, asKey } from '../test/requests';
import { createUsersStore } from '../users/users.store';

const password = 'correct horse';
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

describe.each(testDialects)('accounts with mail (%s)', (dialect) => {
  let server: TestServer;
  let smtp: SmtpStandIn;

  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    server = await startTestServer(dialect, { SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    anon(server).post(url, payload as object, { headers });

  async function signupAndVerify(email: string): Promise<number> {
    const signup = await post('/api/users/signup', { email, password });
    expect(signup.statusCode).toBe(201);
    await server.outbox.drain();
    const mail = await smtp.waitFor(email, /Verify your e-mail/);
    const match = /\/verify\/(\d+)\/([\w-]+)/.exec(mail.text);
    expect(match).not.toBeNull();
    const verify = await anon(server).get(`/api/users/${match?.[1]}/verify/${match?.[2]}`);
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toEqual({ message: 'Your e-mail address has been verified. You can log in now.' });
    return Number(match?.[1]);
  }

  it('says it can send mail', async () => {
    const res = await anon(server).get('/api/server/capabilities');
    expect(res.json()).toMatchObject({
      mail: true,
      sendgridApiKey: true,
      googleCredentialsClientID: false,
      fileUploadBucket: true,
    });
  });

  it('signs up, refuses login until verified, verifies once, then logs in; the first account is admin', async () => {
    const email = 'first@example.com';
    const signup = await post('/api/users/signup', { email, password });
    expect(signup.statusCode).toBe(201);
    expect(signup.json().message).toMatch(/sent you an e-mail/);

    const early = await post('/api/users/login', { email, password });
    // Refused as a wrong password is: the answer never tells that a guessed password was right.
    expect(early.statusCode).toBe(401);
    expect(early.json().message).toMatch(/not verified yet/);
    const guess = await post('/api/users/login', { email, password: 'not-the-password-1' });
    expect(guess.statusCode).toBe(401);
    expect(guess.json()).toEqual(early.json());

    await server.outbox.drain();
    const mail = await smtp.waitFor(email, /Verify your e-mail/);
    const [, userId, code] = /\/verify\/(\d+)\/([\w-]+)/.exec(mail.text) ?? [];
    expect(mail.text).toContain('http://forms.test/verify/');

    const bad = await anon(server).get(`/api/users/${userId}/verify/wrong-code`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/not valid/);
    const ok = await anon(server).get(`/api/users/${userId}/verify/${code}`);
    expect(ok.statusCode).toBe(200);
    const again = await anon(server).get(`/api/users/${userId}/verify/${code}`);
    expect(again.statusCode).toBe(400);

    const login = await post('/api/users/login', { email: 'First@Example.com', password });
    expect(login.statusCode).toBe(200);
    const body = login.json();
    expect(Object.keys(body).sort()).toEqual(
      ['admin', 'email', 'exp', 'message', 'name', 'permission', 'token', 'user_id', 'user_role'].sort(),
    );
    expect(body).toMatchObject({ admin: true, user_role: 1, email, name: 'first', user_id: Number(userId) });
    expect(body.permission.admin).toBe(true);
    expect(body.exp).toBeGreaterThan(Date.now() / 1000);
  });

  it('gives later accounts the free role with its limits', async () => {
    await signupAndVerify('second@example.com');
    const login = await post('/api/users/login', { email: 'second@example.com', password });
    expect(login.json()).toMatchObject({ admin: false, user_role: 2 });
    expect(login.json().permission).toMatchObject({
      admin: false,
      formLimit: 5,
      submissionLimit: 1000,
      uploadLimit: 100,
    });
  });

  it('answers a known address at signup like an unknown one, and tells its owner by mail', async () => {
    const res = await post('/api/users/signup', { email: 'second@example.com', password: 'another password' });
    expect(res.statusCode).toBe(201);
    const fresh = await post('/api/users/signup', { email: 'never-seen@example.com', password });
    expect(res.json()).toEqual(fresh.json());
    await server.outbox.drain();
    await smtp.waitFor('second@example.com', /already have an account/);
  });

  it('gives the same answer to wrong passwords and unknown e-mails', async () => {
    const wrong = await post('/api/users/login', { email: 'second@example.com', password: 'not the password' });
    const unknown = await post('/api/users/login', { email: 'nobody@example.com', password: 'not the password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({
      message:
        'Wrong e-mail or password, or the account is suspended or not verified yet (open the link we e-mailed you when you signed up).',
    });
  });

  it('resets a password with a single-use code, whatever the address, without revealing accounts', async () => {
    const known = await post('/api/users/forgotpassword', { email: 'second@example.com' });
    const unknown = await post('/api/users/forgotpassword', { email: 'ghost@example.com' });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    await server.outbox.drain();
    const mail = await smtp.waitFor('second@example.com', /Reset your password/);
    expect(smtp.mails.some((m) => m.to.includes('ghost@example.com'))).toBe(false);
    const [, userId, code] = /\/resetpassword\/(\d+)\/([\w-]+)/.exec(mail.text) ?? [];

    const short = await post(`/api/users/${userId}/resetpassword/${code}`, { password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('New password must contain at least 8 characters.');
    const wrongCode = await post(`/api/users/${userId}/resetpassword/nope`, { password: 'brand new password' });
    expect(wrongCode.statusCode).toBe(400);

    const reset = await post(`/api/users/${userId}/resetpassword/${code}`, { password: 'brand new password' });
    expect(reset.statusCode).toBe(200);
    const reuse = await post(`/api/users/${userId}/resetpassword/${code}`, { password: 'yet another one' });
    expect(reuse.statusCode).toBe(400);
    expect((await post('/api/users/login', { email: 'second@example.com', password })).statusCode).toBe(401);
    expect(
      (await post('/api/users/login', { email: 'second@example.com', password: 'brand new password' })).statusCode,
    ).toBe(200);
  });

  it('ends the API keys with a password reset, unless the owner keeps them', async () => {
    for (const [email, keepApiKeys, expected] of [
      ['keys-ended@example.com', undefined, 401],
      ['keys-kept@example.com', true, 200],
    ] as const) {
      const userId = await signupAndVerify(email);
      const { token } = (await post('/api/users/login', { email, password })).json<{ token: string }>();
      const { key } = (await asKey(server, token).post(`/api/users/${userId}/api-keys`, { name: 'script' })).json<{
        key: string;
      }>();
      expect((await asKey(server, key).get(`/api/users/${userId}/forms`)).statusCode).toBe(200);
      await post('/api/users/forgotpassword', { email });
      await server.outbox.drain();
      const mail = await smtp.waitFor(email, /Reset your password/);
      const [, , code] = /\/resetpassword\/(\d+)\/([\w-]+)/.exec(mail.text) ?? [];
      const reset = await post(`/api/users/${userId}/resetpassword/${code}`, {
        password: 'brand new password',
        ...(keepApiKeys ? { keepApiKeys } : {}),
      });
      expect(reset.statusCode).toBe(200);
      expect((await asKey(server, key).get(`/api/users/${userId}/forms`)).statusCode).toBe(expected);
    }
    const refused = await post('/api/users/1/resetpassword/x', { password: 'brand new password', keepApiKeys: 'yes' });
    expect([refused.statusCode, refused.json()]).toEqual([400, { message: 'keepApiKeys must be true or false.' }]);
  });

  it('refuses an expired reset code', async () => {
    await post('/api/users/forgotpassword', { email: 'first@example.com' });
    await server.outbox.drain();
    const mail = await smtp.waitFor('first@example.com', /Reset your password/);
    const [, userId, code] = /\/resetpassword\/(\d+)\/([\w-]+)/.exec(mail.text) ?? [];
    await server.db.kysely
      .updateTable('users')
      .set({ reset_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', Number(userId))
      .execute();
    const res = await post(`/api/users/${userId}/resetpassword/${code}`, { password: 'brand new password' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/expired/);
  });

  it('refuses a suspended user, at login and with a session already open', async () => {
    const userId = await signupAndVerify('suspended@example.com');
    const { token } = (await post('/api/users/login', { email: 'suspended@example.com', password })).json();
    await server.db.kysely.updateTable('users').set({ is_active: 0 }).where('id', '=', userId).execute();
    // The right password gets exactly the response a wrong one does: it is not confirmed.
    const login = await post('/api/users/login', { email: 'suspended@example.com', password });
    const wrong = await post('/api/users/login', { email: 'suspended@example.com', password: 'not the password' });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toEqual({
      message:
        'Wrong e-mail or password, or the account is suspended or not verified yet (open the link we e-mailed you when you signed up).',
    });
    expect(wrong.statusCode).toBe(login.statusCode);
    expect(wrong.json()).toEqual(login.json());
    const forms = await asKey(server, token).get(`/api/users/${userId}/forms`);
    expect(forms.statusCode).toBe(401);
  });
});

// The sign-up timing is measured at the cost a server hashes at when built as `npm run serve`
// builds it (no options): the other API tests hash at TEST_PASSWORD_COST.
describe.each(testDialects)('sign-up at the production password cost (%s)', (dialect) => {
  let server: TestServer;
  let smtp: SmtpStandIn;

  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    server = await startTestServer(dialect, { SMTP_URL: smtp.url }, { passwordCost: null });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('hashes a new password at scrypt N=16384, r=8, p=1', async () => {
    const res = await anon(server).post('/api/users/signup', {
      email: 'cost@example.com',
      password: 'long enough password',
    });
    expect(res.statusCode).toBe(201);
    const user = await createUsersStore(server.db.kysely).findByEmail('cost@example.com');
    expect(user?.password_hash).toMatch(/^scrypt\$16384\$8\$1\$/);
  });

  // A known address used to get its response ten times faster (no password hashing). A new
  // address also writes the account, so the two are not equal: 0.3 leaves room for a loaded
  // machine and still fails the tenfold gap.
  it('takes as long for a known address as for a new one', async () => {
    const signup = async (email: string) => {
      const started = performance.now();
      const res = await anon(server).post('/api/users/signup', { email, password: 'long enough password' });
      expect(res.statusCode).toBe(201);
      return performance.now() - started;
    };
    await signup('known@example.com');
    const known: number[] = [];
    const fresh: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      known.push(await signup('known@example.com'));
      fresh.push(await signup(`new${i}@example.com`));
    }
    expect(median(known) / median(fresh)).toBeGreaterThan(0.3);
  });
});

describe.each(testDialects)('accounts without mail (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());
  const post = (url: string, payload: unknown) => anon(server).post(url, payload as object);

  it('says there is no mail, verifies at signup and offers no password recovery', async () => {
    // A fresh install says so, until its first account (the administrator) exists.
    expect((await anon(server).get('/api/server/capabilities')).json()).toMatchObject({
      mail: false,
      sendgridApiKey: false,
      firstRun: true,
    });
    const signup = await post('/api/users/signup', { email: 'solo@example.com', password });
    expect((await anon(server).get('/api/server/capabilities')).json()).toMatchObject({
      firstRun: false,
    });
    expect(signup.statusCode).toBe(201);
    expect(signup.json().message).toMatch(/log in now/);
    expect((await post('/api/users/login', { email: 'solo@example.com', password })).statusCode).toBe(200);
    const forgot = await post('/api/users/forgotpassword', { email: 'solo@example.com' });
    expect(forgot.statusCode).toBe(503);
    expect(forgot.json().message).toMatch(/not available/);
    const again = await post('/api/users/signup', { email: 'solo@example.com', password });
    expect(again.statusCode).toBe(409);
  });

  it('validates signup bodies with the product’s messages and refuses privileged fields', async () => {
    const badEmail = await post('/api/users/signup', { email: 'a@b.c', password });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()).toEqual({ message: 'Please use a valid email' });
    const short = await post('/api/users/signup', { email: 'ok@example.com', password: 'seven77' });
    expect(short.json()).toEqual({ message: 'New password must contain at least 8 characters.' });
    for (const field of ['role', 'admin', 'emailVerified']) {
      const res = await post('/api/users/signup', { email: 'sneaky@example.com', password, [field]: 1 });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(`The field '${field}' cannot be set here.`);
    }
    const proto = await anon(server).post(
      '/api/users/signup',
      '{"email":"sneaky@example.com","password":"correct horse","__proto__":{"admin":true}}',
      { headers: { 'content-type': 'application/json' } },
    );
    expect(proto.statusCode).toBe(400);
    expect(proto.json().message).toMatch(/__proto__/);
    const login = await post('/api/users/login', { email: 'sneaky@example.com', password });
    expect(login.statusCode).toBe(401);
  });

  it('answers errors as JSON with the right status', async () => {
    const malformed = await anon(server).post('/api/users/login', '{"email":', {
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'The request body is not valid JSON.' });
    const huge = await anon(server).post(
      '/api/users/login',
      JSON.stringify({ email: 'x@example.com', password: 'x'.repeat(2 * 1024 * 1024) }),
      { headers: { 'content-type': 'application/json' } },
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ message: 'The request body is too large.' });
    const unknown = await anon(server).get('/api/nothing/here');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Not found.' });
    const noToken = await anon(server).get('/api/users/1/forms');
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json().message).toMatch(/log in/);
    const badToken = await anon(server).get('/api/users/1/forms', { headers: { authorization: 'Bearer abc.def.ghi' } });
    expect(badToken.statusCode).toBe(401);
    const missing = await post('/api/users/login', { email: 'x@example.com' });
    expect(missing.json()).toEqual({ message: "The field 'password' is required." });
  });

  it("keeps each user to their own data (403 on another user's)", async () => {
    await post('/api/users/signup', { email: 'owner@example.com', password });
    await post('/api/users/signup', { email: 'other@example.com', password });
    const owner = (await post('/api/users/login', { email: 'owner@example.com', password })).json();
    const other = (await post('/api/users/login', { email: 'other@example.com', password })).json();
    const asOwner = asKey(server, owner.token);
    const mine = await asOwner.get(`/api/users/${owner.user_id}/forms`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual([]);
    const theirs = await asOwner.get(`/api/users/${other.user_id}/forms`);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().message).toMatch(/access/);
    const usages = await asOwner.get(`/api/users/${owner.user_id}/usages`);
    expect(usages.json()).toMatchObject({
      formCount: 0,
      submissionCount: 0,
      formLimit: 5,
      submissionLimit: 1000,
      uploadLimit: 100,
    });
  });

  it('accepts only session tokens: other purposes, algorithms and issuers are refused', async () => {
    const owner = (await post('/api/users/login', { email: 'owner@example.com', password })).json();
    const key = new TextEncoder().encode(resolveJwtSecret(undefined, server.dataDir));
    const forge = (claims: Record<string, unknown>, issuer = 'formbuilder') =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(issuer)
        .setSubject(String(owner.user_id))
        .setExpirationTime('1h')
        .sign(key);
    const url = `/api/users/${owner.user_id}/forms`;
    const formsWith = (token: string) => asKey(server, token).get(url);
    expect((await formsWith(owner.token)).statusCode).toBe(200);
    // A session token names its stored session (auth/sessions.ts): one that names none, or one
    // that was never started, is refused even when signed with the right key.
    expect((await formsWith(await forge({ pur: 'session' }))).statusCode).toBe(401);
    expect((await formsWith(await forge({ pur: 'session', sid: 'never-started' }))).statusCode).toBe(401);
    expect((await formsWith(await forge({ pur: 'reset' }))).statusCode).toBe(401);
    expect((await formsWith(await forge({}))).statusCode).toBe(401);
    expect((await formsWith(await forge({ pur: 'session' }, 'someone-else'))).statusCode).toBe(401);
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: String(owner.user_id), pur: 'session', iss: 'formbuilder', exp: 9999999999 })).toString('base64url')}.`;
    expect((await formsWith(none)).statusCode).toBe(401);
  });

  it('sets security headers on every answer', async () => {
    const res = await anon(server).get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    // The app may open the Google consent popup and hear back from it.
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });
});
