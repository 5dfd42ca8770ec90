import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, SETTINGS_PAGES, permissionAnswerSchema, usagesSchema } from '@formbuilder/core';
import { startTestServer, testDialects, type TestServer } from '../test/test-server';
import { createUser, type TestUser } from '../test/factories';
import { anon, as, asKey } from '../test/requests';

// The settings area: the pages list, preferences and a password change that
// ends every other session.
describe.each(testDialects)('settings (%s)', (dialect) => {
  let server: TestServer;
  let admin: TestUser;
  let owner: TestUser;
  const password = 'long enough password';
  beforeAll(async () => {
    server = await startTestServer(dialect);
    admin = await createUser(server, 'admin@example.com');
    owner = await createUser(server, 'owner@example.com', password);
  });
  afterAll(() => server.close());

  it('lists the settings pages for a signed-in person only', async () => {
    expect((await as(owner).get('/api/app/get/settingsPluginfileslist')).json()).toEqual([...SETTINGS_PAGES]);
    expect((await anon(server).get('/api/app/get/settingsPluginfileslist')).statusCode).toBe(401);
  });

  it("answers this month's usages in core's shape, against the role's limits (0 = unlimited)", async () => {
    const created = await as(owner).post(`/api/users/${owner.id}/forms`, {
      id: null,
      title: 'Counted',
      private: 0,
      props: { elements: [] },
    });
    expect(created.statusCode).toBe(201);
    const response = await as(owner).get(`/api/users/${owner.id}/usages`);
    expect(response.statusCode).toBe(200);
    const usages = usagesSchema.parse(response.json());
    expect(usages).toMatchObject({
      month: new Date().toISOString().slice(0, 7),
      formCount: 1,
      submissionCount: 0,
      uploadBytes: 0,
    });
    expect(Object.keys(response.json<object>()).sort()).toEqual(Object.keys(usagesSchema.shape).sort());
  });

  it('answers the role as it is now: a change reaches an open session without a new login', async () => {
    const url = `/api/users/${owner.id}/permission`;
    const before = permissionAnswerSchema.parse((await as(owner).get(url)).json());
    expect(before).toMatchObject({ user_role: 2, admin: false, permission: { admin: false, NetPromoterScore: true } });
    const free = await server.db.kysely
      .selectFrom('roles')
      .select('permission')
      .where('id', '=', 2)
      .executeTakeFirstOrThrow();
    const lowered = { ...JSON.parse(free.permission), NetPromoterScore: false, formLimit: 2 };
    await server.db.kysely
      .updateTable('roles')
      .set({ permission: JSON.stringify(lowered) })
      .where('id', '=', 2)
      .execute();
    try {
      const after = (await as(owner).get(url)).json();
      expect(after).toMatchObject({
        user_role: 2,
        admin: false,
        permission: { NetPromoterScore: false, formLimit: 2 },
      });
      expect(Object.keys(after).sort()).toEqual(['admin', 'permission', 'user_role']);
    } finally {
      await server.db.kysely.updateTable('roles').set({ permission: free.permission }).where('id', '=', 2).execute();
    }
    expect((await anon(server).get(url)).statusCode).toBe(401);
    expect((await as(owner).get(`/api/users/${admin.id}/permission`)).statusCode).toBe(403);
  });

  it('keeps preferences, starting from the defaults, and refuses a bad one in words', async () => {
    const url = `/api/users/${owner.id}/preferences`;
    expect((await as(owner).get(url)).json()).toEqual(DEFAULT_PREFERENCES);
    // Never chosen: null, and each screen shows the browser's zone.
    expect(DEFAULT_PREFERENCES.timeZone).toBeNull();
    const chosen = { themeColour: '#FF5722', timeZone: 'America/New_York', notifyNewForms: true };
    expect((await as(owner).put(url, chosen)).json()).toEqual(chosen);
    expect((await as(owner).get(url)).json()).toEqual(chosen);
    const bad = await as(owner).put(url, { ...chosen, timeZone: 'Mars/Olympus' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'Please choose a time zone from the list.' });
    expect((await as(owner).get(url)).json()).toEqual(chosen);
    // Given back to the browser.
    expect((await as(owner).put(url, { ...chosen, timeZone: null })).json()).toEqual({
      ...chosen,
      timeZone: null,
    });
    expect((await as(owner).get(url)).json()).toMatchObject({ timeZone: null });
  });

  it('changes the password with the current one, ends other sessions and keeps this one', async () => {
    const other = await anon(server).post('/api/users/login', { email: 'owner@example.com', password });
    const otherSession = asKey(server, other.json<{ token: string }>().token);
    const url = `/api/users/${owner.id}/password`;
    const wrong = await as(owner).put(url, {
      currentPassword: 'not it at all',
      newPassword: 'a brand new secret',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: 'Your current password is not right.' });
    const weak = await as(owner).put(url, {
      currentPassword: password,
      newPassword: 'short',
    });
    expect(weak.json()).toEqual({ message: 'New password must contain at least 8 characters.' });
    // An administrator cannot set someone else's password.
    expect(
      (
        await as(admin).put(url, {
          currentPassword: password,
          newPassword: 'a brand new secret',
        })
      ).statusCode,
    ).toBe(403);

    const changed = await as(owner).put(url, {
      currentPassword: password,
      newPassword: 'a brand new secret',
    });
    expect(changed.statusCode).toBe(200);
    const freshSession = asKey(server, changed.json<{ token: string }>().token);
    expect((await otherSession.get(`/api/users/${owner.id}/forms`)).statusCode).toBe(401);
    expect((await as(owner).get(`/api/users/${owner.id}/forms`)).statusCode).toBe(401);
    expect((await freshSession.get(`/api/users/${owner.id}/forms`)).statusCode).toBe(200);
    const login = await anon(server).post('/api/users/login', {
      email: 'owner@example.com',
      password: 'a brand new secret',
    });
    expect(login.statusCode).toBe(200);
  });
});
