import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startSmtpStandIn, type SmtpStandIn } from '@formbuilder/server/testing';
import { startApp, type RunningApp } from './support/app';
import { axeViolations, launchBrowser } from './support/browser';
import { loggedInPage, signUpVerifiedByApi } from './support/session';
import { logInByApi, publishForm, type PublishedForm } from './support/public-form-api';

const shots = path.join(import.meta.dirname, 'screenshots');

// Issue #13: the owner turns the e-mail on in the builder's Integrations tab, a visitor answers
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

  it('turns the e-mail on from the Integrations tab, which publishes the form; the panel passes axe', async () => {
    await page.goto(`${app.url}/editor/${form.id}/builder/integrations`);
    const panel = page.getByRole('region', { name: 'E-mail notifications' });
    await panel.getByText('Off: no e-mail is sent.').waitFor();
    await panel.getByRole('button', { name: 'Turn on' }).click();
    await panel.getByText('On: each submission is e-mailed once it is stored.').waitFor();
    await page.getByRole('img', { name: 'Active' }).waitFor();
    await panel.getByText('Nothing sent yet: each new submission appears here.').waitFor();
    await page.screenshot({ path: path.join(shots, 'integrations-email.png'), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
  });

  it("mails each submission to the owner, escaped, with replies to the visitor, and lists it as sent", async () => {
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
    await page.setViewportSize({ width: 390, height: 844 });
    await deliveries.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(shots, 'integrations-email-phone.png') });
    expect(await axeViolations(page)).toEqual([]);
  });
});
