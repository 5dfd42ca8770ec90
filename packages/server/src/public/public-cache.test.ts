import { describe, expect, it } from 'vitest';
import { createNewForm } from '@formbuilder/core';
import { startTestServer } from '../test/test-server';
import { createUser } from '../test/factories';

describe('the public lookup kept for PUBLIC_CACHE_MS', () => {
  it("is reused within its time, and forgotten at once when this process changes a form", async () => {
    const server = await startTestServer('sqlite', { PUBLIC_CACHE_MS: '60000' });
    const owner = await createUser(server, 'owner@example.com');
    const base = `/api/users/${owner.id}/forms`;
    const form = (await server.app.inject({ method: 'POST', url: base, headers: owner.headers, payload: { ...createNewForm(), title: 'Kept' } })).json();
    await server.app.inject({ method: 'POST', url: `${base}/${form.id}/publish`, headers: owner.headers });
    const view = () => server.app.inject({ method: 'GET', url: `/form/view/${form.uuid}` });
    expect((await view()).statusCode).toBe(200);

    // Another process making the form private: this one keeps its lookup for now.
    await server.db.kysely.updateTable('forms').set({ private: 1 }).where('id', '=', form.id).execute();
    expect((await view()).statusCode).toBe(200);

    // A change made through this process is seen at once.
    const draft = (await server.app.inject({ method: 'GET', url: `${base}/${form.id}`, headers: owner.headers })).json();
    await server.app.inject({ method: 'PUT', url: base, headers: owner.headers, payload: { ...draft, title: 'Kept, private' } });
    expect((await view()).statusCode).toBe(404);
    await server.close();
  });
});
