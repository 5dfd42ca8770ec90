import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ALREADY_ANSWERED_MESSAGE,
  DEFAULT_CLOSED_MESSAGE,
  FORM_CLOSED_REFUSAL,
  type Availability,
  type AvailabilitySettings,
  type Element,
  type FormListRow,
} from '@formbuilder/core';
import { testDialects, type TestServer } from '../test/test-server';
import { createPublishedForm, createUser, type TestUser } from '../test/factories';
import { countRows, postMultipart, startPublishedForm, storedFiles, textFile } from '../submissions/intake-testing';
import { usageOfMonth } from '../accounts/usages.store';
import { anon, as } from '../test/requests';

// docs/product.md, "A form's life": closing (now, by schedule, at a response cap), the closed
// page and the intake's 410 for every body type, one response per visitor, unpublishing.

const elements = [
  { id: 1, type: 'TextBox', label: 'Name' },
  { id: 2, type: 'File', label: 'CV' },
] as unknown as Element[];

const open: AvailabilitySettings = {
  closed: false,
  opensAt: null,
  closesAt: null,
  responseCap: null,
  closedMessage: '',
  oneResponsePerVisitor: false,
};

const json = { headers: { accept: 'application/json' } };
const html = { headers: { accept: 'text/html' } };
const hour = 3600_000;

