import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { RunningApp } from './support/app';
import { axeViolations } from './support/browser';
import { stageForTests } from './support/journey';
import { loggedInPage, signUpByApi } from './support/session';

// The template gallery's preview runs the template's show/hide rules, as the live
// form does, under the page's own policy; its Submit sends nothing and says it is a preview.
// The shipped Contact Form asks for a phone number and a time to call only of those who
// prefer a call (its rules: question 6 equals 'Phone' shows 7 and 8).
const shots = path.join(import.meta.dirname, 'screenshots/first-hour');
const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;
const PREVIEW_MESSAGE = 'This is a preview of the template: your answers were not sent.';

describe("the template gallery's preview", () => {
  const stage = stageForTests([]);
  let app: RunningApp;
  let browser: Browser;
  let previewUrl: string;

  beforeAll(async () => {
    ({ app, browser } = stage);
    const templates = (await (await fetch(`${app.url}/api/get/templates`)).json()) as { id: number; title: string }[];
    const contact = templates.find((template) => template.title === 'Contact Form');
    if (!contact) throw new Error('the Contact Form template is missing');
    previewUrl = `${app.url}/templates/view/${String(contact.id)}`;
  });

  /** Waits for the visitor's script to take the form over (it removes fb-no-js). */
  const takenOver = (page: Page) => page.locator('form.fb-form:not(.fb-no-js)').waitFor({ state: 'attached' });
  const phone = (page: Page) => page.getByLabel('Phone number');
  const callTime = (page: Page) => page.getByLabel('Best time to call');

  async function expectCallQuestions(page: Page, shown: boolean): Promise<void> {
    const state = shown ? 'visible' : 'hidden';
    await phone(page).waitFor({ state });
    await callTime(page).waitFor({ state });
  }

  for (const size of SIZES) {
    it(`shows the phone questions only for a call, under the page's policy, and sends nothing at ${String(size.width)}×${String(size.height)}`, async () => {
      // The page's policy is enforced here: the script runs only through its nonce.
      const context = await browser.newContext({ viewport: size, locale: 'en-US' });
      const page = await context.newPage();
      const refused: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy|Refused to/.test(message.text())) refused.push(message.text());
      });
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.method() !== 'GET') posts.push(`${request.method()} ${request.url()}`);
      });
      await page.goto(previewUrl);
      await takenOver(page);
      await expectCallQuestions(page, false);
      await page.getByRole('radio', { name: 'Phone' }).check();
      await expectCallQuestions(page, true);
      await page.getByRole('radio', { name: 'Email' }).check();
      await expectCallQuestions(page, false);

      // Everything checked as on the live form, then the preview says it sent nothing.
      await page.getByRole('button', { name: 'Send Message' }).click();
      await page.getByText('Please enter your name.').waitFor();
      await page.getByLabel('First name').fill('Ada');
      await page.getByLabel('Last name').fill('Lovelace');
      await page.getByLabel('Email address').fill('ada@example.com');
      await page.getByRole('textbox', { name: /^Message/ }).fill('Do you ship to Lyon?');
      await page.getByRole('button', { name: 'Send Message' }).click();
      const alert = page.getByRole('alert').filter({ hasText: PREVIEW_MESSAGE });
      await alert.waitFor();
      await page.screenshot({ path: path.join(shots, `template-preview-sent-${String(size.width)}.png`) });
      expect(page.url()).toBe(previewUrl);
      expect(posts).toEqual([]);
      // Nothing kept for the next visit either.
      expect(await page.evaluate(() => localStorage.length)).toBe(0);
      expect(refused).toEqual([]);
      await context.close();
    });

    it(`is accessible, with the phone questions shown, at ${String(size.width)}×${String(size.height)}`, async () => {
      // axe-core is injected, so this page's policy is bypassed.
      const context = await browser.newContext({ viewport: size, bypassCSP: true, locale: 'en-US' });
      const page = await context.newPage();
      await page.goto(previewUrl);
      await takenOver(page);
      await page.getByRole('radio', { name: 'Phone' }).check();
      await expectCallQuestions(page, true);
      expect(await axeViolations(page)).toEqual([]);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
      ).toBe(true);
      await page.screenshot({ path: path.join(shots, `template-preview-${String(size.width)}.png`), fullPage: true });
      await context.close();
    });
  }

  it('runs the rules inside the gallery too', async () => {
    await signUpByApi(app.url, 'owner@example.com');
    const { context, page } = await loggedInPage(browser, app.url, 'owner@example.com');
    await page.getByRole('link', { name: 'Create a new form' }).click();
    await page.getByRole('link', { name: /USE A TEMPLATE/ }).click();
    await page.getByPlaceholder('Search templates...').fill('contact');
    await page.getByRole('button', { name: 'Contact Form' }).click();
    const frame = page.frameLocator('iframe[title="Preview of the template Contact Form"]');
    await frame.locator('form.fb-form:not(.fb-no-js)').waitFor({ state: 'attached' });
    await frame.getByLabel('Phone number').waitFor({ state: 'hidden' });
    await frame.getByRole('radio', { name: 'Phone' }).check();
    await frame.getByLabel('Phone number').waitFor({ state: 'visible' });
    await page.screenshot({ path: path.join(shots, 'template-preview-gallery-1280.png') });
    await context.close();
  });
});
