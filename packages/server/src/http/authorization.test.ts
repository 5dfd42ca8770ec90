import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenService } from '../auth/tokens';
import { resolveJwtSecret } from '../config/secrets';
import { startTestServer, type TestServer } from '../test/test-server';
import { createApiKey, createFreeUser, createUser, TEST_PASSWORD, type TestUser } from '../test/factories';
import { routeAddress, routeWalkFixture } from '../test/route-walk';
import { anon, as, asKey, type Method, type Requests } from '../test/requests';

// Authorisation generated rather than remembered. Every route Fastify registered is
// called as a visitor, as another owner, with an expired session, with a token of another
// purpose, with a revoked API key and with an API key where keys do not belong: each is refused
// (401, 403 or 404) and nothing changes. A route added tomorrow is walked without anyone
// remembering; one that must stay open is listed below with its reason.
const PUBLIC: Record<string, string> = {
  'GET /api/server/capabilities': 'the login page asks before anyone is signed in (docs/product.md §A4)',
  'GET /api/loadvariables': 'the app shell loads them before sign-in (docs/product.md §A4)',
  'GET /api/health': "the load balancer's probe",
  'POST /api/users/signup': 'account screens are public (docs/product.md §A6)',
  'POST /api/users/login': 'account screens are public',
  'POST /api/users/loginwithgoogle': 'account screens are public',
  'GET /api/users/:userId/verify/:code': 'the link in the e-mail is the credential',
  'POST /api/users/forgotpassword': 'account screens are public',
  'POST /api/users/:userId/resetpassword/:code': 'the link in the e-mail is the credential',
  'GET /api/get/templates': 'the template gallery shows public templates',
  'GET /api/get/templates/:templateId': 'the template gallery shows public templates',
  'GET /api/get/templates/most-used': 'the empty forms list offers public templates',
  'GET /api/datasets': 'public forms draw dataset questions',
  'GET /favicon.ico': 'public',
  'GET /fonts/:file': 'the theme fonts public pages use',
  'GET /share-image.png': 'the picture of shared links (Open Graph)',
  'GET /embed.js': "the embed script runs on other people's sites",
  'GET /form/view/:uuid': 'the public form page (private forms need their access token)',
  'GET /f/:slug': 'the public form page at its short address (private forms need their access token)',
  'POST /form/view/:uuid': 'visitors submit the public form',
  'POST /form/view/:uuid/progress': "the visitor's script reports a first answer and the pages reached",
  'POST /form/view/:uuid/partial':
    'the visitor\'s page saves its answers before Submit (docs/product.md, "Partial responses")',
  'GET /form/view/:uuid/thanks': "the visitor's thank-you page",
  'GET /form/view/:uuid/check-inbox':
    'says where the confirmation link went (docs/product.md, "A form\'s life": one response per verified e-mail address)',
  'GET /form/view/:uuid/confirm':
    "the e-mailed link's token is the credential: it stores the visitor's pending response",
  'GET /form/view/:uuid/result/:token': 'the signed result token is the credential',
  'GET /templates/view/:templateId': 'public template preview',
  'POST /templates/view/:templateId': "a template preview's Submit without the script: it only says it is a preview",
  'GET /api/images/:id/:token': 'the signed image token is the credential (public pages show the images)',
  'GET /api/services/google/callback':
    'Google sends the consent popup back here; the signed state names the person (google tests refuse a bad one)',
};
/** Routes for any signed-in person, which hold no one's data: another owner may call them too. */
const ANY_SIGNED_IN: Record<string, string> = {
  'GET /api/app/get/settingsPluginfileslist': 'the same settings menu for everyone (docs/product.md §A7)',
  'POST /api/users/logout': "ends the caller's own session",
  // Each acts on the caller's own Google grant; a token naming another's grant is refused (google tests).
  'POST /api/services/google/generateAuthURL': "starts the caller's own Google consent",
  'GET /api/services/google/status': "the caller's own Google connection",
  'POST /api/integrations/googledrive/createFolder': "a folder in the caller's own Drive",
  'POST /api/googlesheets/getmapping': "the caller's own spreadsheet",
  'POST /api/googlesheets/init': "the caller's own spreadsheet",
};
const isPublic = (method: string, url: string) =>
  PUBLIC[`${method} ${url}`] !== undefined || url.startsWith('/form/client.');

const REFUSED = [401, 403, 404];
const TABLES = [
  'users',
  'roles',
  'whitelist',
  'forms',
  'form_versions',
  'submissions',
  'entries',
  'files',
  'partial_responses',
  'api_keys',
  'usages',
  'integration_credentials',
  'webhooks',
] as const;

