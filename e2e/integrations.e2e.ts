import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startSmtpStandIn, type SmtpStandIn } from '@formbuilder/server/testing';
import { startApp, type RunningApp } from './support/app';
import { axeViolations, launchBrowser } from './support/browser';
import { loggedInPage, signUpVerifiedByApi } from './support/session';
import { logInByApi, publishForm, type PublishedForm } from './support/public-form-api';
import { journeyForTests } from './support/journey';
import { settled } from './support/builder-stage';

const shots = path.join(import.meta.dirname, 'screenshots');

// The owner turns the e-mail on in the builder's Integrations tab, a visitor answers
// the public form, the owner's mail arrives (the form title as subject, the answers escaped,
// replies to the visitor), and the panel lists the delivery as sent. axe on the panel.
describe('integrations: the e-mail to the owner', () => {
  let smtp: SmtpStandIn;
  let app: RunningApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let form: PublishedForm;

  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    app = await startApp({ SMTP_URL: smtp.url });
    browser = await launchBrowser();
    await signUpVerifiedByApi(app.url, smtp, 'admin@example.com');
    await signUpVerifiedByApi(app.url, smtp, 'owner@example.com');
    const owner = await logInByApi(app.url, 'owner@example.com');
    form = await publishForm(owner, 'Party <RSVP>', {
      elements: [
        { id: 1, type: 'TextBox', label: 'Name', required: true },
        { id: 2, type: 'Email', label: 'E-mail' },
        { id: 3, type: 'Button', buttonText: 'Send' },
      ],
    });
    ({ context, page } = await loggedInPage(browser, app.url, 'owner@example.com'));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await app?.stop();
    await smtp?.close();
  });

  it('turns the e-mail on in the draft without publishing, then publishes when asked; the panel passes axe', async () => {
    await page.goto(`${app.url}/editor/${form.id}/builder/integrations`);
    const panel = page.getByRole('region', { name: 'E-mail notifications' });
    const pill = page.locator('.editor-header .status-pill');
    await panel.getByText('Off: no e-mail is sent.').waitFor();
    expect(await pill.textContent()).toBe('Published');
    await panel.getByRole('button', { name: 'Turn on' }).click();
    await panel.getByText('On: each submission is e-mailed once it is stored.').waitFor();
    await page.getByRole('img', { name: 'Active' }).waitFor();
    // An edit of the draft like any other: it saves itself and the form says it is not public yet.
    await page.getByText(/^Saved/).waitFor();
    await pill.getByText('Changes not published').waitFor();
    const note = page.getByRole('status').filter({ hasText: 'Submissions follow the published form' });
    await note.waitFor();
    await panel.getByText('Nothing sent yet: each new submission appears here.').waitFor();
    await page.screenshot({ path: path.join(shots, 'integrations-email.png'), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await note.getByRole('button', { name: 'Publish now' }).click();
    await pill.getByText('Published', { exact: true }).waitFor();
    await note.waitFor({ state: 'detached' });
  });

  it('mails each submission to the owner, escaped, with replies to the visitor, and lists it as sent', async () => {
    const visitor = await browser.newPage();
    await visitor.goto(form.url);
    await visitor.getByLabel('Name').fill('<b>Ada</b>');
    await visitor.getByLabel('E-mail').fill('ada@example.org');
    await visitor.getByRole('button', { name: 'Send' }).click();
    await visitor.waitForURL(/\/thanks/);
    await visitor.close();

    const mail = await smtp.waitFor('owner@example.com', /^Party <RSVP>$/);
    expect(mail.replyTo).toBe('ada@example.org');
    expect(mail.html).toContain('&lt;b&gt;Ada&lt;/b&gt;');
    expect(mail.text).toContain('Name:\n  <b>Ada</b>');

    await page.reload();
    const deliveries = page.getByRole('region', { name: 'Recent deliveries' });
    await deliveries.getByText('Sent').waitFor();
    await page.screenshot({ path: path.join(shots, 'integrations-email-sent.png'), fullPage: true });
    // On a phone the panel is a bottom sheet, closed until opened: open it on Integrations.
    await integrationsOnPhone(page);
    await deliveries.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(shots, 'integrations-email-phone.png') });
    expect(await axeViolations(page)).toEqual([]);
  });
});

