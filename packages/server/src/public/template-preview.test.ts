import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formPropsSchema } from '@formbuilder/core';
import { PREVIEW_MESSAGE } from '@formbuilder/renderer';
import type { TemplatesStore } from '../templates/templates.store';
import type { PageViews } from '../responses/page-views';
import { startTestServer, testDialects, type TestServer } from '../test/test-server';
import { publicRoutes } from './public.routes';
import { anon } from '../test/requests';

// The template gallery's preview runs the template's rules with the visitor's
// script, under the live page's nonce'd policy, but it is no form: nothing is kept or sent.

const pageData = (html: string): unknown =>
  JSON.parse(/<script type="application\/json" id="fb-form-data">(.*?)<\/script>/.exec(html)?.[1] ?? 'null');
const nonceOf = (csp: string) => /script-src 'nonce-([^']+)'/.exec(csp)?.[1] ?? '';

describe('the template preview page', () => {
  it("loads the visitor's script with the nonce of its policy", async () => {
    const app = Fastify();
    const templates = {
      find: (id: string | number) =>
        Promise.resolve(
          String(id) === '3'
            ? {
                id: 3,
                title: 'Contact',
                props: formPropsSchema.parse({ elements: [{ id: 1, type: 'TextBox', label: 'Name' }] }),
              }
            : undefined,
        ),
    } as unknown as TemplatesStore;
    const setup = {
      scriptUrl: '/form/client.0123456789ab.js',
      addressSearchUrl: 'https://address.example/search',
      connectTo: ['https://address.example'],
      publicUrl: 'https://forms.example',
    };
    await app.register(publicRoutes, {
      findTarget: Object.assign(() => Promise.resolve(null), { forget: () => undefined }),
      templates,
      setup,
      pageViews: { count: () => undefined } as unknown as PageViews,
      slugs: { uuidOf: () => Promise.resolve(undefined) },
      partials: { resume: () => Promise.resolve(null) },
    });
    try {
      const page = await app.inject({ method: 'GET', url: '/templates/view/3' });
      expect(page.statusCode).toBe(200);
      const csp = String(page.headers['content-security-policy']);
      const nonce = nonceOf(csp);
      expect(nonce).not.toBe('');
      expect(page.body).toContain(`<script nonce="${nonce}" src="/form/client.0123456789ab.js" defer></script>`);
      expect(page.body).toContain(`<style nonce="${nonce}">`);
      // the script's address search may reach its service, as on the live page
      expect(csp).toContain("connect-src 'self' https://address.example");
      expect(page.body).toContain('data-address-search-url="https://address.example/search"');
      // a fresh nonce each view, although the page is drawn once
      expect(
        nonceOf(
          String((await app.inject({ method: 'GET', url: '/templates/view/3' })).headers['content-security-policy']),
        ),
      ).not.toBe(nonce);
    } finally {
      await app.close();
    }
  });

  it('shows every page of a template with rules at once without the script: its posts are not answered page by page', async () => {
    const app = Fastify();
    const props = {
      elements: [
        { id: 1, type: 'Radio', label: 'Pets?', options: ['Yes##yes', 'No##no'] },
        { id: 2, type: 'PageBreak' },
        { id: 3, type: 'TextBox', label: 'Pet name' },
      ],
      rules: [
        {
          id: 1,
          type: 'showHide',
          if: { field: 1, operator: 'equals', value: 'yes' },
          then: { command: 'show', field: 3 },
        },
      ],
    };
    const templates = {
      find: () => Promise.resolve({ id: 4, title: 'Pets', props: formPropsSchema.parse(props) }),
    } as unknown as TemplatesStore;
    const setup = {
      scriptUrl: null,
      addressSearchUrl: 'https://address.example/search',
      connectTo: [],
      publicUrl: 'https://forms.example',
    };
    await app.register(publicRoutes, {
      findTarget: Object.assign(() => Promise.resolve(null), { forget: () => undefined }),
      templates,
      setup,
      pageViews: { count: () => undefined } as unknown as PageViews,
      slugs: { uuidOf: () => Promise.resolve(undefined) },
      partials: { resume: () => Promise.resolve(null) },
    });
    try {
      const page = (await app.inject({ method: 'GET', url: '/templates/view/4' })).body;
      expect([...page.matchAll(/<section [^>]*>/g)]).toHaveLength(2);
      expect([...page.matchAll(/<section [^>]*>/g)].filter(([tag]) => / hidden=/.test(tag))).toEqual([]);
      expect(page).not.toContain('name="_step"');
    } finally {
      await app.close();
    }
  });
});

describe.each(testDialects)('the template preview (%s)', (dialect) => {
  let server: TestServer;
  let contact: { id: number; title: string };
  const path = () => `/templates/view/${String(contact.id)}`;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    const list = (await anon(server).get('/api/get/templates')).json<{ id: number; title: string }[]>();
    const found = list.find((template) => template.title === 'Contact Form');
    if (!found) throw new Error('the Contact Form template is missing');
    contact = found;
  });
  afterAll(() => server.close());

  it("is a live form with the template's rules and no form id, under a nonce'd policy", async () => {
    const page = await anon(server).get(path());
    expect(page.statusCode).toBe(200);
    const form = /<form [^>]*>/.exec(page.body)?.[0] ?? '';
    expect(form).toContain('data-mode="renderer"');
    expect(form).toContain(`action="${path()}"`);
    // the Contact Form shows the phone questions only to those who prefer a call
    expect(pageData(page.body)).toMatchObject({
      formId: null,
      rules: [{ if: { field: 6, value: 'Phone' }, then: { command: 'show', field: 7 } }, { then: { field: 8 } }],
    });
    // no attempt to keep: no idempotency key, start time or honeypot
    expect(page.body).not.toContain('name="_idempotency"');
    expect(page.body).not.toContain('name="_hp"');
    const csp = String(page.headers['content-security-policy']);
    expect(page.body).toContain(`<script nonce="${nonceOf(csp)}">`);
    expect(csp).toContain("connect-src 'self' https://api-adresse.data.gouv.fr");
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('takes no answers posted without the script: it says it is a preview and stores nothing', async () => {
    const posted = await anon(server).post(path(), 'q_2=Ada&q_6=Phone', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(posted.statusCode).toBe(403);
    expect(posted.body).toContain(PREVIEW_MESSAGE);
    expect(posted.body).toContain(`<a class="fb-btn" href="${path()}">Back to the preview</a>`);
    const multipart = await anon(server).post(
      path(),
      '--b\r\ncontent-disposition: form-data; name="q_2"\r\n\r\nAda\r\n--b--\r\n',
      { headers: { 'content-type': 'multipart/form-data; boundary=b' } },
    );
    expect(multipart.statusCode).toBe(403);
    expect(
      (
        await anon(server).post('/templates/view/99999', 'q_1=x', {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        })
      ).statusCode,
    ).toBe(404);
    const stored = await server.db.kysely
      .selectFrom('submissions')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(stored.count)).toBe(0);
  });
});
