import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrl, runStatement } from '../scripts/postgres.mjs';
import { axeViolations } from './support/browser';
import { journeyForTests } from './support/journey';
import { logInByApi, ownerRequest } from './support/public-form-api';

// docs/product.md, "Partial responses", done when: a visitor fills two of three pages, closes the
// browser, opens the resume link in another browser context and finishes, and the owner sees one
// completed response (no duplicate); another visitor who left on page 2 is an in-progress row and
// a step of the funnel. On SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.

const OWNER = 'keeper@example.com';
const shots = path.join(import.meta.dirname, 'screenshots', 'partial');

const questions = [
  { id: 1, type: 'TextBox', label: 'Your name', required: true },
  { id: 2, type: 'Email', label: 'Your e-mail' },
  { id: 3, type: 'PageBreak', nextButtonText: 'Next', previousButtonText: 'Back' },
  { id: 4, type: 'File', label: 'Your CV' },
  { id: 5, type: 'TextArea', label: 'Experience' },
  { id: 6, type: 'PageBreak', nextButtonText: 'Next', previousButtonText: 'Back' },
  { id: 7, type: 'Radio', label: 'Start when?', options: ['Now##now', 'Later##later'], required: true },
  { id: 8, type: 'Button', buttonText: 'Send' },
];

const CV = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const postgresName = `fb_e2e_partial_${String(process.pid)}`;

async function visitor(browser: Browser, url: string, javaScriptEnabled = true) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, javaScriptEnabled });
  const page = await context.newPage();
  await page.goto(url);
  if (javaScriptEnabled) await page.locator('form.fb-form:not(.fb-no-js)').waitFor({ state: 'attached' });
  return { context, page };
}

