import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from './support/app';
import { axeViolations, launchBrowser } from './support/browser';
import { hostPage } from './support/host-page';
import { logInByApi, ownerRequest, publishForm, responseCount, type Owner } from './support/public-form-api';
import { signUpByApi } from './support/session';

// The form's look, its life and its reach together (docs/product.md "Styling your form", "A form's
// life", "Putting a form on a site"): one themed two-step form, embedded inline on another site,
// keeps its theme on every step and on Thank You while the frame follows its height; it closes at
// its cap of 30 when 31 visitors send at once, and by its closing time; a second form redirects
// with and without the script. The builder-side journeys are theme.e2e.ts, form-life.e2e.ts and
// reach.e2e.ts.

const shots = path.join(import.meta.dirname, 'screenshots');
const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;
const design = {
  colour: '#ad1457',
  background: '#fff8e1',
  text: '#3e2723',
  button: '#ad1457',
  buttonText: '#ffffff',
  radius: 16,
};
const themed = { background: 'rgb(255, 248, 225)', color: 'rgb(62, 39, 35)', button: 'rgb(173, 20, 87)' };
const twoSteps = {
  design,
  elements: [
    ...Array.from({ length: 10 }, (_, index) => ({
      id: index + 1,
      type: 'TextArea',
      label: `Tell us more, part ${String(index + 1)}`,
    })),
    { id: 11, type: 'PageBreak', nextButtonText: 'Next', previousButtonText: 'Back' },
    { id: 12, type: 'TextBox', label: 'Your name', required: true },
    { id: 13, type: 'Button', buttonText: 'Send' },
  ],
};

/** The form card's colours as the browser computed them. */
const lookOf = (page: Page | ReturnType<Page['frameLocator']>) =>
  page
    .locator('.fb-form')
    .first()
    .evaluate((card) => ({
      background: getComputedStyle(card).backgroundColor,
      color: getComputedStyle(card).color,
      button: getComputedStyle(card.querySelector('.fb-btn') ?? card).backgroundColor,
    }));

const frameHeight = async (page: Page) => (await page.locator('iframe').boundingBox())?.height ?? 0;

