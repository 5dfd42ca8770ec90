import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDialects, type TestServer } from '../test/test-server';
import { createFreeUser, type TestUser } from '../test/factories';
import { starterTemplates } from './index';
import { anon, as } from '../test/requests';

describe.each(testDialects)('templates API (%s)', (dialect) => {
  let server: TestServer;
  let user: TestUser;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    user = await createFreeUser(server, 'user@example.com');
  });
  afterAll(() => server.close());

  it('lists every starter template with its tags, without logging in', async () => {
    const res = await anon(server).get('/api/get/templates');
    expect(res.statusCode).toBe(200);
    const list = res.json<{ id: number; title: string; props: { tags: string[] } }[]>();
    expect(list.map((t) => t.title)).toEqual(starterTemplates.map((t) => t.title));
    expect(list.length).toBeGreaterThanOrEqual(12);
    for (const template of list) expect(template.props.tags.length).toBeGreaterThan(0);
    expect(Object.keys(list[0]?.props ?? {})).toEqual(['tags']);
  });

  it('serves each template file as it is: an edited file needs a migration', async () => {
    const list = (await anon(server).get('/api/get/templates')).json<{ id: number }[]>();
    const stored = await Promise.all(
      list.map(async ({ id }) =>
        (await anon(server).get(`/api/get/templates/${id}`)).json<{
          title: string;
          props: unknown;
        }>(),
      ),
    );
    expect(stored.map(({ title, props }) => ({ title, props }))).toEqual(
      starterTemplates.map(({ title, props }) => ({ title, props })),
    );
  });

  it('answers one template whole, and 404 for an unknown one', async () => {
    const list = (await anon(server).get('/api/get/templates')).json<{ id: number }[]>();
    const one = await anon(server).get(`/api/get/templates/${list[0]?.id}`);
    expect(one.json().props.elements.length).toBeGreaterThan(1);
    expect((await anon(server).get('/api/get/templates/9999')).statusCode).toBe(404);
  });

  it('creates a form from a template, keeping its elements and rules', async () => {
    const list = (await anon(server).get('/api/get/templates')).json<{ id: number; title: string }[]>();
    const support = list.find((t) => t.title === 'Support Request');
    expect(support).toBeDefined();
    const res = await as(user).post(`/api/users/${user.id}/forms/from-template/${support?.id}`, {});
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ title: 'Support Request', status: 'done' });
    const form = (await as(user).get(`/api/users/${user.id}/forms/${res.json().id}`)).json();
    const template = starterTemplates.find((t) => t.title === 'Support Request')?.props as {
      elements: unknown[];
      rules: unknown[];
    };
    expect(form.props.elements).toHaveLength(template.elements.length);
    expect(form.props.rules).toHaveLength(template.rules.length);
    const unknown = await as(user).post(`/api/users/${user.id}/forms/from-template/9999`, {});
    expect(unknown.statusCode).toBe(404);
  });
});