/** On a phone the builder's panel is a bottom sheet: opened by 'Add element', then on its Integrations tab. */
async function integrationsOnPhone(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForFunction(() => document.querySelector('.builder-panel')?.hasAttribute('data-sheet') === true);
  await settled(page);
  const tabs = page.getByRole('navigation', { name: 'Builder' });
  if (!(await tabs.isVisible())) await page.getByRole('button', { name: '+ Add element' }).click();
  await settled(page);
  await tabs.getByRole('link', { name: 'Integrations' }).click();
}

// A server without mail settings: the e-mail panel says mail is not set up and what the
// administrator must set, and cannot be turned on; the admin's Status page says the same in words.
describe('integrations: a server without mail', () => {
  const journey = journeyForTests(['admin@example.com', 'owner@example.com'], 'owner@example.com', { shots });
  let form: PublishedForm;
  beforeAll(async () => {
    const owner = await logInByApi(journey.app.url, 'owner@example.com');
    form = await publishForm(owner, 'No mail here', { elements: [{ id: 1, type: 'TextBox', label: 'Name' }] });
  });

  it('says mail is not set up and what to set, cannot be turned on, and publishes nothing; axe on the panel, desktop and phone', async () => {
    const { page, app } = journey;
    await page.goto(`${app.url}/editor/${form.id}/builder/integrations`);
    const panel = page.getByRole('region', { name: 'E-mail notifications' });
    await panel.getByText('Mail is not set up on this server, so no e-mail can be sent.').waitFor();
    expect(await panel.textContent()).toContain('SMTP_URL and MAIL_FROM');
    const turnOn = panel.getByRole('button', { name: 'Turn on' });
    expect(await turnOn.isDisabled()).toBe(true);
    await turnOn.click({ force: true });
    await panel.getByText('Off: no e-mail is sent.').waitFor();
    expect(await page.locator('.editor-header .status-pill').textContent()).toBe('Published');
    await page.screenshot({ path: path.join(shots, 'integrations-email-no-mail.png'), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await integrationsOnPhone(page);
    await panel.getByText('Mail is not set up on this server, so no e-mail can be sent.').waitFor();
    await panel.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: path.join(shots, 'integrations-email-no-mail-phone.png') });
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('adds a webhook to the draft only: the badge says the changes are not published', async () => {
    const { page } = journey;
    const panel = page.getByRole('region', { name: 'Webhooks' });
    await panel.getByRole('textbox', { name: 'Address of a new webhook' }).waitFor();
    await panel.getByRole('textbox', { name: 'Address of a new webhook' }).fill('https://93.184.216.34/in');
    await panel.getByRole('button', { name: 'Add webhook' }).click();
    await panel.getByRole('region', { name: 'Signing secret of the new webhook' }).waitFor();
    await page.getByText(/^Saved/).waitFor();
    await page.locator('.editor-header .status-pill').getByText('Changes not published').waitFor();
    const note = page.getByRole('status').filter({ hasText: 'Submissions follow the published form' });
    await note.waitFor();
    await integrationsOnPhone(page);
    await note.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: path.join(shots, 'integrations-publish-note-phone.png') });
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it("the admin's Status page says in words that mail is not set up and what to set", async () => {
    const { browser, app } = journey;
    const { context, page } = await loggedInPage(browser, app.url, 'admin@example.com');
    await page.goto(`${app.url}/admin/status`);
    const notes = page.getByRole('region', { name: 'Not set up on this server' });
    await notes.getByText(/^Mail is not set up/).waitFor();
    expect(await notes.textContent()).toContain('Set SMTP_URL and MAIL_FROM');
    await page.screenshot({ path: path.join(shots, 'admin-status-no-mail.png'), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
