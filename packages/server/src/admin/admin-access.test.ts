import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDialects, type TestServer } from '../test/test-server';
import { createUser, type TestUser } from '../test/factories';
import { auditTrail, caller, userOf } from './admin-testing';

// Issue #12: every admin call is for administrators only; 'login as user' swaps the session for
// the user's (marked in the token) and 'logout as user' gives the admin's back, both audited.
describe.each(testDialects)('admin access and impersonation (%s)', (dialect) => {
  let server: TestServer;
  let admin: TestUser;
  let owner: TestUser;
  let call: ReturnType<typeof caller>;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    call = caller(server);
    admin = await createUser(server, 'admin@example.com');
    owner = await createUser(server, 'owner@example.com');
  });
  afterAll(() => server.close());

  /** Every admin route as registered (read from Fastify's table, so a new route is covered). */
  const adminRoutes = () =>
    server.app.routeTable
      .filter((route) => route.url.startsWith('/api/admin/') && route.method !== 'HEAD' && !route.url.includes('logout-as-user'))
      .map((route) => ({ method: route.method as 'GET', url: route.url.replace(/:\w+/g, '1') }));

  it('refuses every admin call to a visitor (401), an owner (403) and an API key (403)', async () => {
    const routes = adminRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(11);
    const created = await call('POST', `/api/users/${admin.id}/api-keys`, admin, { name: 'admin key' });
    const key: TestUser = { id: admin.id, token: '', headers: { authorization: `Bearer ${created.json<{ key: string }>().key}` } };
    for (const route of routes) {
      const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
      expect((await call(route.method, route.url, null, body)).statusCode, `${route.method} ${route.url}`).toBe(401);
      const refused = await call(route.method, route.url, owner, body);
      expect(refused.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(refused.json()).toEqual({ message: 'This page is for administrators only.' });
      expect((await call(route.method, route.url, key, body)).statusCode, `${route.method} ${route.url} with a key`).toBe(403);
    }
  });

  it('logs in as a user and back out, with both ends in the audit log', async () => {
    const started = await call('POST', `/api/admin/users/${owner.id}/login-as-user/`, admin);
    expect(started.statusCode).toBe(200);
    const answer = started.json();
    expect(answer).toMatchObject({ user_id: owner.id, email: 'owner@example.com', impersonate: true, admin: false });
    const asOwner = userOf(answer);
    // The token is the owner's: their data opens, the admin's and the console do not.
    expect((await call('GET', `/api/users/${owner.id}/forms`, asOwner)).statusCode).toBe(200);
    expect((await call('GET', `/api/users/${admin.id}/forms`, asOwner)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/users', asOwner)).statusCode).toBe(403);
    // Nothing that would outlast the visit: no password change, no API key.
    expect((await call('PUT', `/api/users/${owner.id}/password`, asOwner, { currentPassword: 'long enough password', newPassword: 'another long password' })).statusCode).toBe(403);
    expect((await call('POST', `/api/users/${owner.id}/api-keys`, asOwner, { name: 'backdoor' })).statusCode).toBe(403);

    const ended = await call('POST', '/api/admin/users/logout-as-user/', asOwner);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ user_id: admin.id, admin: true, impersonate: false });
    expect((await call('GET', '/api/admin/users', userOf(ended.json()))).statusCode).toBe(200);
    const trail = (await auditTrail(server)).filter((row) => row.action.startsWith('impersonation'));
    expect(trail).toEqual([
      { action: 'impersonation.start', user_id: admin.id, target_id: owner.id, detail: null },
      { action: 'impersonation.end', user_id: admin.id, target_id: owner.id, detail: null },
    ]);
  });

  it('refuses logout as user to a session that is not impersonating', async () => {
    expect((await call('POST', '/api/admin/users/logout-as-user/', null)).statusCode).toBe(401);
    const refused = await call('POST', '/api/admin/users/logout-as-user/', owner);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'You are not logged in as another user.' });
  });

  it('never impersonates another administrator, nor an unknown user', async () => {
    const second = await createUser(server, 'second-admin@example.com');
    expect((await call('PUT', `/api/admin/users/${second.id}`, admin, { roleId: 1, isActive: 1 })).statusCode).toBe(200);
    const refused = await call('POST', `/api/admin/users/${second.id}/login-as-user`, admin);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/administrator cannot be logged in as/);
    expect((await call('POST', '/api/admin/users/999999/login-as-user', admin)).statusCode).toBe(404);
  });

  it('ends the impersonation when the administrator behind it loses the role', async () => {
    const second = await createUser(server, 'temporary-admin@example.com');
    await call('PUT', `/api/admin/users/${second.id}`, admin, { roleId: 1, isActive: 1 });
    const asOwner = userOf((await call('POST', `/api/admin/users/${owner.id}/login-as-user`, second)).json());
    expect((await call('GET', `/api/users/${owner.id}/forms`, asOwner)).statusCode).toBe(200);
    expect((await call('PUT', `/api/admin/users/${second.id}`, admin, { roleId: 2, isActive: 1 })).statusCode).toBe(200);
    expect((await call('GET', `/api/users/${owner.id}/forms`, asOwner)).statusCode).toBe(401);
  });
});
