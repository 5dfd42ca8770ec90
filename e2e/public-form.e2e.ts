import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { freePort, startApp, type RunningApp } from './support/app';
import { axeViolations, launchBrowser } from './support/browser';
import { signUpByApi } from './support/session';
import {
  latestAnswers,
  logInByApi,
  publishForm,
  responseCount,
  type Owner,
  type PublishedForm,
} from './support/public-form-api';
import {
  PNG,
  addressProps,
  quizProps,
  rivoli,
  stepsProps,
  surveyProps,
  uploadProps,
} from './support/public-form-fixtures';

const shots = path.join(import.meta.dirname, 'screenshots');

describe('public form: the page script, and the plain form without it', () => {
  let app: RunningApp;
  let browser: Browser;
  let owner: Owner;
  let survey: PublishedForm;
  let addressService: http.Server;
  const searches: URLSearchParams[] = [];

  beforeAll(async () => {
    // A stand-in for the address service on another origin (it responds to CORS like the real one).
    addressService = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      searches.push(url.searchParams);
      const found = url.pathname === '/search/' && /rivoli/i.test(url.searchParams.get('q') ?? '');
      res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
      res.end(JSON.stringify(found ? rivoli : { features: [] }));
    });
    const port = await freePort();
    await new Promise<void>((resolve) => addressService.listen(port, '127.0.0.1', resolve));
    app = await startApp({ ADDRESS_SEARCH_URL: `http://127.0.0.1:${String(port)}` });
    browser = await launchBrowser();
    await signUpByApi(app.url, 'owner@example.com');
    owner = await logInByApi(app.url, 'owner@example.com');
    survey = await publishForm(owner, 'Pet survey', surveyProps);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    addressService?.close();
  });

  async function open(
    url: string,
    options: Parameters<Browser['newContext']>[0] = {},
  ): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport: { width: 1024, height: 800 }, ...options });
    const page = await context.newPage();
    await page.goto(url);
    return { context, page };
  }

  /** The page script has taken the form over (it removes fb-no-js). */
  const scripted = (page: Page) => page.locator('form.fb-form:not(.fb-no-js)').waitFor({ state: 'attached' });

  it('with JavaScript: pages, Next blocked until filled, a rule showing a question, then thanks', async () => {
    const { context, page } = await open(survey.url);
    await scripted(page);
    // The script applies the rules as the visitor answers: no word about answers that may not count.
    expect(
      await page.getByText('Your answer here is kept only if your other answers call for this question.').isVisible(),
    ).toBe(false);
    const email = page.getByLabel('E-mail');
    expect(await email.isVisible()).toBe(false);
    expect(await page.getByLabel('Pet name').isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Please tell us your name.').waitFor();
    expect(await email.isVisible()).toBe(false);
    await page.getByLabel('Your name').fill('Ada');
    await page.getByText('Please tell us your name.').waitFor({ state: 'detached' });

    await page.getByLabel('Yes').check();
    await page.getByLabel('Pet name').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Please name your pet.').waitFor();
    await page.getByLabel('Pet name').fill('Rex');
    await page.getByRole('button', { name: 'Next' }).click();

    await email.waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('q_5');
    await page.getByText('Page 2 of 2').waitFor({ state: 'attached' });
    await email.fill('ada@example.com');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Please pick at least one.').waitFor();
    await page.getByLabel('Friends').check();
    await page.screenshot({ path: path.join(shots, 'public-form-page-2.png'), fullPage: true });
    await page.getByRole('button', { name: 'Send' }).click();
    await page.waitForURL(/\/thanks$/);
    await page.getByRole('heading', { name: 'Thank you!' }).waitFor();
    await context.close();
  });

  it('without JavaScript: page by page through the server, a missing answer sent back with the dropped one named, then thanks', async () => {
    const { context, page } = await open(survey.url, { javaScriptEnabled: false });
    expect(await page.locator('form.fb-no-js').count()).toBe(1);
    await page.getByLabel('Your name').waitFor();
    expect(await page.getByLabel('E-mail').isVisible()).toBe(false);

    // The rule reads a question on this page: without the script the pet question shows, not
    // required, and says that its answer counts only if the other answers call for it.
    const undecided = page.getByText('Your answer here is kept only if your other answers call for this question.');
    expect(await undecided.isVisible()).toBe(true);
    await page.getByLabel('Your name').fill('Grace');
    await page.getByLabel('No', { exact: true }).check();
    await page.getByLabel('Pet name').fill('none');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('E-mail').waitFor();
    expect(await page.getByLabel('Your name').isVisible()).toBe(false);
    await page.getByLabel('E-mail').fill('grace@example.com');
    await page.getByRole('button', { name: 'Send' }).click();
    // The checkbox group is only checked by the server: the same page comes back with its message.
    await page.getByText('Please pick at least one.').waitFor();
    await page
      .getByText("Your answer to 'Pet name' will not be kept: your other answers skip that question.")
      .waitFor();
    expect(page.url()).toBe(survey.url);
    expect(await page.getByLabel('E-mail').inputValue()).toBe('grace@example.com');
    await page.screenshot({ path: path.join(shots, 'public-form-no-js-error.png'), fullPage: true });
    await page.getByRole('button', { name: 'Previous' }).click();
    await undecided.waitFor();
    await page.screenshot({ path: path.join(shots, 'public-form-no-js-page-1.png'), fullPage: true });
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByLabel('Press').check();
    await page.getByRole('button', { name: 'Send' }).click();
    await page.waitForURL(/\/thanks$/);
    await page.getByRole('heading', { name: 'Thank you!' }).waitFor();
    await context.close();
  });

  it("without JavaScript: the server picks each page with the rules, keeps the URL parameter, and the last page sends with its break's text", async () => {
    const steps = await publishForm(owner, 'Pets, page by page', stepsProps);
    const { context, page } = await open(`${steps.url}?ref=spring`, { javaScriptEnabled: false });
    await page.getByText('Step 1 of 3').waitFor();
    expect(await page.getByLabel('E-mail').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Onwards' }).click();
    await page.getByText('Please tell us your name.').waitFor();

    // No pets: the server skips page 2, which holds only the pet's name.
    await page.getByLabel('Your name').fill('Ada');
    await page.getByLabel('No', { exact: true }).check();
    await page.getByRole('button', { name: 'Onwards' }).click();
    await page.getByText('Step 3 of 3').waitFor();
    expect(await page.getByLabel('Pet name').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Send my answers' }).isVisible()).toBe(true);
    await page.screenshot({ path: path.join(shots, 'public-form-no-js-last-page.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: path.join(shots, 'public-form-no-js-last-page-phone.png'), fullPage: true });
    await page.setViewportSize({ width: 1024, height: 800 });

    // Back, and with pets page 2 asks for the name.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByText('Step 1 of 3').waitFor();
    expect(await page.getByLabel('Your name').inputValue()).toBe('Ada');
    await page.getByLabel('Yes').check();
    await page.getByRole('button', { name: 'Onwards' }).click();
    await page.getByText('Step 2 of 3').waitFor();
    // Enter in a field presses the form's first submit button, page 1's hidden Onwards: the server moves on from this page.
    await page.getByLabel('Pet name').fill('Rex');
    await page.getByLabel('Pet name').press('Enter');
    await page.getByText('Step 3 of 3').waitFor();
    await page.getByLabel('E-mail').fill('ada@example.com');
    await page.getByRole('button', { name: 'Send my answers' }).click();
    await page.waitForURL(/\/thanks$/);
    expect(await latestAnswers(owner, steps.id)).toEqual({
      1: 'Ada',
      2: 'yes',
      3: 'spring',
      5: 'Rex',
      7: 'ada@example.com',
    });
    await context.close();
  });

  it("with JavaScript: the same form's last page sends with its break's text and the URL parameter", async () => {
    const steps = await publishForm(owner, 'Pets, with the script', stepsProps);
    const { context, page } = await open(`${steps.url}?ref=autumn`);
    await scripted(page);
    await page.getByLabel('Your name').fill('Grace');
    await page.getByLabel('No', { exact: true }).check();
    await page.getByRole('button', { name: 'Onwards' }).click();
    await page.getByLabel('E-mail').fill('grace@example.com');
    await page.getByRole('button', { name: 'Send my answers' }).click();
    await page.waitForURL(/\/thanks$/);
    expect(await latestAnswers(owner, steps.id)).toEqual({ 1: 'Grace', 2: 'no', 3: 'autumn', 7: 'grace@example.com' });
    await context.close();
  });

  it('a quiz ends on the results page with the score', async () => {
    const quiz = await publishForm(owner, 'Quiz', quizProps);
    const { context, page } = await open(quiz.url);
    await scripted(page);
    await page.getByLabel('4', { exact: true }).check();
    await page.getByLabel('Lyon').check();
    await page.getByRole('button', { name: 'Finish' }).click();
    await page.waitForURL(/\/result\/[\w-]+$/);
    const score = page.locator('dt', { hasText: 'Score' });
    await score.waitFor();
    expect(await score.locator('xpath=following-sibling::dd[1]').textContent()).toBe('50%');
    await page.screenshot({ path: path.join(shots, 'public-form-results.png'), fullPage: true });
    await context.close();
  });

  it('uploads a small PNG through a File question', async () => {
    const upload = await publishForm(owner, 'Uploads', uploadProps);
    expect(await responseCount(owner, upload.id)).toBe(0);
    const { context, page } = await open(upload.url);
    await scripted(page);
    await page.getByLabel('Title').fill('A dot');
    await page.getByLabel('Picture').setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.waitForURL(/\/thanks$/);
    await page.getByRole('heading', { name: 'Thank you!' }).waitFor();
    expect(await responseCount(owner, upload.id)).toBe(1);
    await context.close();
  });

  it('keeps the answers through a reload', async () => {
    const { context, page } = await open(survey.url);
    await scripted(page);
    await page.getByLabel('Your name').fill('Edsger');
    await page.getByLabel('Yes').check();
    await page.reload();
    await scripted(page);
    expect(await page.getByLabel('Your name').inputValue()).toBe('Edsger');
    expect(await page.getByLabel('Yes').isChecked()).toBe(true);
    expect(await page.getByLabel('Pet name').isVisible()).toBe(true);
    await context.close();
  });

  it('suggests addresses from the search service and keeps the chosen location', async () => {
    const form = await publishForm(owner, 'Addresses', addressProps);
    const { context, page } = await open(form.url);
    await scripted(page);
    const input = page.getByRole('combobox', { name: 'Where do you live?' });
    await input.pressSequentially('zzzz');
    await page.getByText('Aucune adresse trouvée').waitFor();
    await input.fill('');
    await input.pressSequentially('8 rue de rivoli');
    const options = page.getByRole('option');
    await options.first().waitFor();
    expect(await options.allTextContents()).toEqual(['8 Rue de Rivoli 75004 Paris', '80 Rue de Rivoli 75004 Paris']);
    expect(searches.at(-1)?.get('limit')).toBe('5');
    await page.screenshot({ path: path.join(shots, 'public-form-address.png'), fullPage: true });
    await input.press('ArrowDown');
    await input.press('Enter');
    expect(await input.inputValue()).toBe('8 Rue de Rivoli 75004 Paris');
    expect(await page.locator('input[data-location="lat"]').inputValue()).toBe('48.8553');
    expect(await page.locator('input[data-location="lon"]').inputValue()).toBe('2.3561');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.waitForURL(/\/thanks$/);
    await context.close();
  });

  it('has no axe violations, before and after an inline message', async () => {
    const { context, page } = await open(survey.url, { bypassCSP: true });
    await scripted(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Please tell us your name.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('has no axe violations without the page script, on a page the server sent back', async () => {
    // axe needs JavaScript: here only the form's own script is kept from loading.
    const context = await browser.newContext({ viewport: { width: 1024, height: 800 }, bypassCSP: true });
    await context.route('**/form/client.*.js', (route) => route.abort());
    const page = await context.newPage();
    await page.goto(survey.url);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Please tell us your name.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
