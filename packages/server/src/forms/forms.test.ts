import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNewForm, draftFormSchema, publishedVersionSchema, type Form } from '@formbuilder/core';
import { startTestServer, testDialects, type TestServer } from '../test/test-server';
import { createFreeUser, createUser, type TestUser } from '../test/factories';
import { createFormsStore } from './forms.store';
import { anon, as } from '../test/requests';

describe.each(testDialects)('forms API (%s)', (dialect) => {
  let server: TestServer;
  let admin: TestUser;
  let ada: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    admin = await createUser(server, 'admin@example.com');
    ada = await createUser(server, 'ada@example.com');
    bob = await createUser(server, 'bob@example.com');
  });
  afterAll(() => server.close());
  const formsUrl = (user: TestUser) => `/api/users/${user.id}/forms`;

  async function create(user: TestUser, title = 'Contact us', form: Form = createNewForm()) {
    const res = await as(user).post(formsUrl(user), { ...form, id: null, title });
    expect(res.statusCode).toBe(201);
    return res.json<{ id: number; uuid: string; updated_at: string; status: string }>();
  }

  it('creates a form, answers it as a draft and lists it with its counts', async () => {
    const created = await create(ada);
    expect(created.status).toBe('done');
    const draft = (await as(ada).get(`${formsUrl(ada)}/${created.id}/`)).json();
    expect(draft).toMatchObject({
      id: created.id,
      uuid: created.uuid,
      title: 'Contact us',
      private: 0,
      published_version: null,
      published_created_at: null,
    });
    expect(draft.props.elements.map((e: { type: string }) => e.type)).toEqual(['TextBox', 'Button']);
    const list = (await as(ada).get(formsUrl(ada))).json();
    expect(list).toEqual([
      expect.objectContaining({
        id: created.id,
        title: 'Contact us',
        responseCount: 0,
        unreadCount: 0,
        published_version: null,
      }),
    ]);
  });

  it('counts responses and unread ones in the list, without preview submissions', async () => {
    const { id, uuid } = await create(ada, 'Counted');
    await as(ada).post(`${formsUrl(ada)}/${id}/publish`);
    const submit = (query = '') =>
      anon(server).post(`/form/view/${uuid}${query}`, { q_1: 'hello' }, { headers: { accept: 'application/json' } });
    const stored = [await submit(), await submit(), await submit()].map(
      (r) => r.json<{ submissionId: number }>().submissionId,
    );
    const { token } = (await as(ada).get(`${formsUrl(ada)}/${id}/preview-token`)).json<{ token: string }>();
    expect((await submit(`?preview=true&token=${token}`)).statusCode).toBe(201);
    // Opening one marks it read.
    expect((await as(ada).put(`${formsUrl(ada)}/${id}/submissions/${stored[0]}`, { read: 1 })).statusCode).toBe(200);
    const item = (await as(ada).get(formsUrl(ada))).json().find((f: { id: number }) => f.id === id);
    expect(item).toMatchObject({ responseCount: 3, unreadCount: 2 });
  });

  it('updates with PUT, keeps updated_at for an unchanged draft, and publishes versions', async () => {
    const { id } = await create(ada, 'Publishing');
    const draft = (await as(ada).get(`${formsUrl(ada)}/${id}`)).json();
    // Not yet published is an answer, not a 404 the browser logs.
    const unpublished = await as(ada).get(`${formsUrl(ada)}/${id}?published=true`);
    expect([unpublished.statusCode, unpublished.json()]).toEqual([200, { published: false }]);

    const first = (await as(ada).post(`${formsUrl(ada)}/${id}/publish`)).json();
    expect(first).toMatchObject({ version: 1, published_version: 1 });
    const afterPublish = (await as(ada).get(`${formsUrl(ada)}/${id}`)).json();
    // The red marker rule: updated_at equals the published created_at right after publishing.
    expect(afterPublish.updated_at).toBe(afterPublish.published_created_at);

    const same = await as(ada).put(formsUrl(ada), afterPublish);
    expect(same.json().updated_at).toBe(afterPublish.updated_at);
    expect((await as(ada).post(`${formsUrl(ada)}/${id}/publish`)).json().version).toBe(1);

    const changed = { ...draft, title: 'Publishing v2' };
    const put = await as(ada).put(formsUrl(ada), changed);
    expect(put.statusCode).toBe(200);
    expect(put.json().updated_at).not.toBe(afterPublish.updated_at);
    const marker = (await as(ada).get(`${formsUrl(ada)}/${id}`)).json();
    expect(marker.updated_at).not.toBe(marker.published_created_at);

    expect((await as(ada).post(`${formsUrl(ada)}/${id}/publish`)).json().version).toBe(2);
    expect((await as(ada).get(`${formsUrl(ada)}/${id}/1`)).json()).toMatchObject({
      version: 1,
      title: 'Publishing',
    });
    expect((await as(ada).get(`${formsUrl(ada)}/${id}?published=true`)).json()).toMatchObject({
      published: true,
      version: 2,
      title: 'Publishing v2',
    });
    expect((await as(ada).get(`${formsUrl(ada)}/${id}/7`)).statusCode).toBe(404);
  });

  it("refuses another user's form with 403 and a missing one with 404", async () => {
    const { id } = await create(ada, 'Private matter');
    const theirs = `/api/users/${bob.id}/forms/${id}`;
    expect((await as(bob).get(theirs)).statusCode).toBe(403);
    expect((await as(bob).get(theirs)).json().message).toBe('That form is not yours');
    expect((await as(bob).delete(theirs)).statusCode).toBe(403);
    expect((await as(bob).post(`${theirs}/publish`)).statusCode).toBe(403);
    expect((await as(bob).post(`${theirs}/clone`, {})).statusCode).toBe(403);
    const draft = (await as(ada).get(`${formsUrl(ada)}/${id}`)).json();
    expect((await as(bob).put(`/api/users/${bob.id}/forms`, draft)).statusCode).toBe(403);
    expect((await as(bob).get(`/api/users/${ada.id}/forms/${id}`)).statusCode).toBe(403);
    expect((await as(ada).get(`${formsUrl(ada)}/999999`)).statusCode).toBe(404);
    expect((await as(bob).get(`${theirs}?published=true`)).statusCode).toBe(403);
    expect((await as(ada).get(`${formsUrl(ada)}/999999?published=true`)).statusCode).toBe(404);
    // An admin may act for a user under that user's path.
    expect((await as(admin).get(`${formsUrl(ada)}/${id}`)).statusCode).toBe(200);
  });

  it('deletes a form', async () => {
    const { id } = await create(ada, 'Short-lived');
    const res = await as(ada).delete(`${formsUrl(ada)}/${id}`);
    expect(res.json()).toEqual({ message: 'deleted' });
    expect((await as(ada).get(`${formsUrl(ada)}/${id}`)).statusCode).toBe(404);
  });

  it("clones with 'Clone of ' + title, capped at 256, without the Google Drive integration", async () => {
    const form = createNewForm();
    form.props.integrations.push({
      type: 'GoogleDrive',
      value: '',
      active: true,
      paused: false,
      targetFolder: { name: 'x', id: 'y' },
      submissionIdentifier: '{submissionDate}',
    } as never);
    // The admin has no form limit; ada has used hers up by now.
    const { id } = await create(admin, 'T'.repeat(256), form);
    const clone = await as(admin).post(`${formsUrl(admin)}/${id}/clone`, {});
    expect(clone.statusCode).toBe(201);
    expect(clone.json().title).toBe(`Clone of ${'T'.repeat(256)}`.slice(0, 256));
    const copy = (await as(admin).get(`${formsUrl(admin)}/${clone.json().id}`)).json();
    expect(copy.props.integrations.some((i: { type: string }) => i.type === 'GoogleDrive')).toBe(false);
    expect(copy.uuid).not.toBe((await as(admin).get(`${formsUrl(admin)}/${id}`)).json().uuid);
    const named = await as(admin).post(`${formsUrl(admin)}/${id}/clone`, { title: 'My copy' });
    expect(named.json().title).toBe('My copy');
    const tooLong = await as(admin).post(`${formsUrl(admin)}/${id}/clone`, { title: 'x'.repeat(257) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toMatch(/at most 256/);
  });

  /** A form as an earlier save left it, written through the store as is, then published. */
  async function stored(props: unknown) {
    const store = createFormsStore(server.db.kysely);
    const row = await store.insert({
      uuid: randomUUID(),
      user_id: admin.id,
      title: 'Older save',
      private: 1,
      props: JSON.stringify(props),
    });
    await store.publish(row.id);
    return `${formsUrl(admin)}/${row.id}`;
  }

  it('answers a form stored before props had their defaults: filled in by core, its other props kept', async () => {
    const url = await stored({ elements: [{ id: 1, type: 'TextBox', label: 'Name' }], legacyNote: 'kept' });
    const props = {
      elements: [expect.objectContaining({ id: 1, type: 'TextBox', label: 'Name' })],
      integrations: [],
      tags: [],
      rules: [],
      legacyNote: 'kept',
    };
    const draft = await as(admin).get(url);
    expect(draft.statusCode).toBe(200);
    expect(draft.json()).toMatchObject({ title: 'Older save', private: 1, published_version: 1, props });
    // The web reads the responses with the same core schemas.
    expect(draftFormSchema.safeParse(draft.json()).success).toBe(true);
    for (const version of [`${url}?published=true`, `${url}/1`]) {
      const answer = await as(admin).get(version);
      expect([answer.statusCode, answer.json()]).toEqual([
        200,
        expect.objectContaining({ published: true, version: 1, title: 'Older save', props }),
      ]);
      expect(answer.json()).not.toHaveProperty('private');
      expect(publishedVersionSchema.safeParse(answer.json()).success).toBe(true);
    }
  });

  it('answers a draft whose stored props no longer parse without props (docs/product.md §B8), and does not pass such a version off as valid', async () => {
    const url = await stored({
      elements: [
        { id: 1, type: 'TextBox' },
        { id: 1, type: 'Email' },
      ],
    });
    const draft = await as(admin).get(url);
    expect(draft.statusCode).toBe(200);
    expect(draft.json()).toMatchObject({ title: 'Older save' });
    expect(draft.json()).not.toHaveProperty('props');
    const version = await as(admin).get(`${url}/1`);
    expect([version.statusCode, version.json()]).toEqual([
      500,
      { message: 'Something went wrong on our side. Please try again.' },
    ]);
  });

  it('answers the form to open in the editor: the last one updated', async () => {
    const fresh = await createUser(server, 'fresh@example.com');
    expect((await as(fresh).get(`/api/users/${fresh.id}/editor`)).json()).toEqual({ message: null });
    await create(fresh, 'One');
    const two = await create(fresh, 'Two');
    expect((await as(fresh).get(`/api/users/${fresh.id}/editor`)).json()).toEqual({ message: two.id });
  });
});

