import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDialects, type TestServer } from '../test/test-server';
import { startGoogleStandIn, type GoogleStandIn } from '../test/google-stand-in';
import { anon } from '../test/requests';

describe.each(testDialects)('login with Google (%s)', (dialect) => {
  let google: GoogleStandIn;
  let server: TestServer;
  beforeAll(async () => {
    google = await startGoogleStandIn();
    server = await startTestServer(dialect, { GOOGLE_CLIENT_ID: google.clientId, GOOGLE_CERTS_URL: google.certsUrl });
  });
  afterAll(async () => {
    await server.close();
    await google.close();
  });
  const login = (tokenID: string) => anon(server).post('/api/users/loginwithgoogle', { tokenID });

  it('says Google sign-in is configured', async () => {
    const res = await anon(server).get('/api/server/capabilities');
    expect(res.json().googleCredentialsClientID).toBe(true);
    const vars = await anon(server).get('/api/loadvariables');
    expect(vars.json().GOOGLE_CLIENT_ID).toBe(google.clientId);
  });

  it('creates a verified account from a valid ID token, then logs it in again', async () => {
    const first = await login(await google.idToken({ sub: 'g-1', email: 'grace@example.com' }));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ email: 'grace@example.com', admin: true, user_role: 1 });
    const again = await login(await google.idToken({ sub: 'g-1', email: 'grace@example.com' }));
    expect(again.json().user_id).toBe(first.json().user_id);
  });

  it('refuses tokens for another audience, unverified addresses and forgeries', async () => {
    expect(
      (await login(await google.idToken({ sub: 'g-2', email: 'x@example.com', aud: 'someone-else' }))).statusCode,
    ).toBe(401);
    expect(
      (await login(await google.idToken({ sub: 'g-3', email: 'y@example.com', email_verified: false }))).statusCode,
    ).toBe(401);
    const forged = await google.idToken({ sub: 'g-4', email: 'z@example.com' });
    const [h, p] = forged.split('.');
    const res = await login(`${h}.${p}.${'A'.repeat(20)}`);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/could not be verified/);
  });

  it('links a password account with the same address', async () => {
    await anon(server).post('/api/users/signup', { email: 'linus@example.com', password: 'long enough' });
    const res = await login(await google.idToken({ sub: 'g-5', email: 'linus@example.com' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'linus@example.com', user_role: 2 });
  });
});

describe('login with Google when not configured', () => {
  it('answers that it is not set up', async () => {
    const server = await startTestServer('sqlite');
    const res = await anon(server).post('/api/users/loginwithgoogle', { tokenID: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/not set up/);
    await server.close();
  });
});
