import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenService } from '../auth/tokens';
import { resolveJwtSecret } from '../config/secrets';
import { startTestServer, type TestServer } from '../test/test-server';
import { createFreeUser, createUser, TEST_PASSWORD, type TestUser } from '../test/factories';
import { routeAddress, routeWalkFixture } from '../test/route-walk';

// Issue #15: authorisation generated rather than remembered. Every route Fastify registered is
// called as a visitor, as another owner, with an expired session, with a token of another
// purpose, with a revoked API key and with an API key where keys do not belong: each is refused
// (401, 403 or 404) and nothing changes. A route added tomorrow is walked without anyone
// remembering; one that must stay open is listed below with its reason.
const PUBLIC: Record<string, string> = {
  'GET /api/server/capabilities': 'the login page asks before anyone is signed in (spec app-shell §4)',
  'GET /api/loadvariables': 'the app shell loads them before sign-in (spec app-shell §4)',
  'GET /api/health': "the load balancer's probe",
  'POST /api/users/signup': 'account screens are public (spec app-shell §6)',
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
  'GET /share-image.png': 'the picture of shared links (Open Graph)',
  'GET /embed.js': "the embed script runs on other people's sites",
  'GET /form/view/:uuid': 'the public form page (private forms need their access token)',
  'POST /form/view/:uuid': 'visitors submit the public form',
  'GET /form/view/:uuid/thanks': "the visitor's thank-you page",
  'GET /form/view/:uuid/result/:token': 'the signed result token is the credential',
  'GET /templates/view/:templateId': 'public template preview',
  'POST /templates/view/:templateId': "a template preview's Submit without the script: it only says it is a preview",
  'GET /api/images/:id/:token': 'the signed image token is the credential (public pages show the images)',
  'GET /api/services/google/callback': "Google sends the consent popup back here; the signed state names the person (google tests refuse a bad one)",
};
/** Routes for any signed-in person, which hold no one's data: another owner may call them too. */
const ANY_SIGNED_IN: Record<string, string> = {
  'GET /api/app/get/settingsPluginfileslist': 'the same settings menu for everyone (spec app-shell §7)',
  'POST /api/users/logout': "ends the caller's own session",
  // Each acts on the caller's own Google grant; a token naming another's grant is refused (google tests).
  'POST /api/services/google/generateAuthURL': "starts the caller's own Google consent",
  'GET /api/services/google/status': "the caller's own Google connection",
  'POST /api/integrations/googledrive/createFolder': "a folder in the caller's own Drive",
  'POST /api/googlesheets/getmapping': "the caller's own spreadsheet",
  'POST /api/googlesheets/init': "the caller's own spreadsheet",
};
const isPublic = (method: string, url: string) => PUBLIC[`${method} ${url}`] !== undefined || url.startsWith('/form/client.');

const REFUSED = [401, 403, 404];
const TABLES = ['users', 'roles', 'whitelist', 'forms', 'form_versions', 'submissions', 'entries', 'files', 'api_keys', 'usages', 'integration_credentials', 'webhooks'] as const;

