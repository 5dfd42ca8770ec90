import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { RunningApp } from './support/app';
import { axeViolations } from './support/browser';
import { loggedInPage } from './support/session';
import { startWithPublishedForm, type PublishedForm, type PublishedFormApp } from './support/public-form-api';

// The visitor's side of a first hour: steps and progress on a multi-page form,
// 0 to 10 on one row of a phone, hints under file and date inputs, the Thank You card with
// 'Submit another response', and the owner's Desktop / Phone preview.
const shots = path.join(import.meta.dirname, 'screenshots/first-hour');
const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

const props = {
  elements: [
    { id: 1, type: 'TextBox', label: 'Your name', required: true, requiredText: 'Please tell us your name.' },
    { id: 2, type: 'URLParam', label: 'Source', searchUrlParam: 'utm_source' },
    { id: 3, type: 'PageBreak', nextButtonText: 'Next', previousButtonText: 'Previous' },
    { id: 4, type: 'NetPromoterScore', label: 'How likely are you to recommend us to a friend?' },
    { id: 5, type: 'RatingScale', label: 'How was the food?' },
    { id: 6, type: 'PageBreak', nextButtonText: 'Next', previousButtonText: 'Previous' },
    { id: 7, type: 'File', label: 'Your menu', accept: '.pdf,.png,.jpg' },
    { id: 8, type: 'Date', label: 'When did you come?' },
    { id: 9, type: 'Button', buttonText: 'Send' },
  ],
};

describe("a visitor's first hour", () => {
  let app: RunningApp;
  let browser: Browser;
  let form: PublishedForm;
  let setup: PublishedFormApp | undefined;

  beforeAll(async () => {
    setup = await startWithPublishedForm('Dinner feedback', props);
    ({ app, browser, form } = setup);
  });
  afterAll(() => setup?.close());

  async function look(page: Page, name: string): Promise<void> {
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(shots, `visitor-${name}.png`), fullPage: true });
  }

  async function step(page: Page, text: string): Promise<void> {
    await page.getByText(text, { exact: true }).waitFor();
    expect(await page.getByRole('progressbar', { name: text }).isVisible()).toBe(true);
  }

  for (const size of SIZES) {
    it(`answers a three-step form and starts again at ${String(size.width)}×${String(size.height)}`, async () => {
      const context = await browser.newContext({ viewport: size, bypassCSP: true, locale: 'en-US' });
      const page = await context.newPage();
      await page.goto(`${form.url}?utm_source=newsletter`);
      await page.locator('form.fb-form:not(.fb-no-js)').waitFor({ state: 'attached' });
      await step(page, 'Step 1 of 3');
      const formWidth = (await page.locator('form.fb-form').boundingBox())?.width ?? 0;
      await look(page, `step-1-${String(size.width)}`);

      await page.getByLabel('Your name').fill('Ada');
      await page.getByRole('button', { name: 'Next' }).click();
      await step(page, 'Step 2 of 3');
      // 0 to 10 on one row, each a target of at least 24 px, and nothing to scroll sideways.
      const boxes = await page
        .locator('.fb-net-promoter-score .fb-choice')
        .evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().toJSON() as DOMRect));
      expect(boxes).toHaveLength(11);
      expect(new Set(boxes.map((box) => Math.round(box.top))).size).toBe(1);
      for (const box of boxes) expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
      expect(boxes[10]!.right).toBeLessThanOrEqual(size.width);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
      ).toBe(true);
      // The Rating Scale (centred, its default) lines up with the question above, edge to edge.
      const rating = await page
        .locator('.fb-rating-scale .fb-choice')
        .evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().toJSON() as DOMRect));
      expect(rating[0]!.left).toBeCloseTo(boxes[0]!.left, 0);
      expect(rating[4]!.right).toBeCloseTo(boxes[10]!.right, 0);
      await page.getByRole('radio', { name: '9', exact: true }).click();
      await look(page, `step-2-${String(size.width)}`);

      await page.getByRole('button', { name: 'Next' }).click();
      await step(page, 'Step 3 of 3');
      expect(await page.getByText('Up to 10 MB · PDF, JPEG and PNG files').isVisible()).toBe(true);
      // The native picker, and its format as Chromium shows it in this locale.
      expect(await page.getByLabel('When did you come?').getAttribute('type')).toBe('date');
      expect(await page.getByText('Format: MM/DD/YYYY').isVisible()).toBe(true);
      await page.getByLabel('When did you come?').fill('2026-11-20');
      await look(page, `step-3-${String(size.width)}`);

      await page.getByRole('button', { name: 'Send' }).click();
      await page.getByRole('heading', { name: 'Thank you!' }).waitFor();
      // The Thank You card is the form's own width.
      expect((await page.locator('.fb-form-message').boundingBox())?.width).toBeCloseTo(formWidth, 0);
      await look(page, `thanks-${String(size.width)}`);

      await page.getByRole('link', { name: 'Submit another response' }).click();
      await step(page, 'Step 1 of 3');
      expect(await page.getByLabel('Your name').inputValue()).toBe('');
      await context.close();
    });
  }

  it('offers no second response to a form embedded for a single submission', async () => {
    const context = await browser.newContext({ viewport: SIZES[1], bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${form.url}?embed=true&single=true`);
    await page.locator('form.fb-form:not(.fb-no-js)').waitFor({ state: 'attached' });
    await page.getByLabel('Your name').fill('Grace');
    for (const _next of [1, 2]) await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('heading', { name: 'Thank you!' }).waitFor();
    expect(await page.getByRole('link', { name: 'Submit another response' }).count()).toBe(0);
    await context.close();
  });

  it('shows the owner a hidden URL parameter as a chip, and the preview at desktop and phone width', async () => {
    const { context, page } = await loggedInPage(browser, app.url, 'owner@example.com');
    await page.goto(`${app.url}/editor/${String(form.id)}/builder`);
    const chip = page.getByText('URL parameter · utm_source');
    await chip.waitFor();
    expect(await page.locator('.fb-url-param input').count()).toBe(0);
    await page.screenshot({ path: path.join(shots, 'visitor-builder-chip-1280.png'), fullPage: true });

    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.goto(`${app.url}/editor/${String(form.id)}/preview`);
      const frame = page.getByTitle('Preview of your form');
      await frame.waitFor();
      const phone = page.getByRole('button', { name: 'Phone' });
      const desktop = page.getByRole('button', { name: 'Desktop' });
      expect(await desktop.getAttribute('aria-pressed')).toBe('true');
      await phone.click();
      expect(await phone.getAttribute('aria-pressed')).toBe('true');
      expect(await desktop.getAttribute('aria-pressed')).toBe('false');
      // A 390 px screen (on a phone, as wide as the page allows), centred.
      const inner = await frame.evaluate((node) => node.clientWidth);
      const box = (await frame.boundingBox())!;
      if (size.width > 600) expect(inner).toBe(390);
      else expect(box.x + box.width).toBeLessThanOrEqual(size.width);
      const bar = (await page.locator('.preview-page').boundingBox())!;
      expect(Math.abs(box.x + box.width / 2 - (bar.x + bar.width / 2))).toBeLessThanOrEqual(1);
      await page.frameLocator('iframe[title="Preview of your form"]').getByText('Step 1 of 3').waitFor();
      await look(page, `preview-phone-${String(size.width)}`);
    }
    await context.close();
  });
});