describe('every route refuses whoever it is not for', () => {
  let server: TestServer;
  let victim: TestUser;
  let other: TestUser;
  const ids: Record<string, string> = {};
  const identities: {
    name: string;
    requests: Requests;
    keyRoutesOnly?: 'skip';
    otherOwner?: true;
    acting?: true;
  }[] = [];

  let asAdmin: Requests;

  const rowCounts = async () =>
    Object.fromEntries(
      await Promise.all(
        TABLES.map(
          async (table) =>
            [
              table,
              Number(
                (
                  await server.db.kysely
                    .selectFrom(table)
                    .select((eb) => eb.fn.countAll().as('n'))
                    .executeTakeFirstOrThrow()
                ).n,
              ),
            ] as const,
        ),
      ),
    );

  beforeAll(async () => {
    server = await startTestServer('sqlite', { SUBMIT_RATE_LIMIT: '0' });
    victim = await createFreeUser(server, 'victim@example.com');
    other = await createUser(server, 'other@example.com');
    const fixture = await routeWalkFixture(server, victim, 'victim@example.com');
    const revoked = await createApiKey(server, victim, 'revoked');
    await as(victim).delete(`/api/users/${victim.id}/api-keys/${revoked.id}`);
    await server.db.kysely
      .insertInto('whitelist')
      .values({ email: 'listed@example.com', created_at: new Date().toISOString() })
      .execute();
    const entry = await server.db.kysely.selectFrom('whitelist').select('id').executeTakeFirstOrThrow();
    Object.assign(ids, fixture.ids, { entryId: String(entry.id) });

    const secret = new TextEncoder().encode(resolveJwtSecret(server.config.jwtSecret, server.config.dataDir));
    const expired = await new SignJWT({ pur: 'session', gen: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('formbuilder')
      .setSubject(String(victim.id))
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(secret);
    const preview = await createTokenService(resolveJwtSecret(server.config.jwtSecret, server.config.dataDir)).signFor(
      'preview',
      String(victim.id),
      600,
    );
    const bearer = (token: string) => asKey(server, token);
    // The owner's session after a logout, and an administrator's "login as" the owner after
    // "logout as user": both ended server-side, so both tokens are refused everywhere.
    const login = async (email: string) =>
      (await anon(server).post('/api/users/login', { email, password: TEST_PASSWORD })).json<{ token: string }>().token;
    const loggedOut = await login('victim@example.com');
    await bearer(loggedOut).post('/api/users/logout');
    const admin = bearer(await login('admin@example.com'));
    asAdmin = admin;
    const actingAs = async (userId: number) =>
      (await admin.post(`/api/admin/users/${userId}/login-as-user`)).json<{
        token: string;
      }>().token;
    const endedActing = await actingAs(victim.id);
    await bearer(endedActing).post('/api/admin/users/logout-as-user');
    identities.push(
      { name: 'a logged-out session of the owner', requests: bearer(loggedOut) },
      { name: 'an ended "login as" the owner', requests: bearer(endedActing) },
      // Its own "logout as user" is its right (and would end it: the admin tests walk it).
      {
        name: 'an administrator acting as another owner',
        requests: bearer(await actingAs(other.id)),
        otherOwner: true,
        acting: true,
      },
      { name: 'a visitor', requests: anon(server) },
      { name: 'another owner', requests: as(other), otherOwner: true },
      { name: 'an expired session of the owner', requests: bearer(expired) },
      { name: 'a token of another purpose', requests: bearer(preview) },
      { name: "the owner's revoked API key", requests: bearer(revoked.key) },
      // Where keys belong the owner's own key is their right; everywhere else it is refused.
      { name: "the owner's API key where keys do not belong", requests: bearer(fixture.apiKey), keyRoutesOnly: 'skip' },
    );
  });
  afterAll(() => server.close());

  it('walks the route table', async () => {
    const routes = server.app.routeTable.filter(
      (route) => route.method !== 'HEAD' && !route.hidden && !isPublic(route.method, route.url),
    );
    expect(routes.length).toBeGreaterThan(40);
    const before = await rowCounts();
    const accepted: string[] = [];
    for (const route of routes) {
      const url = routeAddress(route.url, ids);
      for (const identity of identities) {
        if (identity.keyRoutesOnly && route.acceptsApiKeys()) continue;
        if (identity.otherOwner && ANY_SIGNED_IN[`${route.method} ${route.url}`]) continue;
        if (identity.acting && route.url === '/api/admin/users/logout-as-user') continue;
        const response = await identity.requests.request(
          route.method as Method,
          url,
          route.method === 'GET' ? undefined : {},
        );
        if (!REFUSED.includes(response.statusCode))
          accepted.push(`${route.method} ${route.url} as ${identity.name}: ${response.statusCode}`);
      }
    }
    expect(accepted).toEqual([]);
    expect(await rowCounts()).toEqual(before);
  });

  // Administrators may reach other accounts (docs/api.md, Sessions): every call of theirs there
  // that succeeds leaves an audit row naming them, the account and the call. Walked last: an
  // administrator's writes may change the victim's data.
  it("audits every call an administrator makes on another owner's account", async () => {
    const routes = server.app.routeTable.filter(
      (route) =>
        route.method !== 'HEAD' &&
        !route.hidden &&
        route.url.startsWith('/api/users/:userId/') &&
        !isPublic(route.method, route.url),
    );
    expect(routes.length).toBeGreaterThan(20);
    const unaudited: string[] = [];
    let answered = 0;
    for (const route of routes) {
      const last = await server.db.kysely
        .selectFrom('audit_log')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirstOrThrow();
      const response = await asAdmin.request(
        route.method as Method,
        routeAddress(route.url, ids),
        route.method === 'GET' ? undefined : {},
      );
      if (response.statusCode >= 400) continue;
      answered += 1;
      const rows = await server.db.kysely
        .selectFrom('audit_log')
        .select(['action', 'user_id', 'target_id', 'detail'])
        .where('id', '>', Number(last.id ?? 0))
        .execute();
      const admin = await server.db.kysely
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'admin@example.com')
        .executeTakeFirstOrThrow();
      const expected = {
        action: 'admin.act',
        user_id: admin.id,
        target_id: victim.id,
        detail: `${route.method} ${route.url}`,
      };
      if (!rows.some((row) => JSON.stringify(row) === JSON.stringify(expected)))
        unaudited.push(`${route.method} ${route.url}: ${response.statusCode}`);
    }
    expect(answered).toBeGreaterThan(10);
    expect(unaudited).toEqual([]);
  });

  it('lists only open routes that exist', () => {
    const registered = new Set(server.app.routeTable.map((route) => `${route.method} ${route.url}`));
    expect([...Object.keys(PUBLIC), ...Object.keys(ANY_SIGNED_IN)].filter((route) => !registered.has(route))).toEqual(
      [],
    );
  });
});
