import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { axeViolations } from './support/browser';
import { stageForTests } from './support/journey';
import { logIn } from './support/session';
import { logInByApi, publishForm, type Owner, type PublishedForm } from './support/public-form-api';

const shots = path.join(import.meta.dirname, 'screenshots');

/** The one format of every screen, as the browser's locale (American English here) writes it. */
const formatIn = (timeZone: string, instant: string | Date) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium', timeZone }).format(new Date(instant));
/** Node's ICU and Chromium's may put different spaces before AM/PM. */
const spaced = (text: string | null) => (text ?? '').replace(/\s/g, ' ').trim();

// Dates in one zone and one format everywhere: a browser in Tokyo sees Tokyo time until the
// owner chooses a zone, then that zone, from the first paint (no date is ever drawn in another
// and replaced); API keys and the admin console in the same format; a visitor's DateTime
// answer formatted, not as stored.
describe('time display: the owner’s zone and the locale’s format on every screen', () => {
  const stage = stageForTests(['owner@example.com'], { shots });
  let owner: Owner;
  let form: PublishedForm;
  let context: BrowserContext;
  let page: Page;
  let submittedAt: string;

  async function api(method: string, route: string, body?: unknown): Promise<unknown> {
    const res = await fetch(`${owner.baseUrl}/api/users/${String(owner.userId)}${route}`, {
      method,
      headers: {
        authorization: `Bearer ${owner.token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!res.ok) throw new Error(`${method} ${route}: ${String(res.status)} ${await res.text()}`);
    return res.json();
  }

  /** A row's Submission Date cell in a zone: the date, then its first answer (the Arrival) in the same zone. */
  const rowIn = (zone: string) => spaced(`${formatIn(zone, submittedAt)} — ${formatIn(zone, '2026-07-01T08:30:00Z')}`);

  /** Every text the Submission Date cells ever showed on this page, from the first paint on. */
  const paintedDates = () => page.evaluate(() => (window as unknown as { paintedDates: string[] }).paintedDates);

  beforeAll(async () => {
    const { app, browser } = stage;
    owner = await logInByApi(app.url, 'owner@example.com');
    form = await publishForm(owner, 'Arrivals', {
      elements: [
        { id: 1, type: 'DateTime', label: 'Arrival' },
        { id: 2, type: 'Date', label: 'Wedding day' },
        { id: 3, type: 'Button', buttonText: 'Send' },
      ],
    });
    const visitor = await browser.newContext();
    const tab = await visitor.newPage();
    await tab.goto(form.url);
    await tab.getByLabel('Arrival').fill('2026-07-01T10:30');
    await tab.getByLabel('Wedding day').fill('2026-07-01');
    await tab.getByRole('button', { name: 'Send' }).click();
    await tab.waitForURL(/\/thanks/);
    await visitor.close();
    const page1 = (await api('GET', `/forms/${String(form.id)}/submissions?limit=1`)) as {
      submissions: { created_at: string }[];
    };
    submittedAt = page1.submissions[0]?.created_at ?? '';
    await api('POST', '/api-keys', { name: 'Zapier' });

    // The owner's browser runs in Tokyo; a script records each date the table ever paints.
    context = await browser.newContext({
      bypassCSP: true,
      viewport: { width: 1280, height: 800 },
      timezoneId: 'Asia/Tokyo',
      locale: 'en-US',
    });
    await context.addInitScript(() => {
      const painted: string[] = [];
      (window as unknown as { paintedDates: string[] }).paintedDates = painted;
      const record = () => {
        for (const cell of document.querySelectorAll('.submissions-table tbody .submissions-table__open')) {
          const text = cell.textContent ?? '';
          if (painted.at(-1) !== text) painted.push(text);
        }
      };
      new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true });
    });
    page = await context.newPage();
    await page.goto(`${app.url}/login`);
    await logIn(page, 'owner@example.com', { remember: true });
    await page.waitForURL(`${app.url}/forms`);
  });
  afterAll(() => context?.close());

  it('shows the Data screen in the browser’s zone while the owner has chosen none', async () => {
    await page.goto(`${stage.app.url}/data?form=${String(form.id)}`);
    const cell = page.locator('.submissions-table tbody .submissions-table__open').first();
    await cell.waitFor();
    expect(spaced(await cell.textContent())).toBe(rowIn('Asia/Tokyo'));
    expect(await page.locator('.data-table__zone').textContent()).toBe(' (Asia/Tokyo)');
    expect((await paintedDates()).map(spaced)).toEqual([rowIn('Asia/Tokyo')]);
  });

  it('shows the owner’s chosen zone from the first paint, with no jump, and the DateTime answer formatted', async () => {
    await api('PUT', '/preferences', { themeColour: '#2196F3', timeZone: 'America/New_York', notifyNewForms: false });
    await page.reload();
    const cell = page.locator('.submissions-table tbody .submissions-table__open').first();
    await cell.waitFor();
    const newYork = rowIn('America/New_York');
    expect(spaced(await cell.textContent())).toBe(newYork);
    // Not once in Tokyo's (the browser's) time before.
    expect((await paintedDates()).map(spaced)).toEqual([newYork]);
    expect(await page.locator('.data-table__zone').textContent()).toBe(' (America/New York)');

    await page.locator('.submissions-table tbody tr').first().getByRole('button').click();
    await page.getByRole('heading', { name: /^Submission \d+$/ }).waitFor();
    const answers = await page.locator('.submission-detail dd').allTextContents();
    // 10:30 in Paris (summer, UTC+2) is 04:30 in New York; the Date stays that day.
    expect(answers.map(spaced)).toEqual([spaced(formatIn('America/New_York', '2026-07-01T08:30:00Z')), 'Jul 1, 2026']);
    expect(answers[0]).not.toContain('T10:30');
    await page.screenshot({ path: path.join(shots, 'time-data.png'), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: path.join(shots, 'time-data-phone.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('dates the API keys in the same zone and format', async () => {
    const keys = (await api('GET', '/api-key')) as { data?: { created_at: string }[] } | { created_at: string }[];
    const createdAt = (Array.isArray(keys) ? keys : (keys.data ?? []))[0]?.created_at ?? '';
    await page.goto(`${stage.app.url}/settings/apikeys`);
    const created = page.locator('.api-key__dates dd').first();
    await created.locator('time').filter({ hasText: /\d/ }).waitFor();
    expect(spaced(await created.textContent())).toBe(spaced(formatIn('America/New_York', createdAt)));
    await page.screenshot({ path: path.join(shots, 'time-apikeys.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: path.join(shots, 'time-apikeys-phone.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('dates the admin console’s users in the same zone and format', async () => {
    const users = (await (
      await fetch(`${owner.baseUrl}/api/admin/users?limit=50`, { headers: { authorization: `Bearer ${owner.token}` } })
    ).json()) as { rows?: { email: string; created_at: string }[] };
    const signedUp = users.rows?.find((user) => user.email === 'owner@example.com')?.created_at ?? '';
    await page.goto(`${stage.app.url}/admin/users`);
    await page.getByRole('button', { name: 'owner@example.com' }).click();
    const panel = page.getByRole('region', { name: 'owner@example.com' });
    const date = panel.locator('.admin-facts dd time').first();
    await date.filter({ hasText: /\d/ }).waitFor();
    expect(spaced(await date.textContent())).toBe(spaced(formatIn('America/New_York', signedUp)));
    await page.screenshot({ path: path.join(shots, 'time-admin-users.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: path.join(shots, 'time-admin-users-phone.png'), fullPage: true });
  });
});
