import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { RunningApp } from './support/app';
import { axeViolations } from './support/browser';
import { stageForTests } from './support/journey';
import { loggedInPage } from './support/session';
import { logInByApi, publishForm, type Owner, type PublishedForm } from './support/public-form-api';

const shots = path.join(import.meta.dirname, 'screenshots');

// Version 1 asks on two pages; version 2 renames the name and drops the dietary question.
const versionOne = {
  elements: [
    { id: 1, type: 'TextBox', label: 'Name', required: true },
    { id: 2, type: 'PageBreak' },
    { id: 3, type: 'TextBox', label: 'Dietary needs' },
    { id: 4, type: 'Radio', label: 'Coming?', options: ['Yes##yes', 'No##no'] },
    { id: 5, type: 'Button', buttonText: 'Send' },
  ],
};
const versionTwo = {
  elements: [
    { id: 1, type: 'TextBox', label: 'Full name', required: true },
    { id: 2, type: 'PageBreak' },
    { id: 4, type: 'Radio', label: 'Coming?', options: ['Yes##yes', 'No##no'] },
    { id: 5, type: 'Button', buttonText: 'Send' },
  ],
};

// A visitor answers version 1 of a two-page form; the owner publishes version 2, then reads the
// submission by the questions it answered, copies an answer and prints it alone.
describe('detail: one submission, read, copied and printed', () => {
  const stage = stageForTests(['owner@example.com']);
  let app: RunningApp;
  let browser: Browser;
  let owner: Owner;
  let form: PublishedForm;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ app, browser } = stage);
    fs.mkdirSync(shots, { recursive: true });
    owner = await logInByApi(app.url, 'owner@example.com');
    form = await publishForm(owner, 'Wedding RSVP', versionOne);
    const visitor = await browser.newContext();
    const tab = await visitor.newPage();
    await tab.goto(form.url);
    await tab.getByLabel('Name').fill('Ada Lovelace');
    await tab.getByRole('button', { name: 'Next' }).click();
    await tab.getByLabel('Dietary needs').fill('No nuts, please');
    await tab.getByLabel('Yes', { exact: true }).check();
    await tab.getByRole('button', { name: 'Send' }).click();
    await tab.waitForURL(/\/thanks/);
    await visitor.close();
    // The owner saves and publishes version 2.
    const headers = { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' };
    const base = `${app.url}/api/users/${String(owner.userId)}/forms`;
    const saved = await fetch(base, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ id: form.id, title: 'Wedding RSVP', private: 0, props: versionTwo }),
    });
    expect(saved.status).toBe(200);
    const published = await fetch(`${base}/${String(form.id)}/publish`, { method: 'POST', headers });
    expect(published.status).toBe(200);
    ({ context, page } = await loggedInPage(browser, app.url, 'owner@example.com'));
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
  });

  afterAll(async () => {
    await context.close();
  });

  it('labels the answers by version 1’s questions, page by page, and says the form has moved on', async () => {
    await page.goto(`${app.url}/data?form=${String(form.id)}`);
    await page.locator('.submissions-table tbody tr').first().getByRole('button').first().click();
    const detail = page.getByRole('region', { name: 'Answers' });
    await detail.getByText('Answered version 1', { exact: true }).waitFor();
    expect(await detail.locator('.submission-detail__note').textContent()).toBe(
      'This submission answered version 1; the form is now at version 2. Its answers are labelled by the questions of version 1.',
    );
    expect(await detail.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['Page 1', 'Page 2']);
    expect(await detail.locator('.submission-detail dt').allTextContents()).toEqual([
      'Name',
      'Dietary needs (removed)',
      'Coming?',
    ]);
    expect(await detail.locator('.submission-detail dd').allTextContents()).toEqual([
      'Ada Lovelace',
      'No nuts, please',
      'Yes',
    ]);
    await page.screenshot({ path: path.join(shots, 'detail-older-version.png'), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
  });

  it('copies an answer by its own button and says so', async () => {
    const detail = page.getByRole('region', { name: 'Answers' });
    await detail.getByRole('button', { name: 'Copy the answer to Dietary needs (removed)' }).click();
    await page.getByText('Copied the answer to Dietary needs (removed).').waitFor({ state: 'attached' });
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('No nuts, please');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: path.join(shots, 'detail-phone.png'), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('prints that submission alone on one page', async () => {
    // The browser's print dialog is not there to close: the page stays as it is while printing.
    await page.evaluate(() => {
      window.print = () => undefined;
    });
    await page.getByRole('button', { name: 'Print' }).click();
    await page.locator('body > .submission-print').waitFor({ state: 'attached' });
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('body > :not(.submission-print):visible').count()).toBe(0);
    const printed = page.locator('.submission-print');
    expect(await printed.getByRole('heading', { level: 1 }).textContent()).toBe('Wedding RSVP');
    expect(await printed.getByRole('button').count()).toBe(0);
    expect(await printed.locator('dd').allTextContents()).toEqual(['Ada Lovelace', 'No nuts, please', 'Yes']);
    await page.screenshot({ path: path.join(shots, 'detail-print.png'), fullPage: true });
    const pdf = await page.pdf({ format: 'A4', path: path.join(shots, 'detail-print.pdf') });
    // One page: the PDF's page tree counts its pages.
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length).toBe(1);
    await page.emulateMedia({ media: 'screen' });
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await page.locator('.submission-print').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.documentElement.className)).not.toContain('is-printing-submission');
    // The browser's own print (Ctrl+P) says beforeprint first: the submission alone again.
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    await page.locator('body > .submission-print').waitFor({ state: 'attached' });
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('body > :not(.submission-print):visible').count()).toBe(0);
    expect(await page.locator('.submission-print dd').allTextContents()).toEqual([
      'Ada Lovelace',
      'No nuts, please',
      'Yes',
    ]);
    await page.emulateMedia({ media: 'screen' });
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await page.locator('.submission-print').waitFor({ state: 'detached' });
  });
});
