import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDialects, type TestServer } from '../test/test-server';
import { createUser, sessionUser, type TestUser } from '../test/factories';
import { auditTrail } from './admin-testing';
import { anon, as, asKey } from '../test/requests';

// Every admin call is for administrators only; 'login as user' swaps the session for
// the user's (marked in the token) and 'logout as user' gives the admin's back, both audited.
describe.each(testDialects)('admin access and impersonation (%s)', (dialect) => {
  let server: TestServer;
  let admin: TestUser;
  let owner: TestUser;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    admin = await createUser(server, 'admin@example.com');
    owner = await createUser(server, 'owner@example.com');
  });
  afterAll(() => server.close());

  /** Every admin route as registered (read from Fastify's table, so a new route is covered). */
  const adminRoutes = () =>
    server.app.routeTable
      .filter(
        (route) =>
          route.url.startsWith('/api/admin/') && route.method !== 'HEAD' && !route.url.includes('logout-as-user'),
      )
      .map((route) => ({ method: route.method as 'GET', url: route.url.replace(/:\w+/g, '1') }));

  it('refuses every admin call to a visitor (401), an owner (403) and an API key (403)', async () => {
    const routes = adminRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(11);
    const created = await as(admin).post(`/api/users/${admin.id}/api-keys`, { name: 'admin key' });
    const keyed = asKey(server, created.json<{ key: string }>().key);
    for (const route of routes) {
      const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
      expect(
        (await anon(server).request(route.method, route.url, body)).statusCode,
        `${route.method} ${route.url}`,
      ).toBe(401);
      const refused = await as(owner).request(route.method, route.url, body);
      expect(refused.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(refused.json()).toEqual({ message: 'This page is for administrators only.' });
      expect(
        (await keyed.request(route.method, route.url, body)).statusCode,
        `${route.method} ${route.url} with a key`,
      ).toBe(403);
    }
  });

  it('logs in as a user and back out, with both ends in the audit log', async () => {
    const started = await as(admin).post(`/api/admin/users/${owner.id}/login-as-user/`);
    expect(started.statusCode).toBe(200);
    const answer = started.json();
    expect(answer).toMatchObject({ user_id: owner.id, email: 'owner@example.com', impersonate: true, admin: false });
    const asOwner = sessionUser(server, answer);
    // The token is the owner's: their data opens, the admin's and the console do not.
    expect((await as(asOwner).get(`/api/users/${owner.id}/forms`)).statusCode).toBe(200);
    expect((await as(asOwner).get(`/api/users/${admin.id}/forms`)).statusCode).toBe(403);
    expect((await as(asOwner).get('/api/admin/users')).statusCode).toBe(403);
    // Nothing that would outlast the visit: no password change, no API key.
    expect(
      (
        await as(asOwner).put(`/api/users/${owner.id}/password`, {
          currentPassword: 'long enough password',
          newPassword: 'another long password',
        })
      ).statusCode,
    ).toBe(403);
    expect((await as(asOwner).post(`/api/users/${owner.id}/api-keys`, { name: 'backdoor' })).statusCode).toBe(403);

    const ended = await as(asOwner).post('/api/admin/users/logout-as-user/');
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ user_id: admin.id, admin: true, impersonate: false });
    expect((await as(sessionUser(server, ended.json())).get('/api/admin/users')).statusCode).toBe(200);
    const trail = (await auditTrail(server)).filter((row) => row.action.startsWith('impersonation'));
    expect(trail).toEqual([
      { action: 'impersonation.start', user_id: admin.id, target_id: owner.id, detail: null },
      { action: 'impersonation.end', user_id: admin.id, target_id: owner.id, detail: null },
    ]);
  });

  it('refuses logout as user to a session that is not impersonating', async () => {
    expect((await anon(server).post('/api/admin/users/logout-as-user/')).statusCode).toBe(401);
    const refused = await as(owner).post('/api/admin/users/logout-as-user/');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'You are not logged in as another user.' });
  });

  it('never impersonates another administrator, nor an unknown user', async () => {
    const second = await createUser(server, 'second-admin@example.com');
    expect((await as(admin).put(`/api/admin/users/${second.id}`, { roleId: 1, isActive: 1 })).statusCode).toBe(200);
    const refused = await as(admin).post(`/api/admin/users/${second.id}/login-as-user`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/administrator cannot be logged in as/);
    expect((await as(admin).post('/api/admin/users/999999/login-as-user')).statusCode).toBe(404);
  });

  it('ends the impersonation when the administrator behind it loses the role', async () => {
    const second = await createUser(server, 'temporary-admin@example.com');
    await as(admin).put(`/api/admin/users/${second.id}`, { roleId: 1, isActive: 1 });
    const asOwner = sessionUser(server, (await as(second).post(`/api/admin/users/${owner.id}/login-as-user`)).json());
    expect((await as(asOwner).get(`/api/users/${owner.id}/forms`)).statusCode).toBe(200);
    expect((await as(admin).put(`/api/admin/users/${second.id}`, { roleId: 2, isActive: 1 })).statusCode).toBe(200);
    expect((await as(asOwner).get(`/api/users/${owner.id}/forms`)).statusCode).toBe(401);
  });
});
