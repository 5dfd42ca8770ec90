import { describe, expect, it } from 'vitest';
import { startTestServer, testDialects, type TestServer } from '../test/test-server';
import { startSmtpStandIn } from '../test/smtp-stand-in';
import { anon, asKey } from '../test/requests';

// A fresh install asks for its administrator, who is signed in at once.
describe.each(testDialects)('first run (%s)', (dialect) => {
  const capabilities = async (server: TestServer) =>
    (await anon(server).get('/api/server/capabilities')).json<{ firstRun: boolean }>();
  const signup = (server: TestServer, email: string) =>
    anon(server).post('/api/users/signup', { email, password: 'long enough password' });

  it('says firstRun until the first account, which is the administrator and signed in at once', async () => {
    const server = await startTestServer(dialect);
    try {
      expect((await capabilities(server)).firstRun).toBe(true);
      const first = await signup(server, 'owner@example.com');
      expect(first.statusCode).toBe(201);
      const session = first.json<{ token: string; user_id: number; admin: boolean; email: string }>();
      expect(session).toMatchObject({ admin: true, email: 'owner@example.com' });
      expect((await capabilities(server)).firstRun).toBe(false);
      // The answer's token is a working session: no second log-in.
      const forms = await asKey(server, session.token).get(`/api/users/${session.user_id}/forms`);
      expect([forms.statusCode, forms.json()]).toEqual([200, []]);

      const second = (await signup(server, 'guest@example.com')).json<{ admin: boolean; token: string }>();
      expect(second.admin).toBe(false);
      expect(second.token).toEqual(expect.any(String));
    } finally {
      await server.close();
    }
  });

  it('says when the administrator account was created while it is the only account', async () => {
    const server = await startTestServer(dialect);
    try {
      expect(await capabilities(server)).toMatchObject({
        firstRun: true,
        administratorSince: null,
        firstAccountReserved: false,
      });
      const before = Date.now();
      expect((await signup(server, 'early@example.com')).statusCode).toBe(201);
      const { administratorSince } = (await capabilities(server)) as unknown as { administratorSince: string };
      expect(Date.parse(administratorSince)).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(administratorSince)).toBeLessThanOrEqual(Date.now());
      expect((await signup(server, 'second@example.com')).statusCode).toBe(201);
      expect(await capabilities(server)).toMatchObject({ administratorSince: null });
    } finally {
      await server.close();
    }
  });

  it('with ADMIN_EMAIL, lets only that address create the first account; others wait, in words', async () => {
    const server = await startTestServer(dialect, { ADMIN_EMAIL: 'Owner@Example.com' });
    try {
      expect(await capabilities(server)).toMatchObject({ firstRun: true, firstAccountReserved: true });
      const early = await signup(server, 'early@example.com');
      expect(early.statusCode).toBe(403);
      expect(early.json()).toEqual({
        message:
          "This server is waiting for its administrator: only the address it was set up with (ADMIN_EMAIL) can create the first account. Please sign up once the administrator's account exists.",
      });
      expect((await capabilities(server)).firstRun).toBe(true);
      const owner = await signup(server, 'owner@example.COM');
      expect(owner.statusCode).toBe(201);
      expect(owner.json()).toMatchObject({ admin: true, email: 'owner@example.com' });
      const later = await signup(server, 'early@example.com');
      expect(later.statusCode).toBe(201);
      expect(later.json()).toMatchObject({ admin: false });
    } finally {
      await server.close();
    }
  });

  it('keeps the verification flow when the server sends mail: no session before the link', async () => {
    const smtp = await startSmtpStandIn();
    const server = await startTestServer(dialect, { SMTP_URL: smtp.url });
    try {
      const first = await signup(server, 'owner@example.com');
      expect(first.statusCode).toBe(201);
      expect(first.json()).toEqual({ message: expect.stringMatching(/verify your address/) });
      expect((await capabilities(server)).firstRun).toBe(false);
      expect((await smtp.waitFor('owner@example.com', /Verify your e-mail/)).text).toMatch(/\/verify\/\d+\//);
    } finally {
      await server.close();
      await smtp.close();
    }
  });
});
