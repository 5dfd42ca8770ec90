import { Script } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNewForm } from '@formbuilder/core';
import { startTestServer, testDialects, type TestServer } from '../test/test-server';
import { createUser, type TestUser } from '../test/factories';
import { anon, as, asKey } from '../test/requests';

describe.each(testDialects)('public pages (%s)', (dialect) => {
  let server: TestServer;
  let owner: TestUser;
  let form: { id: number; uuid: string };

  beforeAll(async () => {
    server = await startTestServer(dialect);
    owner = await createUser(server, 'owner@example.com');
    const draft = createNewForm();
    (draft.props.elements[0] as { label: string }).label = 'Your name';
    const res = await as(owner).post(`/api/users/${owner.id}/forms`, { ...draft, title: 'Visitor form' });
    form = res.json();
  });
  afterAll(() => server.close());

  const view = (url: string) => anon(server).get(url);

  it('answers 404 for an unpublished form, an unknown uuid and a malformed one', async () => {
    expect((await view(`/form/view/${form.uuid}`)).statusCode).toBe(404);
    expect((await view('/form/view/00000000-0000-0000-0000-000000000000')).statusCode).toBe(404);
    expect((await view('/form/view/not-a-uuid')).statusCode).toBe(404);
  });

  it('renders the published version as a plain HTML form under a nonce CSP, frameable anywhere', async () => {
    await as(owner).post(`/api/users/${owner.id}/forms/${form.id}/publish`);
    const res = await view(`/form/view/${form.uuid}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('Visitor form');
    expect(res.body).toContain('Your name');
    expect(res.body).toMatch(/<form[^>]*action="\/form\/view\/[^"]+"[^>]*method="post"/);
    expect(res.body).toContain('name="q_1"');
    const csp = String(res.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(res.body).toContain(`<style nonce="${nonce}">`);
    expect(res.body).toContain(`<script nonce="${nonce}">`);
    expect(csp).toContain('frame-ancestors *');
    expect(res.headers['x-frame-options']).toBeUndefined();
    // A fresh nonce each time, even from the cache.
    const again = await view(`/form/view/${form.uuid}`);
    expect(again.headers['content-security-policy']).not.toBe(csp);
  });

  it("applies the form's custom CSS, sanitised, and gives the page's script its data", async () => {
    const draft = (await as(owner).get(`/api/users/${owner.id}/forms/${form.id}`)).json();
    draft.props.customCSS = {
      value: '.fb-title{color:#b00} @import url(https://evil.example/x.css); input[value^="a"]{background:red}',
      isEncoded: false,
    };
    await as(owner).put(`/api/users/${owner.id}/forms`, draft);
    await as(owner).post(`/api/users/${owner.id}/forms/${form.id}/publish`);
    const page = await view(`/form/view/${form.uuid}`);
    expect(page.body).toContain('.fb-title{color:#b00}');
    expect(page.body).not.toContain('evil.example');
    expect(page.body).not.toContain('value^=');
    const data = /<script type="application\/json" id="fb-form-data">(.*?)<\/script>/.exec(page.body)?.[1];
    expect(JSON.parse(data ?? '{}')).toMatchObject({
      formId: form.id,
      version: 2,
      rules: [],
      elements: [{ id: 1 }, { id: 2 }],
    });
    expect(page.body).toContain('data-address-search-url="https://api-adresse.data.gouv.fr"');
    expect(page.headers['content-security-policy']).toContain("connect-src 'self' https://api-adresse.data.gouv.fr");
  });

  it('keeps showing the published version while the draft changes', async () => {
    const draft = (await as(owner).get(`/api/users/${owner.id}/forms/${form.id}`)).json();
    draft.props.elements[0].label = 'Draft-only label';
    await as(owner).put(`/api/users/${owner.id}/forms`, draft);
    const page = await view(`/form/view/${form.uuid}`);
    expect(page.body).toContain('Your name');
    expect(page.body).not.toContain('Draft-only label');
    // Published again: the new version is served, not the cached old one.
    await as(owner).post(`/api/users/${owner.id}/forms/${form.id}/publish`);
    expect((await view(`/form/view/${form.uuid}`)).body).toContain('Draft-only label');
  });

  it("shows the draft with ?preview=true only with the owner's preview token", async () => {
    expect((await view(`/form/view/${form.uuid}?preview=true`)).statusCode).toBe(404);
    expect((await view(`/form/view/${form.uuid}?preview=true&token=forged`)).statusCode).toBe(404);
    const { token } = (await as(owner).get(`/api/users/${owner.id}/forms/${form.id}/preview-token`)).json();
    const preview = await view(`/form/view/${form.uuid}?preview=true&token=${token}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('Draft-only label');
    // A preview token is not a session.
    const asSession = await asKey(server, token).get(`/api/users/${owner.id}/forms`);
    expect(asSession.statusCode).toBe(401);
    // Another user cannot get one.
    const other = await createUser(server, 'other@example.com');
    const theirs = await as(other).get(`/api/users/${other.id}/forms/${form.id}/preview-token`);
    expect(theirs.statusCode).toBe(403);
  });

  it('shows a private form only with its access token, and takes its answers the same way', async () => {
    const draft = createNewForm();
    const created = (
      await as(owner).post(`/api/users/${owner.id}/forms`, { ...draft, title: 'Secret', private: 1 })
    ).json();
    await as(owner).post(`/api/users/${owner.id}/forms/${created.id}/publish`);
    expect((await view(`/form/view/${created.uuid}`)).statusCode).toBe(404);
    expect((await view(`/form/view/${created.uuid}?access=guess`)).statusCode).toBe(404);
    const { token } = (await as(owner).get(`/api/users/${owner.id}/forms/${created.id}/access-token`)).json();
    const page = await view(`/form/view/${created.uuid}?access=${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`action="/form/view/${created.uuid}?access=${token}"`);
    const post = (url: string) => anon(server).post(url, { q_1: 'x' }, { headers: { accept: 'application/json' } });
    expect((await post(`/form/view/${created.uuid}`)).statusCode).toBe(404);
    expect((await post(`/form/view/${created.uuid}?access=${token}`)).statusCode).toBe(201);
    const other = await createUser(server, 'nosy@example.com');
    const theirs = await as(other).get(`/api/users/${other.id}/forms/${created.id}/access-token`);
    expect(theirs.statusCode).toBe(403);
  });

  it('renders a template for the gallery preview', async () => {
    const [first] = (await view('/api/get/templates')).json<{ id: number; title: string }[]>();
    const page = await view(`/templates/view/${first?.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(first?.title);
    expect((await view('/templates/view/99999')).statusCode).toBe(404);
  });

  it('serves the embed script to any origin', async () => {
    const res = await view('/embed.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.body).toContain('fp_id');
    expect(res.body).toContain('fp_widget_cookie');
    // It compiles as a classic script (vm.Script parses without running it).
    expect(() => new Script(res.body)).not.toThrow();
  });
});
