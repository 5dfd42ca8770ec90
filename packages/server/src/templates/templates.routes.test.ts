import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDialects, type TestServer } from '../test/test-server';
import { createFreeUser, type TestUser } from '../test/factories';
import { starterTemplates } from './index';

describe.each(testDialects)('templates API (%s)', (dialect) => {
  let server: TestServer;
  let user: TestUser;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    user = await createFreeUser(server, 'user@example.com');
  });
  afterAll(() => server.close());

  it('lists every starter template with its tags, without logging in', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/get/templates' });
    expect(res.statusCode).toBe(200);
    const list = res.json<{ id: number; title: string; props: { tags: string[] } }[]>();
    expect(list.map((t) => t.title)).toEqual(starterTemplates.map((t) => t.title));
    expect(list.length).toBeGreaterThanOrEqual(12);
    for (const template of list) expect(template.props.tags.length).toBeGreaterThan(0);
    expect(Object.keys(list[0]?.props ?? {})).toEqual(['tags']);
  });

  it('serves each template file as it is: an edited file needs a migration (issue #9)', async () => {
    const list = (await server.app.inject({ method: 'GET', url: '/api/get/templates' })).json<{ id: number }[]>();
    const stored = await Promise.all(list.map(async ({ id }) => (await server.app.inject({ method: 'GET', url: `/api/get/templates/${id}` })).json<{ title: string; props: unknown }>()));
    expect(stored.map(({ title, props }) => ({ title, props }))).toEqual(starterTemplates.map(({ title, props }) => ({ title, props })));
  });

  it('answers one template whole, and 404 for an unknown one', async () => {
    const list = (await server.app.inject({ method: 'GET', url: '/api/get/templates' })).json<{ id: number }[]>();
    const one = await server.app.inject({ method: 'GET', url: `/api/get/templates/${list[0]?.id}` });
    expect(one.json().props.elements.length).toBeGreaterThan(1);
    expect((await server.app.inject({ method: 'GET', url: '/api/get/templates/9999' })).statusCode).toBe(404);
  });

  it('creates a form from a template, keeping its elements and rules', async () => {
    const list = (await server.app.inject({ method: 'GET', url: '/api/get/templates' })).json<{ id: number; title: string }[]>();
    const support = list.find((t) => t.title === 'Support Request');
    expect(support).toBeDefined();
    const res = await server.app.inject({
      method: 'POST',
      url: `/api/users/${user.id}/forms/from-template/${support?.id}`,
      headers: user.headers,
      payload: {},
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ title: 'Support Request', status: 'done' });
    const form = (await server.app.inject({ method: 'GET', url: `/api/users/${user.id}/forms/${res.json().id}`, headers: user.headers })).json();
    const template = starterTemplates.find((t) => t.title === 'Support Request')?.props as { elements: unknown[]; rules: unknown[] };
    expect(form.props.elements).toHaveLength(template.elements.length);
    expect(form.props.rules).toHaveLength(template.rules.length);
    const unknown = await server.app.inject({ method: 'POST', url: `/api/users/${user.id}/forms/from-template/9999`, headers: user.headers, payload: {} });
    expect(unknown.statusCode).toBe(404);
  });
});
