import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNewForm } from '@formbuilder/core';
import { resolveJwtSecret } from '../config/secrets';
import { startTestServer, testDialects, type TestServer } from '../test/test-server';
import { createUser, type TestUser } from '../test/factories';
import { anon, as } from '../test/requests';

// A private form's link can be revoked by regenerating it.
describe.each(testDialects)('regenerating a private link (%s)', (dialect) => {
  let server: TestServer;
  let owner: TestUser;
  let form: { id: number; uuid: string };
  const api = (user: TestUser | null, method: 'GET' | 'POST', path: string, userId = user?.id ?? owner.id) =>
    anon(server).request(method, `/api/users/${userId}/forms/${form.id}${path}`, undefined, {
      headers: user?.headers ?? {},
    });
  const view = (access: string) => anon(server).get(`/form/view/${form.uuid}?access=${access}`);
  const submit = (access: string) =>
    anon(server).post(
      `/form/view/${form.uuid}?access=${access}`,
      { q_1: 'x' },
      { headers: { accept: 'application/json' } },
    );

  beforeAll(async () => {
    // A lookup kept for a minute: regenerating must not wait for it on this process.
    server = await startTestServer(dialect, { PUBLIC_CACHE_MS: '60000' });
    owner = await createUser(server, 'owner@example.com');
    const created = await as(owner).post(`/api/users/${owner.id}/forms`, {
      ...createNewForm(),
      title: 'Secret',
      private: 1,
    });
    form = created.json();
    await api(owner, 'POST', '/publish');
  });
  afterAll(() => server.close());

  it('refuses the old link at once and answers with the new one', async () => {
    const old = (await api(owner, 'GET', '/access-token')).json<{ token: string }>().token;
    expect((await view(old)).statusCode).toBe(200);

    const regenerated = await api(owner, 'POST', '/access-link');
    expect(regenerated.statusCode).toBe(200);
    const { token, private: isPrivate } = regenerated.json<{ token: string; private: number }>();
    expect(isPrivate).toBe(1);
    expect(token).not.toBe(old);

    expect((await view(old)).statusCode).toBe(404);
    expect((await submit(old)).statusCode).toBe(404);
    const page = await view(token);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`action="/form/view/${form.uuid}?access=${token}"`);
    expect((await api(owner, 'GET', '/access-token')).json()).toEqual({ token, private: 1 });

    // Again: the second link goes the way of the first.
    const third = (await api(owner, 'POST', '/access-link')).json<{ token: string }>().token;
    expect((await view(token)).statusCode).toBe(404);
    expect((await view(third)).statusCode).toBe(200);
  });

  it('is for the owner only: 403 for another owner, 401 without a session', async () => {
    const other = await createUser(server, 'other@example.com');
    expect((await api(other, 'POST', '/access-link')).statusCode).toBe(403);
    expect((await api(other, 'POST', '/access-link', owner.id)).statusCode).toBe(403);
    expect((await api(null, 'POST', '/access-link')).statusCode).toBe(401);
    const current = (await api(owner, 'GET', '/access-token')).json<{ token: string }>().token;
    expect((await view(current)).statusCode).toBe(200);
  });
});

describe('a private link made before access secrets existed', () => {
  it('keeps working until the link is regenerated', async () => {
    const server = await startTestServer('sqlite');
    const owner = await createUser(server, 'owner@example.com');
    const base = `/api/users/${owner.id}/forms`;
    const form = (await as(owner).post(base, { ...createNewForm(), title: 'Old', private: 1 })).json();
    await as(owner).post(`${base}/${form.id}/publish`);
    const row = await server.db.kysely
      .selectFrom('forms')
      .select('access_secret')
      .where('id', '=', form.id)
      .executeTakeFirstOrThrow();
    expect(row.access_secret).toBeNull();
    // The token links carried before private links could be revoked: an HMAC of the id and uuid alone.
    const secret = resolveJwtSecret(server.config.jwtSecret, server.config.dataDir);
    const legacy = createHmac('sha256', new TextEncoder().encode(secret))
      .update(`form-access:${form.id}:${form.uuid}`)
      .digest('base64url');
    expect((await anon(server).get(`/form/view/${form.uuid}?access=${legacy}`)).statusCode).toBe(200);
    await as(owner).post(`${base}/${form.id}/access-link`);
    expect((await anon(server).get(`/form/view/${form.uuid}?access=${legacy}`)).statusCode).toBe(404);
    await server.close();
  });
});
