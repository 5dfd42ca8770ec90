import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNewForm } from '@formbuilder/core';
import { startTestServer, testDialects, type TestServer } from '../test/test-server';
import { createFreeUser, type TestUser } from '../test/factories';
import { as } from '../test/requests';

// GET …/forms/{formId}/{version}: one published version by its number, which the Data screen's
// detail labels an older submission's answers by (docs/product.md §B2 Data). The owner's only.
describe.each(testDialects)('a published version by its number (%s)', (dialect) => {
  let server: TestServer;
  let owner: TestUser;
  let stranger: TestUser;
  let formId: number;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    owner = await createFreeUser(server, 'owner@example.com');
    stranger = await createFreeUser(server, 'stranger@example.com');
    const form = createNewForm();
    form.title = 'Wedding RSVP';
    form.props.elements = [{ id: 1, type: 'TextBox', label: 'Name' }];
    ({ id: formId } = (await as(owner).post(`/api/users/${owner.id}/forms`, form)).json<{ id: number }>());
    expect((await as(owner).post(`/api/users/${owner.id}/forms/${formId}/publish`)).statusCode).toBe(200);
    const renamed = {
      ...form,
      id: formId,
      props: { ...form.props, elements: [{ id: 1, type: 'TextBox', label: 'Full name' }] },
    };
    expect((await as(owner).put(`/api/users/${owner.id}/forms`, renamed)).statusCode).toBe(200);
    expect((await as(owner).post(`/api/users/${owner.id}/forms/${formId}/publish`)).statusCode).toBe(200);
  });
  afterAll(() => server.close());

  it('returns each version with the questions it had', async () => {
    const one = await as(owner).get(`/api/users/${owner.id}/forms/${formId}/1`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ published: true, form_id: formId, version: 1, title: 'Wedding RSVP' });
    expect(one.json<{ props: { elements: { label: string }[] } }>().props.elements.map((e) => e.label)).toEqual([
      'Name',
    ]);
    const two = await as(owner).get(`/api/users/${owner.id}/forms/${formId}/2`);
    expect(two.json<{ props: { elements: { label: string }[] } }>().props.elements.map((e) => e.label)).toEqual([
      'Full name',
    ]);
  });

  it('says in words that a version does not exist', async () => {
    const res = await as(owner).get(`/api/users/${owner.id}/forms/${formId}/9`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Version 9 of this form does not exist.' });
  });

  it('shows no one else the owner’s versions', async () => {
    const theirs = await as(stranger).get(`/api/users/${stranger.id}/forms/${formId}/1`);
    expect(theirs.statusCode).toBeGreaterThanOrEqual(400);
    expect(theirs.statusCode).toBeLessThan(500);
    expect(JSON.stringify(theirs.json())).not.toContain('Wedding RSVP');
    const asOwner = await as(stranger).get(`/api/users/${owner.id}/forms/${formId}/1`);
    expect(asOwner.statusCode).toBeGreaterThanOrEqual(400);
    expect(asOwner.statusCode).toBeLessThan(500);
  });
});
