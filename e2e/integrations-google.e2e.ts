import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { startGoogleStandIn, startReceiver, type GoogleStandIn, type Receiver } from '@formbuilder/server/testing';
import { startApp, type RunningApp } from './support/app';
import { axeViolations, launchBrowser } from './support/browser';
import { loggedInPage, signUpByApi } from './support/session';
import { logInByApi, publishForm, type PublishedForm } from './support/public-form-api';

const shots = path.join(import.meta.dirname, 'screenshots');

// The owner connects Google Sheets and Google Drive through the consent popup (a
// local stand-in plays Google), adds a webhook whose receiver checks the signature, and a
// visitor's answer arrives as a row, a PDF and a signed POST. axe on each panel.
describe('integrations: Google Sheets, Google Drive and a webhook', () => {
  let google: GoogleStandIn;
  let receiver: Receiver;
  let app: RunningApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let form: PublishedForm;
  let secret = '';

  beforeAll(async () => {
    google = await startGoogleStandIn();
    receiver = await startReceiver();
    app = await startApp({ ...google.env, WEBHOOK_ALLOW_HOSTS: '127.0.0.1' });
    browser = await launchBrowser();
    await signUpByApi(app.url, 'admin@example.com');
    await signUpByApi(app.url, 'owner@example.com');
    const owner = await logInByApi(app.url, 'owner@example.com');
    form = await publishForm(owner, 'Party RSVP', {
      elements: [
        { id: 1, type: 'TextBox', label: 'Name', required: true },
        { id: 2, type: 'TextArea', label: 'Message' },
        { id: 3, type: 'Button', buttonText: 'Send' },
      ],
    });
    ({ context, page } = await loggedInPage(browser, app.url, 'owner@example.com'));
    await page.goto(`${app.url}/editor/${form.id}/builder/integrations`);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await app?.stop();
    await receiver?.close();
    await google?.close();
  });

  /** 'Authenticate with Google', then Allow on the consent page in the popup, which hands the token back and closes. */
  async function consentInPopup(panel: ReturnType<Page['getByRole']>) {
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      panel.getByRole('button', { name: 'Authenticate with Google' }).click(),
    ]);
    await popup.getByRole('link', { name: 'Allow' }).click();
    await popup.waitForEvent('close');
    await panel.getByRole('button', { name: 'Complete Authentication' }).waitFor();
  }

  it('connects Google Sheets through the popup to a new spreadsheet; the panel passes axe', async () => {
    const panel = page.getByRole('region', { name: 'Google Sheets' });
    await consentInPopup(panel);
    await panel.getByLabel('Spreadsheet name').fill('Party answers');
    await panel.getByText('NEW', { exact: true }).waitFor();
    for (const all of await panel.getByRole('checkbox', { name: 'Select All' }).all()) await all.check();
    await page.screenshot({ path: path.join(shots, 'integrations-sheets-configuration.png'), fullPage: true });
    // The sidebar scrolls on its own: the panel as the owner sees it once scrolled to.
    await panel.getByLabel('Spreadsheet name').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(shots, 'integrations-sheets-panel.png') });
    expect(await axeViolations(page)).toEqual([]);
    await panel.getByRole('button', { name: 'Complete Authentication' }).click();
    await panel.getByText('Connected: each submission is added as a row to').waitFor();
    await expect.poll(() => google.spreadsheets.length).toBe(1);
    const [sheet] = google.spreadsheets;
    expect(sheet?.title).toBe('Party answers');
    await page.getByRole('img', { name: 'Active' }).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('connects Google Drive to a new folder', async () => {
    const panel = page.getByRole('region', { name: 'Google Drive' });
    await consentInPopup(panel);
    await panel.getByLabel('Folder name').fill('Party PDFs');
    await panel.getByLabel('File name').fill('{TextBox_1} {submissionId}');
    await page.screenshot({ path: path.join(shots, 'integrations-drive-panel.png') });
    expect(await axeViolations(page)).toEqual([]);
    await panel.getByRole('button', { name: 'Complete Authentication' }).click();
    await panel.getByText('Connected: each submission is stored as a PDF file in the folder').waitFor();
    expect(google.folders.map((folder) => folder.name)).toEqual(['Party PDFs']);
  });

  it('adds a webhook, shows its secret once, and sends a signed test', async () => {
    const panel = page.getByRole('region', { name: 'Webhooks' });
    await panel.getByLabel('Address of a new webhook').fill(`${receiver.origin}/hooks/party`);
    await panel.getByRole('button', { name: 'Add webhook' }).click();
    const shown = page.getByRole('region', { name: 'Signing secret of the new webhook' });
    secret = await shown.getByRole('textbox').inputValue();
    expect(secret).toMatch(/^whsec_/);
    await page.screenshot({ path: path.join(shots, 'integrations-webhook-secret.png'), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await panel.getByRole('button', { name: 'Send test' }).click();
    await panel.getByText('The receiver answered 204.').waitFor();
    const test = receiver.requests.at(-1);
    expect(test?.path).toBe('/hooks/party');
    expect(new Webhook(secret).verify(test?.body ?? '', test?.headers ?? {})).toMatchObject({ type: 'webhook.test' });
  });

  it("sends submissions to the form's external URL with its method, once published; the field passes axe", async () => {
    await page.getByRole('navigation', { name: 'Builder' }).getByRole('link', { name: 'Form' }).click();
    const properties = page.getByRole('region', { name: 'Form Properties' });
    const url = properties.getByLabel('External URL', { exact: true });
    await url.fill('crm.example.com');
    await properties.getByText('The external URL must start with http:// or https:// and name a host.').waitFor();
    await url.fill(`${receiver.origin}/crm/party`);
    await properties.getByLabel('Method', { exact: true }).selectOption('PATCH');
    await url.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(shots, 'form-external-url.png') });
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('navigation', { name: 'Builder' }).getByRole('link', { name: 'Integrations' }).click();
  });

  it('changed only the draft: the form is not published until the owner says so', async () => {
    const pill = page.locator('.editor-header .status-pill');
    await pill.getByText('Changes not published').waitFor();
    const note = page.getByRole('status').filter({ hasText: 'Submissions follow the published form' });
    await note.getByRole('button', { name: 'Publish now' }).click();
    await pill.getByText('Published', { exact: true }).waitFor();
  });

  it("delivers a visitor's answer as a row, a PDF, a signed POST and a PATCH to the external URL, and lists each delivery", async () => {
    const visitor = await browser.newPage();
    await visitor.goto(form.url);
    await visitor.getByLabel('Name').fill('Ada');
    await visitor.getByLabel('Message').fill('=1+1 see you');
    await visitor.getByRole('button', { name: 'Send' }).click();
    await visitor.waitForURL(/\/thanks/);
    await visitor.close();

    await expect.poll(() => google.spreadsheets[0]?.sheets[0]?.rows.length ?? 0, { timeout: 15_000 }).toBe(2);
    const [header, row] = google.spreadsheets[0]?.sheets[0]?.rows ?? [];
    expect(header).toEqual(['ID', 'Submission Date', 'Form', 'Name', 'Message']);
    expect(row?.slice(2)).toEqual(['Party RSVP', 'Ada', '=1+1 see you']);
    expect(
      google.writes.filter((write) => write.call === 'append').every((write) => write.valueInputOption === 'RAW'),
    ).toBe(true);

    await expect.poll(() => google.files.length, { timeout: 15_000 }).toBe(1);
    expect(google.files[0]?.name).toMatch(/^Ada \d+\.pdf$/);
    expect(google.files[0]?.bytes.subarray(0, 4).toString()).toBe('%PDF');

    const posted = () =>
      receiver.requests.filter(
        (request) => request.path === '/hooks/party' && request.body.includes('submission.created'),
      );
    await expect.poll(() => posted().length, { timeout: 15_000 }).toBe(1);
    const [delivery] = posted();
    const event = new Webhook(secret).verify(delivery?.body ?? '', delivery?.headers ?? {}) as {
      data: { answers: { label: string; text: string }[] };
    };
    expect(event.data.answers.map(({ label, text }) => [label, text])).toEqual([
      ['Name', 'Ada'],
      ['Message', '=1+1 see you'],
    ]);

    await expect
      .poll(() => receiver.requests.filter((request) => request.path === '/crm/party').length, { timeout: 15_000 })
      .toBe(1);
    const external = receiver.requests.find((request) => request.path === '/crm/party');
    expect(external?.method).toBe('PATCH');
    expect(external?.headers['webhook-signature']).toBeUndefined();
    expect(JSON.parse(external?.body ?? '{}')).toMatchObject({
      type: 'submission.created',
      data: { formTitle: 'Party RSVP' },
    });

    await page.reload();
    await page.getByRole('region', { name: 'Recent deliveries to Google Sheets' }).getByText('Sent').waitFor();
    await page.getByRole('region', { name: 'Recent deliveries to Google Drive' }).getByText('Sent').waitFor();
    await page
      .getByRole('region', { name: `Recent deliveries to ${receiver.origin}/hooks/party` })
      .getByText('Sent')
      .waitFor();
    await page.screenshot({ path: path.join(shots, 'integrations-google-active.png'), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    // On a phone every editor action is on screen, Preview included.
    const preview = await page.getByRole('button', { name: 'Preview', exact: true }).boundingBox();
    expect((preview?.x ?? 0) + (preview?.width ?? 999)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: path.join(shots, 'integrations-google-phone.png'), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
  });
});
