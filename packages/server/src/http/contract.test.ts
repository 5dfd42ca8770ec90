import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';
import { createUser } from '../test/factories';
import { DOCS_PATH } from './contract';

// The OpenAPI document is generated from the route schemas (issue #9): every API route
// the server registers is in it, with its method, and path ids are checked in words.
describe('the route contract', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
  });
  afterAll(() => server.close());

  it('serves an OpenAPI document that lists every registered /api route', async () => {
    const response = await server.app.inject({ method: 'GET', url: DOCS_PATH });
    expect(response.statusCode).toBe(200);
    const doc = response.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(doc.openapi).toMatch(/^3\./);
    const apiRoutes = server.app.routeTable.filter((r) => r.url.startsWith('/api/') && !r.hidden && r.method !== 'HEAD');
    expect(apiRoutes.length).toBeGreaterThan(20);
    const missing = apiRoutes.filter((r) => {
      const path = r.url.replace(/:(\w+)/g, '{$1}');
      return !doc.paths[path]?.[r.method.toLowerCase()];
    });
    expect(missing).toEqual([]);
    // Path parameters are documented from the schemas.
    const formRoute = doc.paths['/api/users/{userId}/forms/{formId}']?.get as { parameters?: { name: string; in: string }[] };
    expect(formRoute.parameters?.map((p) => p.name)).toEqual(expect.arrayContaining(['userId', 'formId']));
  });

  it('describes the answer of every JSON /api route, so docs/api.md needs no tables of shapes', async () => {
    const response = await server.app.inject({ method: 'GET', url: DOCS_PATH });
    type Operation = { responses?: Record<string, { content?: Record<string, unknown> }> };
    const doc = response.json<{ paths: Record<string, Record<string, Operation>> }>();
    // These answer a file, a stream or a redirect, not JSON.
    const notJson = new Set([
      'GET /api/users/{userId}/forms/{formId}/submissions/{submissionId}/questions/{questionId}/{fileName}',
      'GET /api/users/{userId}/forms/{formId}/submissions.csv',
      'GET /api/images/{id}/{token}',
      'GET /api/services/google/callback',
    ]);
    const undescribed = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/') && path !== DOCS_PATH)
      .flatMap(([path, operations]) => Object.entries(operations).map(([method, operation]) => ({ route: `${method.toUpperCase()} ${path}`, operation })))
      .filter(({ route, operation }) => !notJson.has(route) && !Object.entries(operation.responses ?? {}).some(([status, answer]) => status.startsWith('2') && answer.content?.['application/json']))
      .map(({ route }) => route);
    expect(undescribed).toEqual([]);
    for (const route of notJson) expect(doc.paths[route.split(' ')[1] ?? '']).toBeDefined();
  });

  it("writes the form's props, elements and rules once, as components the routes refer to", async () => {
    const response = await server.app.inject({ method: 'GET', url: DOCS_PATH });
    const doc = response.json<{ components: { schemas: Record<string, unknown> } }>();
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(['FormProps', 'Element', 'Rule']));
    // The draft, a version, saving and cloning all describe props: each by reference.
    expect(response.body.match(/"#\/components\/schemas\/FormProps(Input)?"/g)?.length).toBeGreaterThanOrEqual(3);
    // An element's fields are written once (an input and an output component), not per route.
    expect(response.body.split('"uploadedImageUrl"').length - 1).toBeLessThanOrEqual(2);
  });

  it('refuses a bad path id in words before the handler runs', async () => {
    const user = await createUser(server, 'contract@example.com');
    const response = await server.app.inject({ method: 'GET', url: `/api/users/${user.id}/forms/abc`, headers: user.headers });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The form id is not valid.' });
  });

  it('guards every owner route in one scope: a visitor is refused before anything is read', async () => {
    const owned = server.app.routeTable.filter((r) => r.url.startsWith('/api/users/:userId/') && !/\/(verify|resetpassword)\//.test(r.url) && r.method !== 'HEAD');
    expect(owned.length).toBeGreaterThan(10);
    for (const route of owned) {
      const url = route.url.replace(/:(\w+)/g, '1');
      const response = await server.app.inject({ method: route.method as 'GET', url, payload: route.method === 'GET' ? undefined : {} });
      expect({ route: `${route.method} ${route.url}`, status: response.statusCode }).toEqual({ route: `${route.method} ${route.url}`, status: 401 });
    }
  });
});
