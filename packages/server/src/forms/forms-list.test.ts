import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNewForm } from '@formbuilder/core';
import { startTestServer, testDialects, type TestServer } from '../test/test-server';
import { createFreeUser, type TestUser } from '../test/factories';
import { as } from '../test/requests';

// The forms list says where each form stands, from the same one query.
describe.each(testDialects)('forms list publication state (%s)', (dialect) => {
  let server: TestServer;
  let ada: TestUser;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    ada = await createFreeUser(server, 'ada@example.com');
  });
  afterAll(() => server.close());

  const formsUrl = () => `/api/users/${ada.id}/forms`;
  const listed = async () =>
    (await as(ada).get(formsUrl())).json<{ id: number; title: string; publication: string }[]>();
  const stateOf = async (id: number) => (await listed()).find((form) => form.id === id)?.publication;

  it('goes from draft to published to changed, and back to published on the next publish', async () => {
    const { id } = (await as(ada).post(formsUrl(), { ...createNewForm(), id: null, title: 'RSVP' })).json<{
      id: number;
    }>();
    expect(await stateOf(id)).toBe('draft');

    expect((await as(ada).post(`${formsUrl()}/${id}/publish`)).statusCode).toBe(200);
    expect(await stateOf(id)).toBe('published');

    // Saving the draft unchanged keeps it published; an edit does not.
    const draft = (await as(ada).get(`${formsUrl()}/${id}`)).json<Record<string, unknown>>();
    await as(ada).put(formsUrl(), draft);
    expect(await stateOf(id)).toBe('published');
    expect((await as(ada).put(formsUrl(), { ...draft, title: 'RSVP, with dinner' })).statusCode).toBe(200);
    expect(await stateOf(id)).toBe('changed');

    await as(ada).post(`${formsUrl()}/${id}/publish`);
    expect(await stateOf(id)).toBe('published');
  });

  it('tells each form apart in one list', async () => {
    const make = async (title: string) =>
      (await as(ada).post(formsUrl(), { ...createNewForm(), id: null, title })).json<{ id: number }>().id;
    const never = await make('Never published');
    const live = await make('Live');
    await as(ada).post(`${formsUrl()}/${live}/publish`);
    const states = new Map((await listed()).map((form) => [form.id, form.publication]));
    expect([states.get(never), states.get(live)]).toEqual(['draft', 'published']);
  });
});
