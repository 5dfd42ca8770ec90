import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SLUG_RULE_MESSAGE,
  createNewForm,
  reservedSlugMessage,
  takenSlugMessage,
  type Element,
} from '@formbuilder/core';
import { startTestServer, testDialects, type TestServer } from '../test/test-server';
import { createUser, type TestUser } from '../test/factories';
import { anon, as } from '../test/requests';

// A form's short address (docs/product.md, "Reach"; docs/api.md): set, refused, cleared by its
// owner only, and GET /f/{slug} shows the same page as /form/view/{uuid}, whose Submit works.
describe.each(testDialects)('short addresses /f/{slug} (%s)', (dialect) => {
  let server: TestServer;
  let owner: TestUser;
  let other: TestUser;
  let form: { id: number; uuid: string };
  let otherForm: { id: number; uuid: string };
  const elements: Element[] = [
    { id: 1, type: 'TextBox', label: 'Your name', required: true },
    { id: 2, type: 'Button', buttonText: 'Send' },
  ];
  const slugPath = (user: TestUser, formId: number) => `/api/users/${user.id}/forms/${formId}/slug`;
  const setSlug = (user: TestUser, formId: number, body: Record<string, unknown>) =>
    as(user).put(slugPath(user, formId), body);

  async function publishedForm(user: TestUser, title: string) {
    const created = (
      await as(user).post(`/api/users/${user.id}/forms`, {
        ...createNewForm(),
        title,
        props: { ...createNewForm().props, elements },
      })
    ).json<{ id: number; uuid: string }>();
    await as(user).post(`/api/users/${user.id}/forms/${created.id}/publish`);
    return created;
  }

  beforeAll(async () => {
    server = await startTestServer(dialect, { SUBMIT_RATE_LIMIT: '0' });
    owner = await createUser(server, 'owner@example.com');
    other = await createUser(server, 'other@example.com');
    form = await publishedForm(owner, 'Party');
    otherForm = await publishedForm(other, 'Picnic');
  });
  afterAll(() => server.close());

  it('starts with none, sets one, and serves the same page at /f/{slug} as at the uuid link', async () => {
    expect((await as(owner).get(slugPath(owner, form.id))).json()).toEqual({ slug: null });
    expect((await anon(server).get('/f/summer-party')).statusCode).toBe(404);

    const set = await setSlug(owner, form.id, { slug: 'summer-party' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ slug: 'summer-party' });
    expect((await as(owner).get(slugPath(owner, form.id))).json()).toEqual({ slug: 'summer-party' });

    const short = await anon(server).get('/f/summer-party');
    const long = await anon(server).get(`/form/view/${form.uuid}`);
    expect(short.statusCode).toBe(200);
    expect(short.body).toContain('Your name');
    // The same page, posting back to the uuid address: only the per-request values differ.
    const perRequest = (html: string) =>
      html.replace(/nonce-[^'"]+|nonce="[^"]+"|name="(?:_idempotency|_started)" value="[^"]+"/g, '');
    expect(perRequest(short.body)).toBe(perRequest(long.body));
    expect(short.body).toContain(`action="/form/view/${form.uuid}"`);
    // It may be framed like the uuid link (an embed of the short address).
    expect(short.headers['x-frame-options']).toBeUndefined();
  });

  it('takes a submission made from the short address page', async () => {
    const page = await anon(server).get('/f/summer-party');
    const action = /action="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const res = await anon(server).post(
      action,
      { q_1: 'Ada' },
      { headers: { accept: 'application/json', referer: `${server.config.publicUrl}/f/summer-party` } },
    );
    expect(res.statusCode).toBe(201);
    const stored = await server.db.kysely
      .selectFrom('submissions')
      .select('id')
      .where('form_id', '=', form.id)
      .execute();
    expect(stored).toHaveLength(1);
  });

  it('keeps a slug one form’s: 409 in words when another form has it, and nothing changes', async () => {
    const taken = await setSlug(other, otherForm.id, { slug: 'summer-party' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: takenSlugMessage('summer-party') });
    expect((await as(other).get(slugPath(other, otherForm.id))).json()).toEqual({ slug: null });
    // Setting the same slug again on its own form is fine.
    expect((await setSlug(owner, form.id, { slug: 'summer-party' })).statusCode).toBe(200);
  });

  it('refuses slugs that break the rules or are reserved, in words, and keeps the old one', async () => {
    for (const slug of ['Summer', 'ab', 'a'.repeat(61), 'summer_party', '-summer', 'summer-', 'sum--mer', 'été', '']) {
      const res = await setSlug(owner, form.id, { slug });
      expect(res.statusCode, slug).toBe(400);
      expect(res.json(), slug).toEqual({ message: SLUG_RULE_MESSAGE });
    }
    const reserved = await setSlug(owner, form.id, { slug: 'admin' });
    expect(reserved.statusCode).toBe(400);
    expect(reserved.json()).toEqual({ message: reservedSlugMessage('admin') });
    expect((await setSlug(owner, form.id, { slug: 'party', extra: 1 })).statusCode).toBe(400);
    expect((await as(owner).get(slugPath(owner, form.id))).json()).toEqual({ slug: 'summer-party' });
    // The longest allowed is fine.
    expect((await setSlug(other, otherForm.id, { slug: `p${'-a'.repeat(29)}b` })).statusCode).toBe(200);
  });

  it('is for the form’s owner only', async () => {
    expect((await as(other).put(slugPath(other, form.id), { slug: 'stolen' })).statusCode).toBe(403);
    expect((await as(other).put(slugPath(owner, form.id), { slug: 'stolen' })).statusCode).toBe(403);
    expect((await as(other).delete(slugPath(other, form.id))).statusCode).toBe(403);
    expect((await as(other).get(slugPath(other, form.id))).statusCode).toBe(403);
    expect((await anon(server).put(slugPath(owner, form.id), { slug: 'stolen' })).statusCode).toBe(401);
    expect((await as(owner).get(slugPath(owner, form.id))).json()).toEqual({ slug: 'summer-party' });
  });

  it('clears it: /f/{slug} is gone and another form may take it', async () => {
    const cleared = await as(owner).delete(slugPath(owner, form.id));
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ slug: null });
    expect((await anon(server).get('/f/summer-party')).statusCode).toBe(404);
    expect((await setSlug(other, otherForm.id, { slug: 'summer-party' })).statusCode).toBe(200);
    const page = await anon(server).get('/f/summer-party');
    expect(page.body).toContain(`action="/form/view/${otherForm.uuid}"`);
  });

  it('shows a private form at its short address only with its access token', async () => {
    const secret = (
      await as(owner).post(`/api/users/${owner.id}/forms`, { ...createNewForm(), title: 'Secret', private: 1 })
    ).json<{ id: number }>();
    await as(owner).post(`/api/users/${owner.id}/forms/${secret.id}/publish`);
    expect((await setSlug(owner, secret.id, { slug: 'secret-form' })).statusCode).toBe(200);
    expect((await anon(server).get('/f/secret-form')).statusCode).toBe(404);
    const { token } = (await as(owner).get(`/api/users/${owner.id}/forms/${secret.id}/access-token`)).json<{
      token: string;
    }>();
    const page = await anon(server).get(`/f/secret-form?access=${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`?access=${token}"`);
  });

  it('does not show an unpublished form at its short address', async () => {
    const draft = (await as(owner).post(`/api/users/${owner.id}/forms`, { ...createNewForm(), title: 'Draft' })).json<{
      id: number;
    }>();
    expect((await setSlug(owner, draft.id, { slug: 'draft-form' })).statusCode).toBe(200);
    expect((await anon(server).get('/f/draft-form')).statusCode).toBe(404);
    expect((await anon(server).get('/f/ADMIN')).statusCode).toBe(404);
  });
});
