import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { freePort, startApp, type RunningApp } from './support/app';
import { axeViolations, launchBrowser } from './support/browser';
import { logIn, signUpByApi } from './support/session';
import {
  logInByApi,
  ownerRequest,
  publishForm,
  responseCount,
  type Owner,
  type PublishedForm,
} from './support/public-form-api';

// docs/product.md, "A form's life": the owner closes a form by its closing time, a visitor meets
// the closed page; a response cap closes it; a redirect after submitting with and without the
// script; unpublishing and publishing again.

const shots = path.join(import.meta.dirname, 'screenshots');
const ZONE = 'Europe/Berlin';
const props = (extra: Record<string, unknown> = {}) => ({
  elements: [
    { id: 1, type: 'TextBox', label: 'Your name', required: true },
    { id: 2, type: 'Button', buttonText: 'Send' },
  ],
  ...extra,
});

describe("a form's life", () => {
  let app: RunningApp;
  let browser: Browser;
  let owner: Owner;
  let target: http.Server;
  let targetUrl: string;
  const arrived: URLSearchParams[] = [];

  beforeAll(async () => {
    // The owner's own site, where a redirect after submitting lands.
    target = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://site');
      if (url.pathname === '/done') arrived.push(url.searchParams);
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<!doctype html><title>Welcome</title><h1>Welcome to our site</h1>');
    });
    const port = await freePort();
    await new Promise<void>((resolve) => target.listen(port, '127.0.0.1', resolve));
    targetUrl = `http://127.0.0.1:${String(port)}/done`;
    app = await startApp();
    browser = await launchBrowser();
    await signUpByApi(app.url, 'owner@example.com');
    owner = await logInByApi(app.url, 'owner@example.com');
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    target?.close();
  });

  /** The owner's 1280×800 page in ZONE (the browser's zone: the owner chose none), on /forms. */
  async function owned(): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({
      bypassCSP: true,
      viewport: { width: 1280, height: 800 },
      timezoneId: ZONE,
    });
    const page = await context.newPage();
    await page.goto(`${app.url}/login`);
    await logIn(page, 'owner@example.com', { remember: true });
    await page.waitForURL(`${app.url}/forms`);
    return { context, page };
  }

  async function visit(url: string, options: Parameters<Browser['newContext']>[0] = {}) {
    const context = await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 800 }, ...options });
    const page = await context.newPage();
    const response = await page.goto(url);
    return { context, page, status: response?.status() };
  }

  const ownerCall = (method: string, url: string, body?: unknown) => ownerRequest(owner, method, url, body);

  it('closes by its closing time set in the owner’s zone; the visitor sees the closed page, the list says Closed', async () => {
    const form = await publishForm(owner, 'Open day', props());
    const { context: ownerContext, page: builder } = await owned();
    await builder.goto(`${app.url}/editor/${String(form.id)}/builder/properties`);
    const group = builder.getByRole('group', { name: 'Availability' });
    await group.getByText('Status: Open').waitFor();
    expect(await group.getByText(`In your time zone (${ZONE}). Empty: no closing time.`).count()).toBe(1);

    const past = new Date(Date.now() - 2 * 60_000);
    past.setSeconds(0, 0);
    // The browser runs in ZONE: its own clock gives the wall clock time there.
    const local = await builder.evaluate(
      (ms) => new Date(ms - new Date(ms).getTimezoneOffset() * 60_000).toISOString().slice(0, 16),
      past.getTime(),
    );
    await group.getByLabel('Closes at').fill(local);
    await group.getByRole('button', { name: 'Save availability' }).click();
    await group.getByText('Closed: its closing time has passed.').waitFor();
    const saved = (await (await ownerCall('GET', `/forms/${String(form.id)}/availability`)).json()) as {
      settings: { closesAt: string };
    };
    expect(saved.settings.closesAt).toBe(past.toISOString());
    await group.getByRole('status').scrollIntoViewIfNeeded();
    await builder.screenshot({ path: path.join(shots, 'form-life-settings-1280.png') });
    expect(await axeViolations(builder)).toEqual([]);

    const visitor = await visit(form.url);
    expect(visitor.status).toBe(410);
    await visitor.page.getByRole('heading', { name: 'This form is closed' }).waitFor();
    await visitor.page.getByText('This form is no longer accepting responses.').waitFor();
    expect(await visitor.page.locator('form').count()).toBe(0);
    expect(await axeViolations(visitor.page)).toEqual([]);
    await visitor.page.screenshot({ path: path.join(shots, 'form-life-closed-1280.png') });
    await visitor.page.setViewportSize({ width: 390, height: 844 });
    await visitor.page.screenshot({ path: path.join(shots, 'form-life-closed-390.png') });
    await visitor.context.close();

    await builder.goto(`${app.url}/forms`);
    const row = builder.getByRole('row', { name: /Open day/ });
    await row.getByText('Closed', { exact: true }).waitFor();

    // Close now and Reopen, at once and without publishing.
    await builder.goto(`${app.url}/editor/${String(form.id)}/builder/properties`);
    await group.getByLabel('Closes at').fill('');
    await group.getByRole('button', { name: 'Save availability' }).click();
    await group.getByText('Status: Open').waitFor();
    expect((await visit(form.url)).status).toBe(200);
    await group.getByRole('button', { name: 'Close now' }).click();
    await group.getByText('Closed: closed by you.').waitFor();
    expect((await visit(form.url)).status).toBe(410);
    await group.getByRole('button', { name: 'Reopen' }).click();
    await group.getByText('Status: Open').waitFor();
    expect((await visit(form.url)).status).toBe(200);
    // On a phone the panel is a bottom sheet, opened by 'Add element', with the same tabs.
    await builder.setViewportSize({ width: 390, height: 844 });
    await builder.getByRole('button', { name: /Add element/ }).click();
    await builder.getByRole('navigation', { name: 'Builder' }).getByRole('link', { name: /^Form/ }).click();
    // The sheet draws the tab afresh: the status is read once it says the form is open again.
    await group.getByText('Status: Open').waitFor();
    await group.getByRole('status').scrollIntoViewIfNeeded();
    expect(await axeViolations(builder)).toEqual([]);
    await builder.screenshot({ path: path.join(shots, 'form-life-settings-390.png') });
    await ownerContext.close();
  });

  it('closes at its response cap with the owner’s message; the intake refuses with 410 in words', async () => {
    const form = await publishForm(owner, 'Workshop', props());
    const put = await ownerCall('PUT', `/forms/${String(form.id)}/availability`, {
      closed: false,
      opensAt: null,
      closesAt: null,
      responseCap: 2,
      closedMessage: '<p>The workshop is <strong>full</strong>. See you next time!</p>',
      oneResponsePerVisitor: false,
    });
    expect(put.status).toBe(200);
    for (const name of ['Ada', 'Bo']) {
      const { context, page } = await visit(form.url);
      await page.locator('form.fb-form:not(.fb-no-js)').waitFor({ state: 'attached' });
      await page.getByLabel('Your name').fill(name);
      await page.getByRole('button', { name: 'Send' }).click();
      await page.waitForURL(/\/thanks/);
      await context.close();
    }
    expect(await responseCount(owner, form.id)).toBe(2);
    const third = await visit(form.url);
    expect(third.status).toBe(410);
    await third.page.getByText('The workshop is full. See you next time!').waitFor();
    await third.page.screenshot({ path: path.join(shots, 'form-life-cap-1280.png') });
    await third.context.close();
    const refused = await fetch(form.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ q_1: 'Cy' }),
    });
    expect(refused.status).toBe(410);
    expect(((await refused.json()) as { message: string }).message).toMatch(/closed and no longer accepts responses/);
    expect(await responseCount(owner, form.id)).toBe(2);
  });

  it("redirects to the owner's address with the chosen answer, with the script and without it", async () => {
    const form: PublishedForm = await publishForm(
      owner,
      'Sign-up',
      props({ afterSubmit: { kind: 'redirect', url: `${targetUrl}?from=form`, passAnswers: [1] } }),
    );
    for (const javaScriptEnabled of [true, false]) {
      const { context, page } = await visit(form.url, { javaScriptEnabled });
      if (javaScriptEnabled) await page.locator('form.fb-form:not(.fb-no-js)').waitFor({ state: 'attached' });
      const name = javaScriptEnabled ? 'Ada Lovelace' : 'Bo';
      await page.getByLabel('Your name').fill(name);
      await page.getByRole('button', { name: 'Send' }).click();
      await page.waitForURL((url) => url.href.startsWith(targetUrl));
      await page.getByRole('heading', { name: 'Welcome to our site' }).waitFor();
      expect(new URL(page.url()).searchParams.get('q_1')).toBe(name);
      expect(new URL(page.url()).searchParams.get('from')).toBe('form');
      await context.close();
    }
    expect(arrived.map((search) => search.get('q_1'))).toEqual(['Ada Lovelace', 'Bo']);
    expect(await responseCount(owner, form.id)).toBe(2);
  });

  it('takes one response per visitor: the same browser is told it already answered', async () => {
    const form = await publishForm(owner, 'Vote', props());
    const put = await ownerCall('PUT', `/forms/${String(form.id)}/availability`, {
      closed: false,
      opensAt: null,
      closesAt: null,
      responseCap: null,
      closedMessage: '',
      oneResponsePerVisitor: true,
    });
    expect(put.status).toBe(200);
    const { context, page } = await visit(form.url);
    await page.locator('form.fb-form:not(.fb-no-js)').waitFor({ state: 'attached' });
    await page.getByLabel('Your name').fill('Ada');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.waitForURL(/\/thanks/);
    const again = await page.goto(form.url);
    expect(again?.status()).toBe(200);
    await page.getByRole('heading', { name: 'You have already answered' }).waitFor();
    expect(await page.locator('form').count()).toBe(0);
    await context.close();
    // Another browser answers as usual.
    const other = await visit(form.url);
    await other.page.getByLabel('Your name').waitFor();
    await other.context.close();
    expect(await responseCount(owner, form.id)).toBe(1);
  });

  it('unpublishes after a dialog that says what visitors will see; publishing brings the form back', async () => {
    const form = await publishForm(owner, 'Survey', props());
    const { context, page } = await owned();
    await page.goto(`${app.url}/editor/${String(form.id)}/builder/properties`);
    const group = page.getByRole('group', { name: 'Availability' });
    await group.getByRole('button', { name: 'Unpublish…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Unpublish this form?' });
    await dialog.getByText(/Form not found: This form does not exist or is not available/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(shots, 'form-life-unpublish-1280.png') });
    await dialog.getByRole('button', { name: 'Unpublish' }).click();
    await dialog.waitFor({ state: 'detached' });
    await group.getByText(/Not published/).waitFor();
    const gone = await visit(form.url);
    expect(gone.status).toBe(404);
    await gone.page.getByRole('heading', { name: 'Form not found' }).waitFor();
    await gone.context.close();

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await group.getByText('Status: Open').waitFor();
    expect((await visit(form.url)).status).toBe(200);
    await context.close();
  });
});