/** Presses Next and waits for the save it makes to be answered. */
async function nextPage(page: Page): Promise<void> {
  const saved = page.waitForResponse((r) => r.url().includes('/partial') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Next' }).click();
  expect((await saved).status()).toBe(200);
}

for (const database of ['SQLite', 'PostgreSQL'] as const) {
  const skip = database === 'PostgreSQL' && !process.env.TEST_DATABASE_URL;
  describe.skipIf(skip)(`partial responses (${database})`, () => {
    // Made before the journey's server starts on it (hooks run in order), dropped after it stops.
    const env: Record<string, string> = {};
    const base = process.env.TEST_DATABASE_URL ?? '';
    beforeAll(async () => {
      if (database !== 'PostgreSQL') return;
      await runStatement(base, `create database ${postgresName}`);
      env.DATABASE_URL = databaseUrl(base, postgresName);
    });
    afterAll(async () => {
      if (database === 'PostgreSQL') await runStatement(base, `drop database if exists ${postgresName}`);
    });
    const journey = journeyForTests([OWNER], OWNER, { shots, env });

    it('resumes a response on another browser and shows the one left on page 2 as in progress', async () => {
      const { page, app, browser } = journey;
      const owner = await logInByApi(app.url, OWNER);
      // The owner turns the option on in the builder's Form Properties and publishes.
      const created = await ownerRequest(owner, 'POST', '/forms', {
        id: null,
        title: 'Job application',
        private: 0,
        props: { elements: questions },
      });
      const { id, uuid } = (await created.json()) as { id: number; uuid: string };
      const form = { id, url: `${app.url}/form/view/${uuid}` };
      await page.goto(`${app.url}/editor/${String(id)}/builder/properties`);
      const saved = page.waitForResponse(
        (r) => r.request().method() === 'PUT' && (r.request().postData() ?? '').includes('"keepDays":14'),
      );
      await page.getByRole('switch', { name: 'Save answers as visitors go' }).check();
      await page.getByLabel('Delete in-progress responses after').fill('14');
      expect((await saved).ok()).toBe(true);
      await page.screenshot({ path: path.join(shots, `settings-${database}.png`), fullPage: true });
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      const live = page.getByRole('dialog', { name: 'Your form is live' });
      await live.waitFor();
      await page.keyboard.press('Escape');

      // The first visitor fills two of three pages, asks for a link and closes the browser.
      const first = await visitor(browser, form.url);
      await first.page.getByText('Your answers are saved as you go.').first().waitFor();
      // On a phone: the notice and the page's buttons fit the width.
      await first.page.setViewportSize({ width: 390, height: 844 });
      await first.page.screenshot({ path: path.join(shots, `visitor-phone-${database}.png`), fullPage: true });
      expect(await first.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await first.page.setViewportSize({ width: 1280, height: 800 });
      await first.page.getByLabel('Your name').fill('Ada Lovelace');
      await first.page.getByLabel('Your e-mail').fill('ada@example.com');
      await nextPage(first.page);
      await first.page.getByLabel('Your CV').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: CV });
      await first.page.getByLabel('Experience').fill('Analytical engines');
      await nextPage(first.page);
      await first.page.getByRole('button', { name: 'Save and continue later' }).click();
      const link = first.page.getByRole('textbox', { name: /link/i });
      await link.waitFor();
      const resumeUrl = await link.inputValue();
      expect(resumeUrl).toMatch(/\/form\/view\/[^?]+\?resume=[\w-]{40,}/);
      await first.page.screenshot({ path: path.join(shots, `resume-link-${database}.png`) });
      await first.context.close();
      // The resumed page passes axe (checked in the owner's browser, which lets axe's script in).
      await page.goto(resumeUrl);
      await page.getByText('Kept: cv.pdf', { exact: false }).waitFor({ state: 'attached' });
      expect(await axeViolations(page)).toEqual([]);

      // In another browser: the third page, the answers and the file kept.
      const again = await visitor(browser, resumeUrl);
      await again.page.getByLabel('Now').waitFor();
      expect(await again.page.getByLabel('Now').isVisible()).toBe(true);
      await again.page.getByRole('button', { name: 'Back' }).click();
      await again.page.getByText('Kept: cv.pdf').waitFor();
      expect(await again.page.getByLabel('Experience').inputValue()).toBe('Analytical engines');
      await again.page.getByRole('button', { name: 'Next' }).click();
      await again.page.getByLabel('Now').check();
      await again.page.getByRole('button', { name: 'Send' }).click();
      await again.page.waitForURL(/\/thanks|\/thank/);
      await again.context.close();

      // The second visitor, without JavaScript, leaves on page 2: the server took the page's Next
      // and saved the answers with it.
      const second = await visitor(browser, form.url, false);
      await second.page.getByText('Your answers are saved as you go.').first().waitFor();
      await second.page.getByLabel('Your name').fill('Charles Babbage');
      await second.page.getByRole('button', { name: 'Next' }).click();
      await second.page.getByLabel('Experience').waitFor();
      expect(await second.page.getByLabel('Experience').isVisible()).toBe(true);
      await second.context.close();

      // One completed response, with the kept file; one in progress on page 2.
      const stored = (await (
        await ownerRequest(owner, 'GET', `/forms/${String(form.id)}/submissions`)
      ).json()) as unknown[];
      expect(stored).toHaveLength(1);
      await page.goto(`${app.url}/data?form=${String(form.id)}`);
      await page.getByText('1 in total').waitFor();
      expect(await page.locator('.submissions-table tbody').textContent()).toContain('Ada Lovelace');
      await page.getByRole('tab', { name: /In progress \(1\)/ }).click();
      await page.getByText('Charles Babbage').waitFor();
      expect(await page.getByText('2 of 3').count()).toBeGreaterThan(0);
      await page.screenshot({ path: path.join(shots, `in-progress-${database}.png`), fullPage: true });
      expect(await axeViolations(page)).toEqual([]);
      // On a phone the in-progress responses are cards, one per response.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.locator('.submission-card[data-partial]').filter({ hasText: '2 of 3' }).waitFor();
      await page.screenshot({ path: path.join(shots, `in-progress-phone-${database}.png`), fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await axeViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 1280, height: 800 });

      await page.getByRole('link', { name: 'Statistics' }).click();
      await page.getByRole('heading', { name: 'In progress now: 1' }).waitFor();
      const lastSeen = page.getByRole('row', { name: /Last seen on page 2/ });
      expect(await lastSeen.locator('th, td').allTextContents()).toEqual(['Last seen on page 2', '1', '100 %', '']);
      await page.screenshot({ path: path.join(shots, `funnel-${database}.png`), fullPage: true });
    });
  });
}