describe('look and life: a themed form on another site, closed by its cap and its time, and a redirect', () => {
  let app: RunningApp;
  let browser: Browser;
  let owner: Owner;

  beforeAll(async () => {
    // 31 visitors from one address at once: the submit rate limit is not what is tested here.
    app = await startApp({ SUBMIT_RATE_LIMIT: '0' });
    browser = await launchBrowser();
    await signUpByApi(app.url, 'owner@example.com');
    owner = await logInByApi(app.url, 'owner@example.com');
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  const ownerCall = (method: string, url: string, body?: unknown) => ownerRequest(owner, method, url, body);
  const availability = (formId: number, changes: Record<string, unknown>) =>
    ownerCall('PUT', `/forms/${String(formId)}/availability`, {
      closed: false,
      opensAt: null,
      closesAt: null,
      responseCap: null,
      closedMessage: '',
      oneResponsePerVisitor: false,
      ...changes,
    });

  it('keeps its theme on both steps and on Thank You inside another site, the frame following its height', async () => {
    const form = await publishForm(owner, 'Garden party', twoSteps);
    const host = await hostPage(`<script src="${app.url}/embed.js" fp_id="${form.uuid}" fp_widget="false"></script>`);
    try {
      for (const size of SIZES) {
        const context = await browser.newContext({ viewport: size, bypassCSP: true });
        const page = await context.newPage();
        await page.goto(host.url);
        const frame = page.frameLocator('iframe[title]');
        await frame.getByRole('heading', { name: 'Garden party' }).waitFor();
        expect(await lookOf(frame)).toEqual(themed);
        await expect.poll(() => frameHeight(page), { timeout: 10_000 }).toBeGreaterThan(1000);
        expect(await axeViolations(page)).toEqual([]);
        await frame.getByRole('button', { name: 'Next' }).click();
        await frame.getByLabel('Your name').waitFor();
        await expect.poll(() => frameHeight(page), { timeout: 10_000 }).toBeLessThan(800);
        const step2 = await frameHeight(page);
        expect(await lookOf(frame)).toEqual(themed);
        await page.screenshot({ path: path.join(shots, `look-and-life-step2-${String(size.width)}.png`) });
        await frame.getByLabel('Your name').fill(`Ada ${String(size.width)}`);
        await frame.getByRole('button', { name: 'Send' }).click();
        await frame.getByRole('heading', { name: 'Thank you!' }).waitFor();
        await expect.poll(() => frameHeight(page), { timeout: 10_000 }).toBeLessThan(step2);
        const thanks = await lookOf(frame);
        expect({ background: thanks.background, color: thanks.color }).toEqual({
          background: themed.background,
          color: themed.color,
        });
        expect(await axeViolations(page)).toEqual([]);
        await page.screenshot({ path: path.join(shots, `look-and-life-thanks-${String(size.width)}.png`) });
        await context.close();
      }
    } finally {
      host.close();
    }
    expect(await responseCount(owner, form.id)).toBe(2);
  });

  it('takes exactly 30 of 31 visitors sending at once, then shows its closed message in its theme; it closes by its time too', async () => {
    const form = await publishForm(owner, 'Workshop', {
      design,
      elements: [{ id: 1, type: 'TextBox', label: 'Your name' }],
    });
    expect(
      (await availability(form.id, { responseCap: 30, closedMessage: '<p>The workshop is <strong>full</strong>.</p>' }))
        .status,
    ).toBe(200);
    const sent = await Promise.all(
      Array.from({ length: 31 }, (_, index) =>
        fetch(form.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ q_1: `Visitor ${String(index)}` }),
        }),
      ),
    );
    const statuses = sent.map((res) => res.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(30);
    expect(statuses.filter((status) => status !== 201)).toEqual([410]);
    expect(await responseCount(owner, form.id)).toBe(30);

    const context = await browser.newContext({ viewport: SIZES[0], bypassCSP: true });
    const page = await context.newPage();
    expect((await page.goto(form.url))?.status()).toBe(410);
    await page.getByText('The workshop is full.').waitFor();
    expect((await lookOf(page)).background).toBe(themed.background);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(shots, 'look-and-life-full-1280.png') });
    await page.setViewportSize(SIZES[1]);
    await page.screenshot({ path: path.join(shots, 'look-and-life-full-390.png') });

    // Lifting the cap and setting a closing time in the past closes it by its time instead.
    expect((await availability(form.id, { closesAt: new Date(Date.now() - 60_000).toISOString() })).status).toBe(200);
    expect((await page.goto(form.url))?.status()).toBe(410);
    await page.getByText('This form is no longer accepting responses.').waitFor();
    expect((await availability(form.id, {})).status).toBe(200);
    expect((await page.goto(form.url))?.status()).toBe(200);
    await context.close();
  });

  it('redirects to the owner’s site with the answer chosen, with the script and without it', async () => {
    const site = await hostPage('<p>Thanks for signing up.</p>');
    try {
      const form = await publishForm(owner, 'Sign-up', {
        design,
        elements: [
          { id: 1, type: 'TextBox', label: 'Your name', required: true },
          { id: 2, type: 'Button', buttonText: 'Send' },
        ],
        afterSubmit: { kind: 'redirect', url: `${site.url}welcome`, passAnswers: [1] },
      });
      for (const javaScriptEnabled of [true, false]) {
        const context = await browser.newContext({ viewport: SIZES[1], javaScriptEnabled });
        const page = await context.newPage();
        await page.goto(form.url);
        if (javaScriptEnabled) await page.locator('form.fb-form:not(.fb-no-js)').waitFor({ state: 'attached' });
        expect((await lookOf(page)).background).toBe(themed.background);
        await page.getByLabel('Your name').fill(javaScriptEnabled ? 'Ada' : 'Bo');
        await page.getByRole('button', { name: 'Send' }).click();
        await page.waitForURL((url) => url.href.startsWith(`${site.url}welcome`));
        expect(new URL(page.url()).searchParams.get('q_1')).toBe(javaScriptEnabled ? 'Ada' : 'Bo');
        await context.close();
      }
      expect(await responseCount(owner, form.id)).toBe(2);
    } finally {
      site.close();
    }
  });
});
