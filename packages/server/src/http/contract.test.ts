import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';
import { createUser } from '../test/factories';
import { CALLBACK_PATH } from '../integrations/google/google-access';
import { DOCS_PATH } from './contract';
import { anon, as } from '../test/requests';

// The OpenAPI document is generated from the route schemas: every API route
// the server registers is in it, with its method, and path ids are checked in words.
describe('the route contract', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
  });
  afterAll(() => server.close());

  it('serves an OpenAPI document that lists every registered /api route', async () => {
    const response = await anon(server).get(DOCS_PATH);
    expect(response.statusCode).toBe(200);
    const doc = response.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(doc.openapi).toMatch(/^3\./);
    const apiRoutes = server.app.routeTable.filter(
      (r) => r.url.startsWith('/api/') && !r.hidden && r.method !== 'HEAD',
    );
    expect(apiRoutes.length).toBeGreaterThan(20);
    const missing = apiRoutes.filter((r) => {
      const path = r.url.replace(/:(\w+)/g, '{$1}');
      return !doc.paths[path]?.[r.method.toLowerCase()];
    });
    expect(missing).toEqual([]);
    // Path parameters are documented from the schemas.
    const formRoute = doc.paths['/api/users/{userId}/forms/{formId}']?.get as {
      parameters?: { name: string; in: string }[];
    };
    expect(formRoute.parameters?.map((p) => p.name)).toEqual(expect.arrayContaining(['userId', 'formId']));
  });

  it('describes the answer of every JSON /api route, so docs/api.md needs no tables of shapes', async () => {
    const response = await anon(server).get(DOCS_PATH);
    type Operation = { responses?: Record<string, { content?: Record<string, unknown> }> };
    const doc = response.json<{ paths: Record<string, Record<string, Operation>> }>();
    // These return a file, a stream or a redirect, not JSON.
    const notJson = new Set([
      'GET /api/users/{userId}/forms/{formId}/submissions/{submissionId}/questions/{questionId}/{fileName}',
      'GET /api/users/{userId}/forms/{formId}/submissions.csv',
      'GET /api/users/{userId}/forms/{formId}/submissions.xlsx',
      'GET /api/users/{userId}/forms/{formId}/submissions.zip',
      'GET /api/images/{id}/{token}',
      'GET /api/services/google/callback',
    ]);
    const undescribed = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/') && path !== DOCS_PATH)
      .flatMap(([path, operations]) =>
        Object.entries(operations).map(([method, operation]) => ({
          route: `${method.toUpperCase()} ${path}`,
          operation,
        })),
      )
      .filter(
        ({ route, operation }) =>
          !notJson.has(route) &&
          !Object.entries(operation.responses ?? {}).some(
            ([status, answer]) => status.startsWith('2') && answer.content?.['application/json'],
          ),
      )
      .map(({ route }) => route);
    expect(undescribed).toEqual([]);
    for (const route of notJson) expect(doc.paths[route.split(' ')[1] ?? '']).toBeDefined();
  });

  it("writes the form's props, elements and rules once, as components the routes refer to", async () => {
    const response = await anon(server).get(DOCS_PATH);
    const doc = response.json<{ components: { schemas: Record<string, unknown> } }>();
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(['FormProps', 'Element', 'Rule']));
    // The draft, a version, saving and cloning all describe props: each by reference.
    expect(response.body.match(/"#\/components\/schemas\/FormProps(Input)?"/g)?.length).toBeGreaterThanOrEqual(3);
    // An element's fields are written once (an input and an output component), not per route.
    expect(response.body.split('"uploadedImageUrl"').length - 1).toBeLessThanOrEqual(2);
  });

  it('documents the shapes the product’s client reads: form_id on a version, the key list as the body, limits as digits', async () => {
    type Schema = { type?: string; required?: string[]; properties?: Record<string, Schema>; anyOf?: Schema[] };
    type Operation = {
      responses: Record<string, { content: Record<string, { schema: Schema }> }>;
      requestBody?: { content: Record<string, { schema: Schema }> };
    };
    const doc = (await anon(server).get(DOCS_PATH)).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const answer = (path: string, method = 'get') =>
      doc.paths[path]?.[method]?.responses['200']?.content['application/json']?.schema;
    expect(answer('/api/users/{userId}/forms/{formId}/{version}')?.required).toContain('form_id');
    expect(answer('/api/users/{userId}/api-key')?.type).toBe('array');
    const role = doc.paths['/api/admin/roles/{id}']?.put?.requestBody?.content['application/json']?.schema;
    expect(role?.properties?.permissions?.properties?.formLimit?.anyOf?.map((s) => s.type)).toEqual([
      'integer',
      'string',
    ]);
    const read =
      doc.paths['/api/users/{userId}/forms/{formId}/submissions/{submissionId}']?.put?.requestBody?.content[
        'application/json'
      ]?.schema;
    expect(Object.keys(read?.properties ?? {})).toEqual(
      expect.arrayContaining(['id', 'form_id', 'version', 'created_at', 'read']),
    );
  });

  it('refuses a bad path id in words before the handler runs', async () => {
    const user = await createUser(server, 'contract@example.com');
    const response = await as(user).get(`/api/users/${user.id}/forms/abc`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The form id is not valid.' });
  });

  it('refuses a query parameter an /api/ route does not read, naming it, as it refuses an unknown body field', async () => {
    const admin = await createUser(server, 'query-admin@example.com');
    // An administrator, so that every route reaches its checks (the first account is one elsewhere).
    await server.db.kysely.updateTable('users').set({ role_id: 1 }).where('id', '=', admin.id).execute();
    // Google's callback and the public images take any query string (below).
    const reads = server.app.routeTable.filter(
      (r) =>
        r.url.startsWith('/api/') &&
        r.method === 'GET' &&
        r.url !== CALLBACK_PATH &&
        r.url !== '/api/images/:id/:token',
    );
    expect(reads.length).toBeGreaterThan(20);
    // The parameters a route needs, so that the unknown one is the refusal.
    const needs: Record<string, string> = { '/api/users/:userId/forms/:formId/deliveries': 'integration=email&' };
    for (const route of reads) {
      const url = route.url.replace(':userId', String(admin.id)).replace(/:(\w+)/g, '1');
      const response = await as(admin).get(`${url}?${needs[route.url] ?? ''}cacheBust=1`);
      expect({ route: route.url, status: response.statusCode, answer: response.json() }).toEqual({
        route: route.url,
        status: 400,
        answer: { message: "The query parameter 'cacheBust' is not accepted here." },
      });
    }
    // The product's own parameters are read; two unknown ones are named together.
    const user = await createUser(server, 'query-owner@example.com');
    const form = await as(user).post(`/api/users/${user.id}/forms`, {
      id: null,
      title: 'Query',
      props: { elements: [] },
    });
    const formUrl = `/api/users/${user.id}/forms/${form.json<{ id: number }>().id}`;
    expect((await as(user).get(`${formUrl}?published=true`)).json()).toEqual({ published: false });
    expect((await as(user).get(`${formUrl}/submissions?orderBy=created_at&desc=true`)).json()).toEqual([]);
    const two = await as(user).get(`${formUrl}?published=true&sort=asc&page=2`);
    expect([two.statusCode, two.json()]).toEqual([
      400,
      { message: "The query parameters 'sort', 'page' are not accepted here." },
    ]);
    // Google's callback takes whatever Google adds; the public pages carry the form's URL parameters.
    expect(
      (await anon(server).get(`${CALLBACK_PATH}?error=access_denied&iss=https://accounts.google.com&authuser=0`))
        .statusCode,
    ).toBe(302);
    expect((await anon(server).get('/form/view/00000000-0000-4000-8000-000000000000?utm_source=mail')).statusCode).toBe(
      404,
    );
    expect((await anon(server).get('/api/images/1/abc?v=2')).json()).toEqual({
      message: 'This image does not exist.',
    });
  });

  it('guards every owner route in one scope: a visitor is refused before anything is read', async () => {
    const owned = server.app.routeTable.filter(
      (r) =>
        r.url.startsWith('/api/users/:userId/') && !/\/(verify|resetpassword)\//.test(r.url) && r.method !== 'HEAD',
    );
    expect(owned.length).toBeGreaterThan(10);
    for (const route of owned) {
      const url = route.url.replace(/:(\w+)/g, '1');
      const response = await anon(server).request(route.method as 'GET', url, route.method === 'GET' ? undefined : {});
      expect({ route: `${route.method} ${route.url}`, status: response.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 401,
      });
    }
  });
});
