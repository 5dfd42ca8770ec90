import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '@formbuilder/core';
import { startTestServer, testDialects, type TestServer } from '../test/test-server';
import { createUser, TEST_PASSWORD, type TestUser } from '../test/factories';
import { auditTrail, caller, userOf } from '../admin/admin-testing';
import { ACTING_TTL_SECONDS } from './tokens';

// Stored sessions (docs/api.md, Sessions): a logout ends the token at once, and an
// administrator's "login as user" is a session of its own that ends at "logout as user", at the
// administrator's password change, role or status change, or after an hour.
describe.each(testDialects)('stored sessions (%s)', (dialect) => {
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

  const actAs = async (as: TestUser, target: TestUser) => {
    const started = await call('POST', `/api/admin/users/${target.id}/login-as-user`, as);
    expect(started.statusCode).toBe(200);
    return userOf(started.json());
  };
  const formsOf = (target: TestUser, as: TestUser) => call('GET', `/api/users/${target.id}/forms`, as);
  const login = async (email: string) => userOf((await call('POST', '/api/users/login', null, { email, password: TEST_PASSWORD })).json());

  it('ends the session at logout: the same token is refused, other sessions go on', async () => {
    const first = await login('owner@example.com');
    const second = await login('owner@example.com');
    const out = await call('POST', '/api/users/logout', first);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'You have been logged out.' });
    expect((await formsOf(owner, first)).statusCode).toBe(401);
    expect((await call('POST', '/api/users/logout', first)).statusCode).toBe(401);
    expect((await formsOf(owner, second)).statusCode).toBe(200);
    expect((await call('POST', '/api/users/logout', null)).statusCode).toBe(401);
  });

  it('ends an acting session at logout as user: the token stops and is exchanged only once', async () => {
    const asOwner = await actAs(admin, owner);
    const back = await call('POST', '/api/admin/users/logout-as-user', asOwner);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ user_id: admin.id, admin: true });
    expect((await formsOf(owner, asOwner)).statusCode).toBe(401);
    expect((await call('POST', '/api/admin/users/logout-as-user', asOwner)).statusCode).toBe(401);
  });

  it('acts as a user for an hour at most', async () => {
    const before = Math.floor(Date.now() / 1000);
    const answer = (await call('POST', `/api/admin/users/${owner.id}/login-as-user`, admin)).json<{ exp: number }>();
    expect(answer.exp).toBeGreaterThanOrEqual(before + ACTING_TTL_SECONDS);
    expect(answer.exp).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + ACTING_TTL_SECONDS);
  });

  it("ends the acting session when the administrator's password changes", async () => {
    const second = await createUser(server, 'password-admin@example.com');
    expect((await call('PUT', `/api/admin/users/${second.id}`, admin, { roleId: 1, isActive: 1 })).statusCode).toBe(200);
    const asOwner = await actAs(second, owner);
    expect((await formsOf(owner, asOwner)).statusCode).toBe(200);
    const changed = await call('PUT', `/api/users/${second.id}/password`, second, { currentPassword: TEST_PASSWORD, newPassword: 'a brand new passphrase' });
    expect(changed.statusCode).toBe(200);
    expect((await formsOf(owner, asOwner)).statusCode).toBe(401);
    expect((await call('POST', '/api/admin/users/logout-as-user', asOwner)).statusCode).toBe(401);
  });

  it('ends the acting session when the administrator is suspended or the user becomes an administrator', async () => {
    const second = await createUser(server, 'suspended-admin@example.com');
    await call('PUT', `/api/admin/users/${second.id}`, admin, { roleId: 1, isActive: 1 });
    const bySecond = await actAs(second, owner);
    expect((await call('PUT', `/api/admin/users/${second.id}`, admin, { roleId: 1, isActive: 0 })).statusCode).toBe(200);
    expect((await formsOf(owner, bySecond)).statusCode).toBe(401);

    const promoted = await createUser(server, 'promoted@example.com');
    const asPromoted = await actAs(admin, promoted);
    expect((await formsOf(promoted, asPromoted)).statusCode).toBe(200);
    expect((await call('PUT', `/api/admin/users/${promoted.id}`, admin, { roleId: 1, isActive: 1 })).statusCode).toBe(200);
    expect((await formsOf(promoted, asPromoted)).statusCode).toBe(401);
  });

  it('audits each change made while acting with the administrator as its author', async () => {
    const asOwner = await actAs(admin, owner);
    const saved = await call('PUT', `/api/users/${owner.id}/preferences`, asOwner, { ...DEFAULT_PREFERENCES, timeZone: 'Europe/Paris' });
    expect(saved.statusCode).toBe(200);
    // A read, and a refused write, change nothing and are not written down.
    await formsOf(owner, asOwner);
    expect((await call('POST', `/api/users/${owner.id}/api-keys`, asOwner, { name: 'kept' })).statusCode).toBe(403);
    const writes = (await auditTrail(server)).filter((row) => row.action === 'impersonation.write');
    expect(writes).toEqual([{ action: 'impersonation.write', user_id: admin.id, target_id: owner.id, detail: 'PUT /api/users/:userId/preferences' }]);
  });

  it("refuses an administrator's API key on another account, and audits their calls on it", async () => {
    const made = await call('POST', `/api/users/${owner.id}/api-keys`, admin, { name: 'not theirs' });
    expect(made.statusCode).toBe(403);
    expect(made.json()).toEqual({ message: 'Only the account holder can create their API keys.' });
    expect((await call('GET', `/api/users/${owner.id}/api-key`, owner)).json()).toEqual([]);
    // The administrator's own keys are theirs to make.
    expect((await call('POST', `/api/users/${admin.id}/api-keys`, admin, { name: 'mine' })).statusCode).toBe(201);

    const saved = await call('PUT', `/api/users/${owner.id}/preferences`, admin, { ...DEFAULT_PREFERENCES, timeZone: 'Asia/Tokyo' });
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