describe.each(testDialects)('saving refuses bad forms (%s)', (dialect) => {
  let server: TestServer;
  let user: TestUser;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    user = await createFreeUser(server, 'user@example.com');
  });
  afterAll(() => server.close());

  const save = (mutate: (form: Form) => void) => {
    const form = createNewForm();
    mutate(form);
    return as(user).post(`/api/users/${user.id}/forms`, form);
  };

  it.each([
    [
      'an unknown element type',
      (f: Form) => f.props.elements.push({ id: 3, type: 'Hologram' } as never),
      /Unknown element type 'Hologram'/,
    ],
    [
      'duplicate element ids',
      (f: Form) => f.props.elements.push({ id: 1, type: 'Email' }),
      /Element id 1 is used twice/,
    ],
    [
      'a label over 2000 characters',
      (f: Form) => ((f.props.elements[0] as { label: string }).label = 'x'.repeat(2001)),
      /Question 1 'label' is too long \(at most 2000/,
    ],
    [
      'a radio option over 2000 characters',
      (f: Form) => f.props.elements.push({ id: 3, type: 'Radio', options: ['y'.repeat(2001)] }),
      /Question 3 'options.0' is too long/,
    ],
    [
      'a thank-you title over 128',
      (f: Form) => setIntegration(f, 'tyPageTitle', 'x'.repeat(129)),
      /thank-you title is too long \(at most 128/,
    ],
    [
      'a thank-you text over 256',
      (f: Form) => setIntegration(f, 'tyPageText', 'x'.repeat(257)),
      /thank-you text is too long \(at most 256/,
    ],
    [
      'a page-break text over 32',
      (f: Form) => f.props.elements.push({ id: 3, type: 'PageBreak', nextButtonText: 'n'.repeat(33) }),
      /Question 3 'nextButtonText' is too long \(at most 32/,
    ],
    ['a tag over 24', (f: Form) => (f.props.tags = ['t'.repeat(25)]), /Tag 1: Tags use letters/],
  ])('refuses %s with a message naming the field, and stores nothing', async (_name, mutate, message) => {
    const before = (await as(user).get(`/api/users/${user.id}/forms`)).json().length;
    const res = await save(mutate);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    const after = (await as(user).get(`/api/users/${user.id}/forms`)).json().length;
    expect(after).toBe(before);
  });

  it('refuses element types the role does not allow, naming each with how many questions to remove', async () => {
    const free = await server.db.kysely
      .selectFrom('roles')
      .select('permission')
      .where('id', '=', 2)
      .executeTakeFirstOrThrow();
    const permission = { ...JSON.parse(free.permission), File: false, NetPromoterScore: false };
    await server.db.kysely
      .updateTable('roles')
      .set({ permission: JSON.stringify(permission) })
      .where('id', '=', 2)
      .execute();
    const one = await save((f) => f.props.elements.splice(1, 0, { id: 3, type: 'File' }));
    expect(one.statusCode).toBe(403);
    expect(one.json()).toEqual({
      message: 'Your plan does not include File Upload: remove the File Upload question to save.',
    });
    const both = await save((f) =>
      f.props.elements.splice(
        1,
        0,
        { id: 3, type: 'NetPromoterScore' },
        { id: 4, type: 'File' },
        { id: 5, type: 'NetPromoterScore' },
      ),
    );
    expect(both.json()).toEqual({
      message:
        'Your plan does not include Net Promoter Score and File Upload: remove the 2 Net Promoter Score questions and the File Upload question to save.',
    });
    await server.db.kysely.updateTable('roles').set({ permission: free.permission }).where('id', '=', 2).execute();
  });

  it('sanitises rich-text labels on save', async () => {
    const res = await save((f) => {
      (f.props.elements[0] as { label: string }).label =
        '<b>Name</b><img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">x</a><a href="https://ok.example">ok</a>';
    });
    expect(res.statusCode).toBe(201);
    const draft = (await as(user).get(`/api/users/${user.id}/forms/${res.json().id}`)).json();
    const label = draft.props.elements[0].label as string;
    expect(label).toContain('<b>Name</b>');
    expect(label).not.toMatch(/onerror|script|javascript:/);
    expect(label).toContain('href="https://ok.example"');
  });

  it("stops creating and cloning at the role's form limit with 'Form limit reached', naming the limit", async () => {
    const limited = await createUser(server, 'limited@example.com');
    const url = `/api/users/${limited.id}/forms`;
    let lastId = 0;
    for (let i = 0; i < 5; i += 1) {
      const res = await as(limited).post(url, createNewForm());
      expect(res.statusCode).toBe(201);
      lastId = res.json().id;
    }
    const sixth = await as(limited).post(url, createNewForm());
    expect(sixth.statusCode).toBe(403);
    expect(sixth.json()).toEqual({ message: 'Form limit reached: your plan allows 5 forms. Delete one to make room.' });
    const clone = await as(limited).post(`${url}/${lastId}/clone`, {});
    expect(clone.json()).toEqual({ message: 'Form limit reached: your plan allows 5 forms. Delete one to make room.' });
  });
});

function setIntegration(form: Form, type: string, value: string): void {
  const entry = form.props.integrations.find((i) => i.type === type) as { value: string } | undefined;
  if (!entry) throw new Error(`no ${type}`);
  entry.value = value;
}