describe.each(testDialects)("a form's life (%s)", (dialect) => {
  let server: TestServer;
  let owner: TestUser;
  let form: { id: number; uuid: string };
  const lifeUrl = () => `/api/users/${owner.id}/forms/${form.id}/availability`;
  const setLife = (settings: Partial<AvailabilitySettings>) => as(owner).put(lifeUrl(), { ...open, ...settings });
  const page = (headers: Record<string, string> = {}) =>
    anon(server).get(`/form/view/${form.uuid}`, { headers: { accept: 'text/html', ...headers } });

  beforeAll(async () => {
    ({ server, owner, form } = await startPublishedForm(dialect, elements));
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    form = await createPublishedForm(server, owner, elements);
  });

  it('starts open, and Close now closes the page and every intake at once, storing nothing', async () => {
    const first = await as(owner).get(lifeUrl());
    expect(first.statusCode).toBe(200);
    expect(first.json<Availability>()).toMatchObject({ settings: open, closedReason: null, responses: 0 });

    const closed = await setLife({ closed: true });
    expect(closed.json<Availability>().closedReason).toBe('closed');
    const shown = await page();
    expect(shown.statusCode).toBe(410);
    expect(shown.body).toContain(DEFAULT_CLOSED_MESSAGE);
    expect(shown.body).not.toContain('<form');

    const usageBefore = await usageOfMonth(server.db.kysely, owner.id);
    const storedBefore = storedFiles(server).length;
    const asJson = await anon(server).post(`/form/view/${form.uuid}`, { q_1: 'Ada' }, json);
    expect(asJson.statusCode).toBe(410);
    expect(asJson.json()).toEqual({ message: FORM_CLOSED_REFUSAL });
    const urlencoded = await anon(server).post(`/form/view/${form.uuid}`, 'q_1=Ada', {
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    });
    expect(urlencoded.statusCode).toBe(410);
    expect(urlencoded.body).toContain('This form is closed');
    const multipart = await postMultipart(server, form.uuid, [['q_1', 'Ada']], [textFile('q_2', 'cv.txt', 1000)]);
    expect(multipart.statusCode).toBe(410);
    expect(multipart.json<{ message: string }>().message).toBe(FORM_CLOSED_REFUSAL);
    expect(await countRows(server, 'submissions', form.id)).toBe(0);
    expect(await countRows(server, 'files', form.id)).toBe(0);
    expect(storedFiles(server)).toHaveLength(storedBefore);
    expect(await usageOfMonth(server.db.kysely, owner.id)).toEqual(usageBefore);

    // Reopen: at once, without publishing.
    expect((await setLife({ closed: false })).json<Availability>().closedReason).toBeNull();
    expect((await page()).statusCode).toBe(200);
    expect((await anon(server).post(`/form/view/${form.uuid}`, { q_1: 'Ada' }, json)).statusCode).toBe(201);
  });

  it("shows the owner's closed message, sanitised on save", async () => {
    const saved = await setLife({
      closed: true,
      closedMessage: '<p>See you <b>next year</b><script>alert(1)</script></p>',
    });
    expect(saved.json<Availability>().settings.closedMessage).toBe('<p>See you <b>next year</b></p>');
    const shown = await page();
    expect(shown.body).toContain('See you <b>next year</b>');
    expect(shown.body).not.toContain('alert(1)');
    expect(shown.body).not.toContain(DEFAULT_CLOSED_MESSAGE);
  });

  it('closes before its opening time and after its closing time, in UTC whatever offset was given', async () => {
    const soon = new Date(Date.now() + hour).toISOString();
    expect((await setLife({ opensAt: soon })).json<Availability>().closedReason).toBe('not-open-yet');
    expect((await page()).statusCode).toBe(410);
    expect((await anon(server).post(`/form/view/${form.uuid}`, { q_1: 'Ada' }, json)).statusCode).toBe(410);

    const past = await setLife({ closesAt: '2020-01-01T12:00:00+02:00' });
    expect(past.json<Availability>()).toMatchObject({
      closedReason: 'closing-time-passed',
      settings: { closesAt: '2020-01-01T10:00:00.000Z' },
    });
    expect((await page()).statusCode).toBe(410);

    const window = await setLife({ opensAt: '2020-01-01T00:00:00Z', closesAt: soon });
    expect(window.json<Availability>().closedReason).toBeNull();
    expect((await page()).statusCode).toBe(200);
  });

  it('refuses settings that cannot be right, in words, and changes nothing', async () => {
    const backwards = await setLife({ opensAt: '2030-01-02T00:00:00Z', closesAt: '2030-01-01T00:00:00Z' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json<{ message: string }>().message).toMatch(/closing time must come after the opening time/);
    const zero = await setLife({ responseCap: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json<{ message: string }>().message).toMatch(/response limit must be at least 1/);
    const unreadable = await setLife({ closesAt: 'tomorrow' });
    expect(unreadable.statusCode).toBe(400);
    expect((await as(owner).get(lifeUrl())).json<Availability>().settings).toEqual({
      ...open,
      oneResponseCheck: 'cookie',
      oneResponseEmailQuestion: null,
    });
  });

  it('is not reachable by another owner', async () => {
    const bob = await createUser(server, `bob-${String(form.id)}@example.com`);
    expect((await as(bob).put(`/api/users/${bob.id}/forms/${form.id}/availability`, open)).statusCode).toBe(403);
    expect((await as(bob).post(`/api/users/${bob.id}/forms/${form.id}/unpublish`)).statusCode).toBe(403);
  });

  it('stores exactly 30 of 31 concurrent submissions against a cap of 30; the rest are 410', async () => {
    await setLife({ responseCap: 30 });
    const usageBefore = await usageOfMonth(server.db.kysely, owner.id);
    const answers = await Promise.all(
      Array.from({ length: 31 }, (_, i) =>
        anon(server).post(`/form/view/${form.uuid}`, { q_1: `person ${String(i)}` }, json),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(30);
    expect(statuses.filter((s) => s === 410)).toHaveLength(1);
    expect(answers.find((a) => a.statusCode === 410)?.json()).toEqual({ message: FORM_CLOSED_REFUSAL });
    expect(await countRows(server, 'submissions', form.id)).toBe(30);
    expect((await usageOfMonth(server.db.kysely, owner.id)).submissions).toBe(usageBefore.submissions + 30);
    expect((await as(owner).get(lifeUrl())).json<Availability>()).toMatchObject({
      closedReason: 'response-cap',
      responses: 30,
    });
    expect((await page()).statusCode).toBe(410);
    const list = await as(owner).get(`/api/users/${owner.id}/forms`);
    expect(list.json<FormListRow[]>().find((row) => row.id === form.id)?.closed).toBe(true);
  });

  it('closes at once when the cap is set below the responses it has; raising it reopens', async () => {
    for (const name of ['a', 'b', 'c'])
      expect((await anon(server).post(`/form/view/${form.uuid}`, { q_1: name }, json)).statusCode).toBe(201);
    expect((await setLife({ responseCap: 2 })).json<Availability>().closedReason).toBe('response-cap');
    expect((await anon(server).post(`/form/view/${form.uuid}`, { q_1: 'd' }, json)).statusCode).toBe(410);
    expect((await setLife({ responseCap: 4 })).json<Availability>().closedReason).toBeNull();
    expect((await anon(server).post(`/form/view/${form.uuid}`, { q_1: 'd' }, json)).statusCode).toBe(201);
    expect((await anon(server).post(`/form/view/${form.uuid}`, { q_1: 'e' }, json)).statusCode).toBe(410);
    expect(await countRows(server, 'submissions', form.id)).toBe(4);
  });

  it('takes one response per visitor when asked: a cookie marks them, a second try is 409 in words', async () => {
    await setLife({ oneResponsePerVisitor: true });
    const first = await anon(server).post(`/form/view/${form.uuid}`, { q_1: 'Ada' }, json);
    expect(first.statusCode).toBe(201);
    const cookie = String(first.headers['set-cookie']).split(';')[0] ?? '';
    expect(cookie).toBe(`fb_answered_${String(form.id)}=1`);
    const second = await anon(server).post(
      `/form/view/${form.uuid}`,
      { q_1: 'Ada again' },
      { headers: { ...json.headers, cookie } },
    );
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: ALREADY_ANSWERED_MESSAGE });
    const again = await page({ cookie });
    expect(again.body).toContain('You have already answered');
    expect(again.body).not.toContain('<form');
    // Another visitor (no cookie) still answers.
    expect((await page()).body).toContain('<form');
    expect(await countRows(server, 'submissions', form.id)).toBe(1);
    // Without the option, no cookie is left and the cookie is not looked at.
    await setLife({ oneResponsePerVisitor: false });
    const free = await anon(server).post(
      `/form/view/${form.uuid}`,
      { q_1: 'Bo' },
      { headers: { ...json.headers, cookie } },
    );
    expect(free.statusCode).toBe(201);
    expect(free.headers['set-cookie']).toBeUndefined();
  });

  it('unpublishes back to a draft: the public link answers as for an unpublished form until it is published again', async () => {
    const done = await as(owner).post(`/api/users/${owner.id}/forms/${form.id}/unpublish`);
    expect(done.statusCode).toBe(200);
    expect((await page()).statusCode).toBe(404);
    expect((await anon(server).post(`/form/view/${form.uuid}`, { q_1: 'Ada' }, json)).statusCode).toBe(404);
    const list = await as(owner).get(`/api/users/${owner.id}/forms`);
    expect(list.json<FormListRow[]>().find((row) => row.id === form.id)?.publication).toBe('draft');
    expect((await as(owner).post(`/api/users/${owner.id}/forms/${form.id}/publish`)).statusCode).toBe(200);
    expect((await page()).statusCode).toBe(200);
  });

  it("redirects after a submission to the owner's address with the chosen answers, with and without the script", async () => {
    const formUrl = `/api/users/${owner.id}/forms`;
    const draft = (await as(owner).get(`${formUrl}/${form.id}`)).json<{ props: Record<string, unknown> }>();
    const save = (afterSubmit: unknown) =>
      as(owner).put(formUrl, { ...draft, id: form.id, props: { ...draft.props, afterSubmit } });
    const refused = await save({ kind: 'redirect', url: 'javascript:alert(1)', passAnswers: [] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toMatch(/must start with http:\/\/ or https:\/\//);
    const saved = await save({ kind: 'redirect', url: 'https://example.com/done?from=form', passAnswers: [1] });
    expect(saved.statusCode).toBe(200);
    expect((await as(owner).post(`${formUrl}/${form.id}/publish`)).statusCode).toBe(200);
    // The browser checks the 303 of a page posted without the script against the page's form-action.
    const page = await anon(server).get(`/form/view/${form.uuid}`, html);
    expect(page.headers['content-security-policy']).toContain("form-action 'self' https://example.com;");

    const withScript = await anon(server).post(`/form/view/${form.uuid}`, { q_1: 'Ada & Bo' }, json);
    expect(withScript.statusCode).toBe(201);
    expect(withScript.json<{ next: string }>().next).toBe('https://example.com/done?from=form&q_1=Ada+%26+Bo');
    const withoutScript = await anon(server).post(`/form/view/${form.uuid}`, 'q_1=Cy', {
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    });
    expect(withoutScript.statusCode).toBe(303);
    expect(withoutScript.headers.location).toBe('https://example.com/done?from=form&q_1=Cy');
  });

  it("the owner's preview still shows a closed form", async () => {
    await setLife({ closed: true });
    const { token } = (await as(owner).get(`/api/users/${owner.id}/forms/${form.id}/preview-token`)).json<{
      token: string;
    }>();
    const preview = await anon(server).get(`/form/view/${form.uuid}?preview=true&token=${token}`, html);
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('<form');
  });

  it("shows the owner, on asking, the closed page visitors see, with the owner's message", async () => {
    await setLife({ closesAt: '2020-01-01T00:00:00Z', closedMessage: '<p>Back in <b>May</b></p>' });
    const { token } = (await as(owner).get(`/api/users/${owner.id}/forms/${form.id}/preview-token`)).json<{
      token: string;
    }>();
    const closedPage = await anon(server).get(`/form/view/${form.uuid}?preview=true&token=${token}&closed=true`, html);
    expect(closedPage.statusCode).toBe(410);
    expect(closedPage.body).toContain('This form is closed');
    expect(closedPage.body).toContain('Back in <b>May</b>');
    expect(closedPage.body).not.toContain('<form');
    // Only the owner's preview: a visitor's ?closed= changes nothing on an open form.
    await setLife({});
    const visitor = await anon(server).get(`/form/view/${form.uuid}?closed=true`, html);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.body).toContain('<form');
  });
});
