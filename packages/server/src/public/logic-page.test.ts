import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNewForm } from '@formbuilder/core';
import { startTestServer, type TestServer } from '../test/test-server';
import { createUser, type TestUser } from '../test/factories';
import { formFields, postPage, submitButtons } from '../test/html-form';
import { anon, as } from '../test/requests';

// docs/product.md, "Logic": the public page of a form with logic carries the address's query in
// `_params`, draws recalled values, gives its script the logic (not the endings' texts), and,
// without the script, goes along its jumps page by page through the server.

const answerIs = (question: number, value: string) => ({
  source: { kind: 'answer', question },
  operator: 'equals',
  value,
});
const props = {
  ...createNewForm().props,
  elements: [
    { id: 1, type: 'Radio', label: 'Plan', options: ['Basic##basic', 'Pro##pro', 'None##none'] },
    { id: 2, type: 'TextBox', label: 'Name' },
    { id: 10, type: 'PageBreak' },
    { id: 3, type: 'TextBox', label: 'Company of {{answer:2}}' },
    { id: 11, type: 'PageBreak' },
    { id: 4, type: 'TextBox', label: 'Thanks {{answer:2}}', sublabelText: 'Via {{param:utm_source}}', required: true },
    { id: 20, type: 'Button', buttonText: 'Send' },
  ],
  logic: {
    jumps: [
      { id: 'skip', from: 0, to: { kind: 'page', page: 11 }, conditions: [answerIs(1, 'basic')] },
      { id: 'stop', from: 0, to: { kind: 'ending', ending: 'bye' }, conditions: [answerIs(1, 'none')] },
    ],
    endings: [{ id: 'bye', name: 'Bye', kind: 'thanks', text: '<p>Secret farewell</p>' }],
  },
};

const pageData = (html: string): unknown =>
  JSON.parse(/<script type="application\/json" id="fb-form-data">(.*?)<\/script>/.exec(html)?.[1] ?? 'null');
