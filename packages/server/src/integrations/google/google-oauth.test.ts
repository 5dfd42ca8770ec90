import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOGLE_SCOPES } from '@formbuilder/core';
import { startTestServer, testDialects, type TestServer } from '../../test/test-server';
import { createFreeUser, createUser, type TestUser } from '../../test/factories';
import { startGoogleStandIn, type GoogleStandIn } from '../../test/google-stand-in';
import { BOTH_SCOPES, connectGoogle, landing, readToken } from './google-testing';
import { anon, as, asKey } from '../../test/requests';

// The Google consent in a popup. generateAuthURL → Google's consent page → the
// callback, which keeps the credentials sealed in the database and sends the popup to the
// googleAuth page with only the grant's id and scopes; only their owner may use them.
describe.each(testDialects)('Google authorisation (%s)', (dialect) => {
  let google: GoogleStandIn;
  let server: TestServer;
  let owner: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    google = await startGoogleStandIn();
    server = await startTestServer(dialect, google.env);
    owner = await createFreeUser(server, 'owner@example.com');
    other = await createUser(server, 'other@example.com');
  });
  afterAll(async () => {
    await server.close();
    await google.close();
  });

  const post = (user: TestUser | undefined, url: string, payload: object) =>
    anon(server).post(url, payload, { headers: user?.headers ?? {} });
  const status = async (user: TestUser) => (await as(user).get('/api/services/google/status')).json<unknown>();
  const createFolder = (user: TestUser, token: string, name = 'Answers') =>
    post(user, '/api/integrations/googledrive/createFolder', { token, targetFolder: { name } });
  const stateOf = async (user: TestUser) =>
    new URL(
      (await post(user, '/api/services/google/generateAuthURL', { scope: BOTH_SCOPES })).json<{ data: string }>().data,
    ).searchParams.get('state') ?? '';

  it('sends the popup through the consent page and back to googleAuth with the grant, keeping the credentials sealed', async () => {
    expect(await status(owner)).toEqual({ connected: false, scopes: [] });
    const started = await post(owner, '/api/services/google/generateAuthURL', { scope: BOTH_SCOPES });
    expect(started.statusCode).toBe(200);
    const consentUrl = new URL(started.json<{ data: string }>().data);
    expect(`${consentUrl.origin}${consentUrl.pathname}`).toBe(google.env.GOOGLE_AUTH_URL);
    expect(Object.fromEntries(consentUrl.searchParams)).toMatchObject({
      client_id: google.clientId,
      redirect_uri: 'http://forms.test/api/services/google/callback',
      scope: BOTH_SCOPES.join(' '),
      access_type: 'offline',
      prompt: 'consent',
      include_granted_scopes: 'true',
      response_type: 'code',
      state: expect.any(String),
    });

    const back = await google.consent(consentUrl.toString());
    expect(back).toMatch(/^http:\/\/forms\.test\/api\/services\/google\/callback\?code=/);
    const landed = await landing(server, back);
    expect(landed.statusCode).toBe(302);
    // The popup keeps its opener on the way back, so the googleAuth page can post the token.
    expect(landed.openerPolicy).toBe('unsafe-none');
    expect(landed.location).toMatch(/^http:\/\/forms\.test\/googleAuth\?message=true&token=/);
    const grant = readToken(landed.token ?? '');
    expect(grant).toEqual({ grant: expect.any(Number), scopes: BOTH_SCOPES });
    expect(google.tokenCalls).toContain('authorization_code');

    const row = await server.db.kysely
      .selectFrom('integration_credentials')
      .selectAll()
      .where('user_id', '=', owner.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ id: grant.grant, provider: 'google' });
    expect(row.secret).toMatch(/^v1\./);
    expect(row.secret).not.toMatch(/refresh|ya29|access_token/);
    expect(await status(owner)).toEqual({ connected: true, scopes: BOTH_SCOPES });
  });

  it('keeps one grant per person, and the refresh token when Google sends none on a new consent', async () => {
    const first = readToken(await connectGoogle(server, google, owner));
    google.settings.issueRefreshTokens = false;
    // Short-lived access: the next call refreshes with the refresh token kept from before.
    google.settings.accessTokenSeconds = 60;
    try {
      const token = await connectGoogle(server, google, owner);
      expect(readToken(token).grant).toBe(first.grant);
      const refreshes = google.tokenCalls.filter((grant) => grant === 'refresh_token').length;
      const folder = await createFolder(owner, token, 'After a new consent');
      expect(folder.statusCode).toBe(200);
      expect(google.tokenCalls.filter((grant) => grant === 'refresh_token')).toHaveLength(refreshes + 1);
    } finally {
      google.settings.issueRefreshTokens = true;
      google.settings.accessTokenSeconds = 3599;
    }
    expect(
      await server.db.kysely
        .selectFrom('integration_credentials')
        .select('id')
        .where('user_id', '=', owner.id)
        .execute(),
    ).toEqual([{ id: first.grant }]);
  });

  it('keeps Sheets access when the same person later connects Drive alone (incremental consent)', async () => {
    const both = await createUser(server, 'both@example.com');
    expect(readToken(await connectGoogle(server, google, both, BOTH_SCOPES)).scopes).toEqual(BOTH_SCOPES);
    // The Drive panel asks for Drive only; Google's answer carries what was allowed before.
    const later = readToken(await connectGoogle(server, google, both, [GOOGLE_SCOPES.drive]));
    expect(new Set(later.scopes)).toEqual(new Set(BOTH_SCOPES));
    const status = await as(both).get('/api/services/google/status');
    expect(new Set(status.json<{ scopes: string[] }>().scopes)).toEqual(new Set(BOTH_SCOPES));
  });

  it('tells the popup in words when consent is refused, the state is not ours, or the code is not accepted', async () => {
    const refused = await landing(
      server,
      await google.consent(
        (await post(other, '/api/services/google/generateAuthURL', { scope: [GOOGLE_SCOPES.drive] })).json<{
          data: string;
        }>().data,
        'deny',
      ),
    );
    expect(refused).toMatchObject({
      statusCode: 302,
      message: 'false',
      error: 'Access to Google was not allowed.',
      token: null,
    });

    const forged = await landing(server, 'http://forms.test/api/services/google/callback?code=4/anything&state=forged');
    expect(forged).toMatchObject({
      message: 'false',
      error: 'The Google sign-in took too long or did not start here. Please try again.',
    });
    expect(forged.location).toMatch(/^http:\/\/forms\.test\/googleAuth\?/);

    const badCode = await landing(
      server,
      `http://forms.test/api/services/google/callback?code=4/not-given&state=${await stateOf(other)}`,
    );
    expect(badCode).toMatchObject({
      message: 'false',
      error: 'Google did not accept the authorisation. Please try again.',
    });
    const noCode = await landing(
      server,
      `http://forms.test/api/services/google/callback?state=${await stateOf(other)}`,
    );
    expect(noCode).toMatchObject({ message: 'false', error: 'Google sent no authorisation. Please try again.' });
    expect(await status(other)).toEqual({ connected: false, scopes: [] });
  });

  it("refuses a token naming another person's grant, or one that is not readable", async () => {
    const ownerToken = await connectGoogle(server, google, owner);
    const stranger = await createUser(server, 'stranger@example.com');
    const theirs = await createFolder(stranger, ownerToken);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toEqual({
      message: 'This Google authorisation belongs to another account. Authenticate with Google again.',
    });
    const gone = await createFolder(
      stranger,
      Buffer.from(JSON.stringify({ grant: 999_999, scopes: BOTH_SCOPES })).toString('base64'),
    );
    expect(gone.statusCode).toBe(409);
    expect(gone.json()).toEqual({ message: 'Google access was revoked or expired. Authenticate with Google again.' });
    const unreadable = await createFolder(owner, 'not a token');
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json()).toEqual({
      message: 'The Google authorisation is not readable. Authenticate with Google again.',
    });
    expect(google.folders.map((folder) => folder.name)).not.toContain('Answers');
  });

  it('refuses visitors, API keys and scopes it does not offer', async () => {
    expect((await post(undefined, '/api/services/google/generateAuthURL', { scope: BOTH_SCOPES })).statusCode).toBe(
      401,
    );
    const key = (await post(owner, `/api/users/${owner.id}/api-keys`, { name: 'script' })).json<{ key: string }>().key;
    const withKey = await asKey(server, key).get('/api/services/google/status');
    expect(withKey.statusCode).toBe(403);
    const wide = await post(owner, '/api/services/google/generateAuthURL', {
      scope: ['https://www.googleapis.com/auth/drive'],
    });
    expect(wide.statusCode).toBe(400);
    expect(wide.json()).toEqual({ message: 'Only Drive (file) and Sheets access can be asked for.' });
  });

  it('says when the server has no Google client', async () => {
    const bare = await startTestServer(dialect);
    try {
      const user = await createUser(bare, 'bare@example.com');
      const started = await as(user).post('/api/services/google/generateAuthURL', { scope: BOTH_SCOPES });
      expect(started.statusCode).toBe(503);
      expect(started.json()).toEqual({ message: 'Google Drive and Sheets are not set up on this server.' });
      expect((await anon(bare).get('/api/server/capabilities')).json()).toMatchObject({
        googleServiceAccountCredentials: false,
      });
      expect((await anon(server).get('/api/server/capabilities')).json()).toMatchObject({
        googleServiceAccountCredentials: true,
      });
    } finally {
      await bare.close();
    }
  });
});
