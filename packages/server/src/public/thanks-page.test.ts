import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNewForm } from '@formbuilder/core';
import { startTestServer, type TestServer } from '../test/test-server';
import { createUser, type TestUser } from '../test/factories';
import { anon, as } from '../test/requests';

// The Thank You page is the form's card, and offers 'Submit another response' back
// to a fresh form, unless the form is embedded for a single submission (embed.js' single=true).
const props = {
  ...createNewForm().props,
  elements: [
    { id: 1, type: 'TextBox', label: 'Name' },
    { id: 2, type: 'Button', buttonText: 'Send' },
  ],
  design: { colour: '#8e24aa' },
};
const ANOTHER = /<a class="fb-btn" href="([^"]*)">Submit another response<\/a>/;
const actionOf = (html: string) => /<form [^>]*action="([^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, '&') ?? '';

describe('the Thank You page', () => {
  let server: TestServer;
  let owner: TestUser;
  const forms = () => `/api/users/${owner.id}/forms`;
  const view = (url: string) => anon(server).get(url);
  async function published(isPrivate = 0): Promise<{ id: number; uuid: string }> {
    const form = (await as(owner).post(forms(), { id: null, title: 'Party', private: isPrivate, props })).json<{
      id: number;
      uuid: string;
    }>();
    await as(owner).post(`${forms()}/${form.id}/publish`);
    return form;
  }
  /** Submits through the form page's own action, as the visitor's script does; returns where it goes next. */
  async function submitFrom(pageUrl: string): Promise<string> {
    const action = actionOf((await view(pageUrl)).body);
    const posted = await anon(server).post(action, { q_1: 'Ada' }, { headers: { accept: 'application/json' } });
    expect(posted.statusCode).toBe(201);
    return posted.json<{ next: string }>().next;
  }

  beforeAll(async () => {
    server = await startTestServer('sqlite', { SUBMIT_RATE_LIMIT: '0' });
    owner = await createUser(server, 'owner@example.com');
  });
  afterAll(() => server.close());

  it("is the form's card in its colour, with 'Submit another response' back to the form", async () => {
    const form = await published();
    const next = await submitFrom(`/form/view/${form.uuid}`);
    expect(next).toBe(`/form/view/${form.uuid}/thanks`);
    const thanks = (await view(next)).body;
    expect(thanks).toMatch(/<div class="fb-form fb-form-message" style="[^"]*--fb-colour:#8e24aa/);
    expect(thanks).toContain('<h1 class="fb-title">Thank you!</h1>');
    expect(ANOTHER.exec(thanks)?.[1]).toBe(`/form/view/${form.uuid}`);
  });

  it("keeps a private form's access token on the way back", async () => {
    const form = await published(1);
    const access = (await as(owner).get(`${forms()}/${form.id}/access-token`)).json<{ token: string }>().token;
    const next = await submitFrom(`/form/view/${form.uuid}?access=${access}`);
    expect(ANOTHER.exec((await view(next)).body)?.[1]).toBe(`/form/view/${form.uuid}?access=${access}`);
  });

  it('offers no second response to a form embedded for a single submission, and keeps that page apart', async () => {
    const form = await published();
    const next = await submitFrom(`/form/view/${form.uuid}?embed=true&single=true`);
    expect(next).toBe(`/form/view/${form.uuid}/thanks?single=true`);
    const thanks = (await view(next)).body;
    expect(thanks).toContain('Thank you!');
    expect(thanks).not.toContain('Submit another response');
    // The same form opened for anyone else still offers it (its page is cached apart).
    expect(actionOf((await view(`/form/view/${form.uuid}`)).body)).toBe(`/form/view/${form.uuid}`);
    expect((await view(`/form/view/${form.uuid}/thanks`)).body).toMatch(ANOTHER);
  });
});