const shownPages = (html: string) =>
  [...html.matchAll(/<section [^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => !/ hidden=/.test(tag))
    .map((tag) => Number(/data-page="(\d+)"/.exec(tag)?.[1]));
const value = (html: string, name: string) => formFields(html).find(([field]) => field === name)?.[1];
const NEXT: [string, string] = ['_step', 'next'];
const PREVIOUS: [string, string] = ['_step', 'previous'];

describe('the public page of a form with logic', () => {
  let server: TestServer;
  let owner: TestUser;
  let form: { id: number; uuid: string };
  beforeAll(async () => {
    server = await startTestServer('sqlite', { SUBMIT_RATE_LIMIT: '0' });
    owner = await createUser(server, 'owner@example.com');
    const forms = `/api/users/${owner.id}/forms`;
    form = (await as(owner).post(forms, { id: null, title: 'Order', private: 0, props })).json();
    await as(owner).post(`${forms}/${form.id}/publish`);
  });
  afterAll(() => server.close());

  it('carries the query of each view in _params and recalls it escaped; the endings’ texts stay on the server', async () => {
    const page = await anon(server).get(`/form/view/${form.uuid}?utm_source=${encodeURIComponent('<b>news</b>')}`);
    expect(page.statusCode).toBe(200);
    expect(value(page.body, '_params')).toBe('utm_source=%3Cb%3Enews%3C%2Fb%3E');
    expect(page.body).toContain(
      '<span class="fb-recall" data-recall="param:utm_source">&lt;b&gt;news&lt;/b&gt;</span>',
    );
    const data = pageData(page.body) as { logic: { jumps: unknown[]; endings: Record<string, unknown>[] } };
    expect(data.logic.jumps).toHaveLength(2);
    expect(data.logic.endings).toEqual([expect.objectContaining({ id: 'bye', name: 'Bye', kind: 'thanks' })]);
    expect(page.body).not.toContain('Secret farewell');

    const plain = await anon(server).get(`/form/view/${form.uuid}`);
    expect(value(plain.body, '_params')).toBe('');
    expect(plain.body).toContain('<span class="fb-recall" data-recall="param:utm_source"></span>');
  });

  it('without the script, jumps along the path, keeps _params and recalls the answers so far', async () => {
    const first = (await anon(server).get(`/form/view/${form.uuid}?utm_source=mail`)).body;
    expect(shownPages(first)).toEqual([1]);
    const third = await postPage(server, first, { q_1: ['basic'], q_2: ['Ada <i>'] }, NEXT);
    expect(third.statusCode).toBe(200);
    expect(shownPages(third.body)).toEqual([3]);
    expect(value(third.body, '_params')).toBe('utm_source=mail');
    expect(third.body).toContain('Thanks <span class="fb-recall" data-recall="answer:2">Ada &lt;i&gt;</span>');
    expect(third.body).toContain('Via <span class="fb-recall" data-recall="param:utm_source">mail</span>');
    expect(third.body).toContain('Step 2 of 2');

    const back = await postPage(server, third.body, {}, PREVIOUS);
    expect(shownPages(back.body)).toEqual([1]);

    // None ends the form on page 1: it shows Submit instead of Next, and Submit posts the answers.
    const ending = await postPage(server, back.body, { q_1: ['none'] }, NEXT);
    expect(ending.statusCode).toBe(303);
    const again = (await anon(server).get(`/form/view/${form.uuid}`)).body;
    const pro = await postPage(server, again, { q_1: ['pro'] }, NEXT);
    expect(shownPages(pro.body)).toEqual([2]);
    const none = await postPage(server, pro.body, { q_1: ['none'] }, PREVIOUS);
    expect(shownPages(none.body)).toEqual([1]);
    expect(submitButtons(none.body).map((button) => [button.text, button.name])).toEqual([['Send', undefined]]);
    const sent = await postPage(server, none.body);
    expect(sent.statusCode).toBe(303);
  });

  it('without the script, a refused submission is drawn again with the URL parameters it came with', async () => {
    const first = (await anon(server).get(`/form/view/${form.uuid}?utm_source=mail`)).body;
    const third = await postPage(server, first, { q_1: ['basic'], q_2: ['Ada'] }, NEXT);
    const refused = await postPage(server, third.body);
    expect(refused.statusCode).toBe(400);
    expect(value(refused.body, '_params')).toBe('utm_source=mail');
    expect(refused.body).toContain('Via <span class="fb-recall" data-recall="param:utm_source">mail</span>');
  });

  it('fills in recalled answers on a form without jumps, values or endings, on its page and its Thank You text', async () => {
    const forms = `/api/users/${owner.id}/forms`;
    const recalling = {
      ...createNewForm().props,
      elements: [
        { id: 1, type: 'TextBox', label: 'Name' },
        { id: 2, type: 'TextArea', label: 'Anything else, {{answer:1}}?' },
        { id: 3, type: 'Button', buttonText: 'Send' },
      ],
      integrations: [
        { type: 'tyPageText', value: 'Thanks {{answer:1}}, we read it all.', active: true, paused: false },
      ],
    };
    const made: { id: number; uuid: string } = (
      await as(owner).post(forms, { id: null, title: 'Note', private: 0, props: recalling })
    ).json();
    await as(owner).post(`${forms}/${made.id}/publish`);
    const page = (await anon(server).get(`/form/view/${made.uuid}`)).body;
    expect(page).toContain('Anything else, <span class="fb-recall" data-recall="answer:1"></span>?');
    // Only the script's data keeps the token; nothing drawn shows it.
    expect(page.replace(/<script[^>]*id="fb-form-data">.*?<\/script>/s, '')).not.toContain('{{answer:1}}');

    const sent = await anon(server).post(
      `/form/view/${made.uuid}`,
      { q_1: 'Ada <b>', q_2: 'No' },
      { headers: { accept: 'application/json' } },
    );
    expect(sent.statusCode).toBe(201);
    const next: string = sent.json<{ next: string }>().next;
    expect(next).toMatch(/\/thanks\?ending=[\w-]+$/);
    const thanks = (await anon(server).get(next)).body;
    expect(thanks).toContain('Thanks Ada &lt;b&gt;, we read it all.');
    // Without the token nothing of anyone's answers shows, nor the token itself.
    const bare = (await anon(server).get(`/form/view/${made.uuid}/thanks`)).body;
    expect(bare).toContain('Thanks , we read it all.');
  });
});
