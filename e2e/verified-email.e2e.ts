import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { startSmtpStandIn, type SmtpStandIn } from '@formbuilder/server/testing';
import { startApp, type RunningApp } from './support/app';
import { axeViolations, launchBrowser } from './support/browser';
import { logIn, signUpVerifiedByApi } from './support/session';
import { logInByApi, ownerRequest, publishForm, responseCount, type Owner } from './support/public-form-api';

// docs/product.md, "A form's life": one response per verified e-mail address. The owner turns it
// on in the builder; a visitor submits, opens the link e-mailed to them (which, opened by a mail
// scanner too, stores nothing), presses "Confirm my response" and sees the Thank You page; a second
// response from the same address is refused in words.

const shots = path.join(import.meta.dirname, 'screenshots');
const props = {
  elements: [
    { id: 1, type: 'TextBox', label: 'Your name', required: true },
    { id: 2, type: 'Email', label: 'Your e-mail', required: true },
    { id: 3, type: 'Button', buttonText: 'Send' },
  ],
};

describe('one response per verified e-mail address', () => {
  let app: RunningApp;
  let smtp: SmtpStandIn;
  let browser: Browser;
  let owner: Owner;

  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    app = await startApp({ SMTP_URL: smtp.url });
    browser = await launchBrowser();
    await signUpVerifiedByApi(app.url, smtp, 'owner@example.com');
    owner = await logInByApi(app.url, 'owner@example.com');
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await smtp?.close();
  });

  const shoot = async (page: Page, name: string) => {
    await page.screenshot({ path: path.join(shots, `${name}-1280.png`) });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: path.join(shots, `${name}-390.png`) });
    await page.setViewportSize({ width: 1280, height: 800 });
  };

  it('is turned on in the builder; a visitor confirms by the e-mailed link once, and a second time is refused', async () => {
    const form = await publishForm(owner, 'Raffle', props);
    const ownerContext = await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 800 } });
    const builder = await ownerContext.newPage();
    await builder.goto(`${app.url}/login`);
    await logIn(builder, 'owner@example.com', { remember: true });
    await builder.waitForURL(`${app.url}/forms`);
    await builder.goto(`${app.url}/editor/${String(form.id)}/builder/properties`);
    const group = builder.getByRole('group', { name: 'Availability' });
    await group.getByText('Status: Open').waitFor();
    await group.getByLabel('One response per visitor').check();
    const check = group.getByRole('group', { name: 'How one response is checked' });
    await check.getByLabel('One per verified e-mail address').check();
    await check.getByLabel('Email question with the address').selectOption({ label: 'Your e-mail' });
    // Waited for from before the click: a quick server answers before a wait set up after it.
    const saved = builder.waitForResponse((r) => r.url().endsWith('/availability') && r.request().method() === 'PUT');
    await group.getByRole('button', { name: 'Save availability' }).click();
    expect((await saved).ok()).toBe(true);
    await check.scrollIntoViewIfNeeded();
    await builder.screenshot({ path: path.join(shots, 'verified-email-settings-1280.png') });
    expect(await axeViolations(builder)).toEqual([]);
    await ownerContext.close();

    // The visitor, with the script.
    const context = await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(form.url);
    await page.getByLabel('Your name').fill('Ann');
    await page.getByLabel('Your e-mail').fill('ann@example.com');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('heading', { name: 'Confirm your response' }).waitFor();
    await page.getByText('Check your inbox: we sent a link to a•••@example.com to confirm your response.').waitFor();
    expect(await responseCount(owner, form.id)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'verified-email-check-inbox');

    const mail = await smtp.waitFor('ann@example.com', /^Confirm your response: Raffle$/);
    const link = /https?:\/\/\S+\/confirm\?\S+/.exec(mail.text)?.[0] ?? '';
    // A mail scanner opens the link first (HEAD, GET): nothing is stored, the link still works.
    expect((await page.request.head(link)).status()).toBe(200);
    expect((await page.request.get(link)).status()).toBe(200);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Confirm your response' }).waitFor();
    await page.getByText('Press the button to store it').waitFor();
    expect(await responseCount(owner, form.id)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'verified-email-confirm');

    // The person presses the button: a plain form, so without the script and under the page's own CSP.
    const plain = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const confirming = await plain.newPage();
    await confirming.goto(link);
    await confirming.getByRole('button', { name: 'Confirm my response' }).click();
    await confirming.getByRole('heading', { name: 'Thank you!' }).waitFor();
    expect(await responseCount(owner, form.id)).toBe(1);
    await plain.close();

    // The link again, then the same address once more.
    await page.goto(link);
    await page.getByRole('heading', { name: 'Response already confirmed' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(form.url);
    await page.getByLabel('Your name').fill('Ann again');
    await page.getByLabel('Your e-mail').fill('ANN@example.com');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('This address has already answered this form.').waitFor();
    expect(await responseCount(owner, form.id)).toBe(1);
    await context.close();
  });
  it('warns the owner who makes the Email question optional, where the check was chosen and on the question, and refuses to publish so', async () => {
    const form = await publishForm(owner, 'Draw', props);
    const set = await ownerRequest(owner, 'PUT', `/forms/${String(form.id)}/availability`, {
      closed: false,
      opensAt: null,
      closesAt: null,
      responseCap: null,
      closedMessage: '',
      oneResponsePerVisitor: true,
      oneResponseCheck: 'verified-email',
      oneResponseEmailQuestion: 2,
    });
    expect(set.status).toBe(200);
    const context = await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 800 } });
    const builder = await context.newPage();
    await builder.goto(`${app.url}/login`);
    await logIn(builder, 'owner@example.com', { remember: true });
    await builder.waitForURL(`${app.url}/forms`);
    await builder.goto(`${app.url}/editor/${String(form.id)}/builder/question/2/properties`);
    const panel = builder.getByRole('region', { name: 'Question Properties' });
    await panel.getByText('This question carries the address for one response per verified e-mail address').waitFor();
    await panel.getByRole('checkbox', { name: 'Required' }).uncheck();
    await panel.getByText(/and is no longer required\. Make it required again/).waitFor();
    await shoot(builder, 'verified-email-question-optional');

    // Publishing saves the draft first (as the autosave does), then is refused in words.
    await builder.getByRole('button', { name: 'Publish', exact: true }).click();
    await builder
      .getByRole('alert')
      .getByText(/its Email question "Your e-mail" is no longer required, so a visitor could leave it empty/)
      .waitFor();
    await builder.goto(`${app.url}/editor/${String(form.id)}/builder/properties`);
    const group = builder.getByRole('group', { name: 'Availability' });
    const warning = group.getByText(/uses “Your e-mail”, which is no longer required/);
    await warning.waitFor();
    await warning.scrollIntoViewIfNeeded();
    await shoot(builder, 'verified-email-settings-warning');
    expect(await axeViolations(builder)).toEqual([]);
    await context.close();
  });
});
