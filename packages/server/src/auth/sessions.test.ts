import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '@formbuilder/core';
import { startTestServer, testDialects, type TestServer } from '../test/test-server';
import { createUser, sessionUser, TEST_PASSWORD, type TestUser } from '../test/factories';
import { auditTrail } from '../admin/admin-testing';
import { ACTING_TTL_SECONDS } from './tokens';
import { anon, as } from '../test/requests';

// Stored sessions (docs/api.md, Sessions): a logout ends the token at once, and an
// administrator's "login as user" is a session of its own that ends at "logout as user", at the
// administrator's password change, role or status change, or after an hour.
describe.each(testDialects)('stored sessions (%s)', (dialect) => {
  let server: TestServer;
  let admin: TestUser;
  let owner: TestUser;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    admin = await createUser(server, 'admin@example.com');
    owner = await createUser(server, 'owner@example.com');
  });
  afterAll(() => server.close());

  const actAs = async (actor: TestUser, target: TestUser) => {
    const started = await as(actor).post(`/api/admin/users/${target.id}/login-as-user`);
    expect(started.statusCode).toBe(200);
    return sessionUser(server, started.json());
  };
  const formsOf = (target: TestUser, viewer: TestUser) => as(viewer).get(`/api/users/${target.id}/forms`);
  const login = async (email: string) =>
    sessionUser(server, (await anon(server).post('/api/users/login', { email, password: TEST_PASSWORD })).json());

  it('ends the session at logout: the same token is refused, other sessions go on', async () => {
    const first = await login('owner@example.com');
    const second = await login('owner@example.com');
    const out = await as(first).post('/api/users/logout');
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'You have been logged out.' });
    expect((await formsOf(owner, first)).statusCode).toBe(401);
    expect((await as(first).post('/api/users/logout')).statusCode).toBe(401);
    expect((await formsOf(owner, second)).statusCode).toBe(200);
    expect((await anon(server).post('/api/users/logout')).statusCode).toBe(401);
  });

  it('ends an acting session at logout as user: the token stops and is exchanged only once', async () => {
    const asOwner = await actAs(admin, owner);
    const back = await as(asOwner).post('/api/admin/users/logout-as-user');
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ user_id: admin.id, admin: true });
    expect((await formsOf(owner, asOwner)).statusCode).toBe(401);
    expect((await as(asOwner).post('/api/admin/users/logout-as-user')).statusCode).toBe(401);
  });

  it('acts as a user for an hour at most', async () => {
    const before = Math.floor(Date.now() / 1000);
    const answer = (await as(admin).post(`/api/admin/users/${owner.id}/login-as-user`)).json<{ exp: number }>();
    expect(answer.exp).toBeGreaterThanOrEqual(before + ACTING_TTL_SECONDS);
    expect(answer.exp).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + ACTING_TTL_SECONDS);
  });

  it("ends the acting session when the administrator's password changes", async () => {
    const second = await createUser(server, 'password-admin@example.com');
    expect((await as(admin).put(`/api/admin/users/${second.id}`, { roleId: 1, isActive: 1 })).statusCode).toBe(200);
    const asOwner = await actAs(second, owner);
    expect((await formsOf(owner, asOwner)).statusCode).toBe(200);
    const changed = await as(second).put(`/api/users/${second.id}/password`, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'a brand new passphrase',
    });
    expect(changed.statusCode).toBe(200);
    expect((await formsOf(owner, asOwner)).statusCode).toBe(401);
    expect((await as(asOwner).post('/api/admin/users/logout-as-user')).statusCode).toBe(401);
  });

  it('ends the acting session when the administrator is suspended or the user becomes an administrator', async () => {
    const second = await createUser(server, 'suspended-admin@example.com');
    await as(admin).put(`/api/admin/users/${second.id}`, { roleId: 1, isActive: 1 });
    const bySecond = await actAs(second, owner);
    expect((await as(admin).put(`/api/admin/users/${second.id}`, { roleId: 1, isActive: 0 })).statusCode).toBe(200);
    expect((await formsOf(owner, bySecond)).statusCode).toBe(401);

    const promoted = await createUser(server, 'promoted@example.com');
    const asPromoted = await actAs(admin, promoted);
    expect((await formsOf(promoted, asPromoted)).statusCode).toBe(200);
    expect((await as(admin).put(`/api/admin/users/${promoted.id}`, { roleId: 1, isActive: 1 })).statusCode).toBe(200);
    expect((await formsOf(promoted, asPromoted)).statusCode).toBe(401);
  });

  it('audits each change made while acting with the administrator as its author', async () => {
    const asOwner = await actAs(admin, owner);
    const saved = await as(asOwner).put(`/api/users/${owner.id}/preferences`, {
      ...DEFAULT_PREFERENCES,
      timeZone: 'Europe/Paris',
    });
    expect(saved.statusCode).toBe(200);
    // A read, and a refused write, change nothing and are not written down.
    await formsOf(owner, asOwner);
    expect((await as(asOwner).post(`/api/users/${owner.id}/api-keys`, { name: 'kept' })).statusCode).toBe(403);
    const writes = (await auditTrail(server)).filter((row) => row.action === 'impersonation.write');
    expect(writes).toEqual([
      {
        action: 'impersonation.write',
        user_id: admin.id,
        target_id: owner.id,
        detail: 'PUT /api/users/:userId/preferences',
      },
    ]);
  });

  it("refuses an administrator's API key on another account, and audits their calls on it", async () => {
    const made = await as(admin).post(`/api/users/${owner.id}/api-keys`, { name: 'not theirs' });
    expect(made.statusCode).toBe(403);
    expect(made.json()).toEqual({ message: 'Only the account holder can create their API keys.' });
    expect((await as(owner).get(`/api/users/${owner.id}/api-key`)).json()).toEqual([]);
    // The administrator's own keys are theirs to make.
    expect((await as(admin).post(`/api/users/${admin.id}/api-keys`, { name: 'mine' })).statusCode).toBe(201);

    const saved = await as(admin).put(`/api/users/${owner.id}/preferences`, {
      ...DEFAULT_PREFERENCES,
      timeZone: 'Asia/Tokyo',
    });
    expect(saved.statusCode).toBe(200);
    expect((await formsOf(owner, admin)).statusCode).toBe(200);
    // Their own account is theirs: not written down.
    expect((await formsOf(admin, admin)).statusCode).toBe(200);
    const acts = (await auditTrail(server)).filter((row) => row.action === 'admin.act');
    expect(acts).toEqual([
      { action: 'admin.act', user_id: admin.id, target_id: owner.id, detail: 'PUT /api/users/:userId/preferences' },
      { action: 'admin.act', user_id: admin.id, target_id: owner.id, detail: 'GET /api/users/:userId/forms' },
    ]);
  });
});
