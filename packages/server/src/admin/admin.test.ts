import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNewForm, type Element } from '@formbuilder/core';
import { startTestServer, testDialects, type TestServer } from '../test/test-server';
import { createPublishedForm, createUser, type TestUser } from '../test/factories';
import { postMultipart } from '../submissions/intake-testing';
import { auditTrail, freePermission } from './admin-testing';
import { GOOGLE_STATUS_NOTE, MAIL_STATUS_NOTE } from '../system/system.routes';
import { anon, as } from '../test/requests';

// Users, roles, whitelist, status and the audit log, and changes that apply at the
// user's next request.
describe.each(testDialects)('admin console API (%s)', (dialect) => {
  let server: TestServer;
  let admin: TestUser;
  let owner: TestUser;
  beforeAll(async () => {
    server = await startTestServer(dialect, { SUBMIT_RATE_LIMIT: '0' });
    admin = await createUser(server, 'admin@example.com');
    owner = await createUser(server, 'owner@example.com');
  });
  afterAll(() => server.close());

  const newForm = (user: TestUser, elements?: Element[]) => {
    const form = createNewForm();
    if (elements) form.props.elements = elements;
    return as(user).post(`/api/users/${user.id}/forms`, { ...form, title: 'A form' });
  };

  it('lists users by e-mail a page at a time, searches them, and keeps the product’s bare list without paging', async () => {
    for (const name of ['carol', 'dave', 'erin', 'frank_x']) await createUser(server, `${name}@list.example`);
    const first = (await as(admin).get('/api/admin/users?limit=2&q=list.example')).json();
    expect(first.rows.map((u: { email: string }) => u.email)).toEqual(['carol@list.example', 'dave@list.example']);
    const second = (
      await as(admin).get(`/api/admin/users?limit=2&q=list.example&after=${encodeURIComponent(first.next)}`)
    ).json();
    expect(second).toMatchObject({
      rows: [{ email: 'erin@list.example' }, { email: 'frank_x@list.example' }],
      next: null,
    });
    // _ and % are matched as themselves, not as wildcards.
    expect((await as(admin).get('/api/admin/users?q=K_X')).json().rows.map((u: { email: string }) => u.email)).toEqual([
      'frank_x@list.example',
    ]);
    const bare = (await as(admin).get('/api/admin/users')).json();
    expect(Array.isArray(bare)).toBe(true);
    expect(bare.find((u: { id: number }) => u.id === owner.id)).toEqual({
      id: owner.id,
      email: 'owner@example.com',
      role_id: 2,
      role_name: 'free',
      emailVerified: 1,
      isActive: 1,
      created_at: expect.any(String),
    });
    const refused = await as(admin).get('/api/admin/users?limit=5000');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'limit must be a whole number from 1 to 500.' });
  });

  it("shows a user's forms with their links' uuids", async () => {
    const created = (await newForm(owner)).json();
    const forms = (await as(admin).get(`/api/admin/users/${owner.id}/forms`)).json();
    expect(forms).toContainEqual({
      id: created.id,
      title: 'A form',
      uuid: created.uuid,
      created_at: expect.any(String),
    });
  });

  it('creates a role, refuses bad ones in words, and keeps the free role\u2019s name', async () => {
    const permissions = { ...(await freePermission(server)), formLimit: 1, File: false };
    const created = await as(admin).put('/api/admin/roles/0', { name: 'Starter', permissions });
    expect(created.statusCode).toBe(200);
    const { roleId } = created.json();
    expect(created.json()).toEqual({ message: 'The role was created.', roleId: expect.any(Number) });
    expect(roleId).toBeGreaterThan(2);
    const roles = (await as(admin).get('/api/admin/roles')).json();
    expect(roles.find((r: { id: number }) => r.id === roleId)).toMatchObject({ name: 'Starter', users: 0 });
    expect(JSON.parse(roles.find((r: { id: number }) => r.id === roleId).permission)).toMatchObject({
      formLimit: 1,
      File: false,
    });

    const refusals: [string, object, string][] = [
      ['/api/admin/roles/0', { name: ' ', permissions }, 'Please set a role name'],
      [
        '/api/admin/roles/0',
        { name: 'starter', permissions },
        'A role with this name already exists. Please choose another name.',
      ],
      ['/api/admin/roles/2', { name: 'Basic', permissions }, 'The name of the free role (id 2) cannot be changed.'],
      [
        '/api/admin/roles/0',
        { name: 'Huge', permissions: { ...permissions, formLimit: 100_000_000 } },
        'permissions.formLimit must be a whole number from 0 to 99999999.',
      ],
      [
        '/api/admin/roles/0',
        { name: 'Half', permissions: { ...permissions, uploadLimit: '7.5' } },
        'permissions.uploadLimit must be a whole number from 0 to 99999999.',
      ],
      [
        '/api/admin/roles/0',
        { name: 'Words', permissions: { ...permissions, submissionLimit: 'abc' } },
        'permissions.submissionLimit must be a whole number from 0 to 99999999.',
      ],
      [
        '/api/admin/roles/0',
        { name: 'Below', permissions: { ...permissions, formLimit: '-1' } },
        'permissions.formLimit must be a whole number from 0 to 99999999.',
      ],
      [
        '/api/admin/roles/0',
        { name: 'Flagged', permissions: { ...permissions, File: 'yes' } },
        'permissions.File must be true or false.',
      ],
    ];
    for (const [url, body, message] of refusals) {
      const refused = await as(admin).put(url, body);
      expect(refused.statusCode, message).toBe(400);
      expect(refused.json().message).toBe(message);
    }
    // A role editor built from text inputs sends its limits as digits.
    const typed = await as(admin).put('/api/admin/roles/0', {
      name: 'Typed',
      permissions: { ...permissions, formLimit: '7', submissionLimit: '0', uploadLimit: '250' },
    });
    expect(typed.statusCode).toBe(200);
    const stored = (await as(admin).get('/api/admin/roles'))
      .json()
      .find((r: { id: number }) => r.id === typed.json().roleId);
    expect(JSON.parse(stored.permission)).toMatchObject({ formLimit: 7, submissionLimit: 0, uploadLimit: 250 });
    expect((await as(admin).put('/api/admin/roles/9999', { name: 'Ghost', permissions })).statusCode).toBe(404);
    expect(
      (await as(admin).put('/api/admin/roles/2', { name: 'free', permissions: await freePermission(server) }))
        .statusCode,
    ).toBe(200);
  });

  it("applies a role change at the user's next request: the form limit and element types", async () => {
    const permissions = { ...(await freePermission(server)), formLimit: 1, File: false };
    const { roleId } = (await as(admin).put('/api/admin/roles/0', { name: 'One form', permissions })).json();
    const user = await createUser(server, 'limited@example.com');
    expect((await newForm(user)).statusCode).toBe(201);
    expect((await as(admin).put(`/api/admin/users/${user.id}`, { roleId, isActive: 1 })).json()).toEqual({
      message: 'The user was saved.',
    });
    // The same token, the new limits.
    const second = await newForm(user);
    expect(second.statusCode).toBe(403);
    expect(second.json()).toEqual({ message: 'Form limit reached: your plan allows 1 form. Delete one to make room.' });
    await as(admin).put(`/api/admin/users/${user.id}`, { roleId: 2, isActive: 1 });
    await as(admin).put(`/api/admin/roles/${roleId}`, {
      name: 'One form',
      permissions: { ...permissions, formLimit: 5 },
    });
    await as(admin).put(`/api/admin/users/${user.id}`, { roleId, isActive: 1 });
    const withFile = await newForm(user, [{ id: 1, type: 'File' }]);
    expect(withFile.statusCode).toBe(403);
    expect(withFile.json().message).toMatch(/plan does not include/);
    const trail = (await auditTrail(server)).filter((row) => row.target_id === user.id);
    expect(trail.map((row) => [row.action, row.detail])).toEqual([
      ['user.role', 'free → One form'],
      ['user.role', 'One form → free'],
      ['user.role', 'free → One form'],
    ]);
  });

  it('suspends a user: their next call answers 401, their forms refuse submissions, and they can be let back in', async () => {
    const user = await createUser(server, 'suspended@example.com');
    const form = await createPublishedForm(server, user, [{ id: 1, type: 'TextBox', label: 'Name' }]);
    expect((await postMultipart(server, form.uuid, [['q_1', 'Ada']])).statusCode).toBe(201);
    expect((await as(admin).put(`/api/admin/users/${user.id}`, { roleId: 2, isActive: 0 })).statusCode).toBe(200);
    expect((await as(user).get(`/api/users/${user.id}/forms`)).statusCode).toBe(401);
    expect((await postMultipart(server, form.uuid, [['q_1', 'Bob']])).statusCode).toBe(403);
    const login = await anon(server).post('/api/users/login', {
      email: 'suspended@example.com',
      password: 'long enough password',
    });
    expect(login.statusCode).toBe(401);
    await as(admin).put(`/api/admin/users/${user.id}`, { roleId: 2, isActive: 1 });
    expect((await postMultipart(server, form.uuid, [['q_1', 'Cleo']])).statusCode).toBe(201);
    const statuses = (await auditTrail(server)).filter((row) => row.target_id === user.id).map((row) => row.detail);
    expect(statuses).toEqual(['suspended', 'active']);
  });

  it('refuses to lock an administrator out of their own account, and unknown roles', async () => {
    const own = await as(admin).put(`/api/admin/users/${admin.id}`, { roleId: 1, isActive: 0 });
    expect(own.json()).toEqual({ message: 'You cannot suspend your own account.' });
    expect((await as(admin).put(`/api/admin/users/${admin.id}`, { roleId: 2, isActive: 1 })).statusCode).toBe(400);
    expect((await as(admin).put(`/api/admin/users/${owner.id}`, { roleId: 4242, isActive: 1 })).json()).toEqual({
      message: 'This role does not exist.',
    });
    expect((await as(admin).put(`/api/admin/users/${owner.id}`, { roleId: 2, isActive: 3 })).statusCode).toBe(400);
    expect((await as(admin).get(`/api/users/${admin.id}/forms`)).statusCode).toBe(200);
  });

  it('whitelists a user or a typed address, lists and removes them; a whitelisted address can sign up', async () => {
    const byUser = await as(admin).post(`/api/admin/whitelist/${owner.id}`);
    expect(byUser.json()).toEqual({ success: true, message: 'User added in whitelist' });
    expect((await as(admin).post(`/api/admin/whitelist/${owner.id}`)).json()).toEqual({
      success: true,
      message: 'This address is already on the whitelist.',
    });
    expect((await as(admin).post('/api/admin/whitelist', { email: ' New.Person@Example.com ' })).json().success).toBe(
      true,
    );
    expect((await as(admin).post('/api/admin/whitelist', { email: 'not an address' })).json()).toEqual({
      message: 'Please use a valid email',
    });
    const list = (await as(admin).get('/api/admin/whitelist')).json();
    expect(list.map((entry: { email: string }) => entry.email)).toEqual([
      'new.person@example.com',
      'owner@example.com',
    ]);
    const removed = await as(admin).delete(`/api/admin/whitelist/entries/${list[1].id}`);
    expect(removed.json()).toEqual({ message: 'Removed from the whitelist.' });
    expect((await as(admin).delete(`/api/admin/whitelist/entries/${list[1].id}`)).statusCode).toBe(404);
    const trail = (await auditTrail(server)).filter((row) => row.action.startsWith('whitelist'));
    expect(trail.map((row) => [row.action, row.detail])).toEqual([
      ['whitelist.add', 'owner@example.com'],
      ['whitelist.add', 'new.person@example.com'],
      ['whitelist.remove', 'owner@example.com'],
    ]);
  });

  it('answers the status from the configuration and the audit log newest first, a page at a time', async () => {
    expect((await as(admin).get('/api/admin/status')).json()).toEqual({
      googleServiceAccountCredentials: false,
      sendgridApiKey: false,
      googleCredentialsClientID: false,
      fileUploadBucket: true,
      notes: [MAIL_STATUS_NOTE, GOOGLE_STATUS_NOTE],
    });
    expect(MAIL_STATUS_NOTE).toContain('Set SMTP_URL and MAIL_FROM');
    const first = (await as(admin).get('/api/admin/audit?limit=2')).json();
    expect(first.rows).toHaveLength(2);
    expect(first.rows[0]).toMatchObject({
      action: 'whitelist.remove',
      actor: 'admin@example.com',
      detail: 'owner@example.com',
    });
    const second = (await as(admin).get(`/api/admin/audit?limit=2&after=${first.next}`)).json();
    expect(second.rows[0].id).toBeLessThan(first.rows[1].id);
    expect((await as(admin).get('/api/admin/audit?after=abc')).json()).toEqual({
      message: 'The page cursor is not valid.',
    });
  });
});

describe('admin status with mail and Google configured', () => {
  it('says true for what is set', async () => {
    const server = await startTestServer('sqlite', {
      SMTP_URL: 'smtp://127.0.0.1:2525',
      GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com',
    });
    const admin = await createUser(server, 'admin@example.com');
    const status = (await as(admin).get('/api/admin/status')).json();
    expect(status).toMatchObject({
      sendgridApiKey: true,
      googleCredentialsClientID: true,
      notes: [GOOGLE_STATUS_NOTE],
    });
    await server.close();
  });
});