describe('every route refuses whoever it is not for', () => {
  let server: TestServer;
  let victim: TestUser;
  let other: TestUser;
  const ids: Record<string, string> = {};
  const identities: { name: string; headers: Record<string, string>; keyRoutesOnly?: 'skip'; otherOwner?: true; acting?: true }[] = [];

  let adminHeaders: Record<string, string> = {};

  const rowCounts = async () =>
    Object.fromEntries(
      await Promise.all(TABLES.map(async (table) => [table, Number((await server.db.kysely.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)] as const)),
    );

  beforeAll(async () => {
    server = await startTestServer('sqlite', { SUBMIT_RATE_LIMIT: '0' });
    victim = await createFreeUser(server, 'victim@example.com');
    other = await createUser(server, 'other@example.com');
    const fixture = await routeWalkFixture(server, victim, 'victim@example.com');
    const { call } = fixture;
    const revoked = (await call('POST', `/api/users/${victim.id}/api-keys`, { name: 'revoked' })).json<{ id: number; key: string }>();
    await call('DELETE', `/api/users/${victim.id}/api-keys/${revoked.id}`);
    await server.db.kysely.insertInto('whitelist').values({ email: 'listed@example.com', created_at: new Date().toISOString() }).execute();
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
    const preview = await createTokenService(resolveJwtSecret(server.config.jwtSecret, server.config.dataDir)).signFor('preview', String(victim.id), 600);
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    // The owner's session after a logout, and an administrator's "login as" the owner after
    // "logout as user": both ended server-side, so both tokens are refused everywhere.
    const login = async (email: string) =>
      (await server.app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password: TEST_PASSWORD } })).json<{ token: string }>().token;
    const loggedOut = await login('victim@example.com');
    await server.app.inject({ method: 'POST', url: '/api/users/logout', headers: bearer(loggedOut) });
    const admin = bearer(await login('admin@example.com'));
    adminHeaders = admin;
    const actingAs = async (userId: number) =>
      (await server.app.inject({ method: 'POST', url: `/api/admin/users/${userId}/login-as-user`, headers: admin })).json<{ token: string }>().token;
    const endedActing = await actingAs(victim.id);
    await server.app.inject({ method: 'POST', url: '/api/admin/users/logout-as-user', headers: bearer(endedActing) });
    identities.push(
      { name: 'a logged-out session of the owner', headers: bearer(loggedOut) },
      { name: 'an ended "login as" the owner', headers: bearer(endedActing) },
      // Its own "logout as user" is its right (and would end it: the admin tests walk it).
      { name: 'an administrator acting as another owner', headers: bearer(await actingAs(other.id)), otherOwner: true, acting: true },
      { name: 'a visitor', headers: {} },
      { name: 'another owner', headers: other.headers, otherOwner: true },
      { name: 'an expired session of the owner', headers: bearer(expired) },
      { name: 'a token of another purpose', headers: bearer(preview) },
      { name: "the owner's revoked API key", headers: bearer(revoked.key) },
      // Where keys belong the owner's own key is their right; everywhere else it is refused.
      { name: "the owner's API key where keys do not belong", headers: bearer(fixture.apiKey), keyRoutesOnly: 'skip' },
    );
  });
  afterAll(() => server.close());

  it('walks the route table', async () => {
    const routes = server.app.routeTable.filter((route) => route.method !== 'HEAD' && !route.hidden && !isPublic(route.method, route.url));
    expect(routes.length).toBeGreaterThan(40);
    const before = await rowCounts();
    const accepted: string[] = [];
    for (const route of routes) {
      const url = routeAddress(route.url, ids);
      for (const identity of identities) {
        if (identity.keyRoutesOnly && route.acceptsApiKeys()) continue;
        if (identity.otherOwner && ANY_SIGNED_IN[`${route.method} ${route.url}`]) continue;
        if (identity.acting && route.url === '/api/admin/users/logout-as-user') continue;
        const response = await server.app.inject({ method: route.method as 'GET', url, headers: identity.headers, ...(route.method === 'GET' ? {} : { payload: {} }) });
        if (!REFUSED.includes(response.statusCode)) accepted.push(`${route.method} ${route.url} as ${identity.name}: ${response.statusCode}`);
      }
    }
    expect(accepted).toEqual([]);
    expect(await rowCounts()).toEqual(before);
  });

  // Administrators may reach other accounts (docs/api.md, Sessions): every call of theirs there
  // that is answered leaves an audit row naming them, the account and the call. Walked last: an
  // administrator's writes may change the victim's data.
  it("audits every call an administrator makes on another owner's account", async () => {
    const routes = server.app.routeTable.filter((route) => route.method !== 'HEAD' && !route.hidden && route.url.startsWith('/api/users/:userId/') && !isPublic(route.method, route.url));
    expect(routes.length).toBeGreaterThan(20);
    const unaudited: string[] = [];
    let answered = 0;
    for (const route of routes) {
      const last = await server.db.kysely.selectFrom('audit_log').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow();
      const response = await server.app.inject({ method: route.method as 'GET', url: routeAddress(route.url, ids), headers: adminHeaders, ...(route.method === 'GET' ? {} : { payload: {} }) });
      if (response.statusCode >= 400) continue;
      answered += 1;
      const rows = await server.db.kysely.selectFrom('audit_log').select(['action', 'user_id', 'target_id', 'detail']).where('id', '>', Number(last.id ?? 0)).execute();
      const admin = await server.db.kysely.selectFrom('users').select('id').where('email', '=', 'admin@example.com').executeTakeFirstOrThrow();
      const expected = { action: 'admin.act', user_id: admin.id, target_id: victim.id, detail: `${route.method} ${route.url}` };
      if (!rows.some((row) => JSON.stringify(row) === JSON.stringify(expected))) unaudited.push(`${route.method} ${route.url}: ${response.statusCode}`);
    }
    expect(answered).toBeGreaterThan(10);
    expect(unaudited).toEqual([]);
  });

  it('lists only open routes that exist', () => {
    const registered = new Set(server.app.routeTable.map((route) => `${route.method} ${route.url}`));
    expect([...Object.keys(PUBLIC), ...Object.keys(ANY_SIGNED_IN)].filter((route) => !registered.has(route))).toEqual([]);
  });
});
