import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDialects, type TestServer } from '../test/test-server';
import { createUser, type TestUser } from '../test/factories';
import { as, asKey } from '../test/requests';

// An API key works with its owner's rights on the forms and submissions calls,
// and nowhere else; it is shown whole once, listed by its prefix, and stops when revoked.
describe.each(testDialects)('API keys (%s)', (dialect) => {
  let server: TestServer;
  let admin: TestUser;
  let owner: TestUser;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    admin = await createUser(server, 'admin@example.com');
    owner = await createUser(server, 'owner@example.com');
  });
  afterAll(() => server.close());

  async function createKey(user: TestUser, name: string): Promise<{ id: number; key: string; prefix: string }> {
    const response = await as(user).post(`/api/users/${user.id}/api-keys`, { name });
    expect(response.statusCode).toBe(201);
    return response.json();
  }

  it('is shown once, then listed masked in the product’s shape', async () => {
    const created = await createKey(owner, 'Zapier');
    expect(created.key).toMatch(/^fbk_[\w-]{8}_[\w-]{32}$/);
    expect(created.key.startsWith(created.prefix)).toBe(true);
    const list = await as(owner).get(`/api/users/${owner.id}/api-key`);
    // The body is the list: the product's client reads it as data[0].api_key, data being the body.
    const data = list.json<{ api_key: string; name: string }[]>();
    expect(data[0]?.name).toBe('Zapier');
    expect(data[0]?.api_key).toBe(`${created.prefix}_••••••••`);
    expect(list.body).not.toContain(created.key);
  });

  it("reads the owner's forms, and nothing beyond the owner's forms and submissions", async () => {
    const { key } = await createKey(owner, 'reader');
    const keyed = asKey(server, key);
    const created = await as(owner).post(`/api/users/${owner.id}/forms`, {
      id: null,
      title: 'Keyed',
      private: 0,
      props: { elements: [] },
    });
    expect(created.statusCode).toBe(201);
    expect((await keyed.get(`/api/users/${owner.id}/forms`)).statusCode).toBe(200);
    // Not the settings, key management, another account or an admin call.
    expect((await keyed.get(`/api/users/${owner.id}/usages`)).statusCode).toBe(403);
    expect((await keyed.post(`/api/users/${owner.id}/api-keys`, { name: 'more' })).statusCode).toBe(403);
    expect((await keyed.get(`/api/users/${admin.id}/forms`)).statusCode).toBe(403);
    const upload = await keyed.post('/api/upload/1/1');
    expect(upload.statusCode).toBe(403);
    expect(upload.json()).toEqual({ message: 'An API key cannot be used for this call. Please log in instead.' });
  });

  it("of an admin does not reach other accounts: a key has its owner's rights only", async () => {
    const { key } = await createKey(admin, 'admin key');
    expect((await as(admin).get(`/api/users/${owner.id}/forms`)).statusCode).toBe(200);
    expect((await asKey(server, key).get(`/api/users/${owner.id}/forms`)).statusCode).toBe(403);
  });

  it('stops working when revoked, and a made-up key never works', async () => {
    const { id, key } = await createKey(owner, 'short-lived');
    expect((await asKey(server, key).get(`/api/users/${owner.id}/forms`)).statusCode).toBe(200);
    const revoked = await as(owner).delete(`/api/users/${owner.id}/api-keys/${id}`);
    expect(revoked.json()).toEqual({ message: 'The key was revoked.' });
    const after = await asKey(server, key).get(`/api/users/${owner.id}/forms`);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'This API key is not valid or was revoked.' });
    expect((await asKey(server, `fbk_AAAAAAAA_${'B'.repeat(32)}`).get(`/api/users/${owner.id}/forms`)).statusCode).toBe(
      401,
    );
    // Another owner's key id is not found, and nothing is removed.
    expect((await as(admin).delete(`/api/users/${admin.id}/api-keys/${id}`)).statusCode).toBe(404);
  });

  it('refuses a nameless key in words', async () => {
    const response = await as(owner).post(`/api/users/${owner.id}/api-keys`, { name: '  ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Please give the key a name.' });
  });
});
