import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { BrowserContext, Page } from 'playwright-core';
import { axeViolations } from './support/browser';
import { stageForTests } from './support/journey';
import { loggedInPage } from './support/session';
import { logInByApi, publishForm, type PublishedForm } from './support/public-form-api';

const shots = path.join(import.meta.dirname, 'screenshots');

// Two pages: who and whether they come, then how many guests.
const rsvpProps = {
  elements: [
    { id: 1, type: 'TextBox', label: 'Name', required: true },
    { id: 2, type: 'Radio', label: 'Coming?', options: ['Yes##yes', 'No##no'] },
    { id: 3, type: 'PageBreak' },
    { id: 4, type: 'Number', label: 'Guests' },
    { id: 5, type: 'Button', buttonText: 'Send' },
  ],
};

/** The visitors, oldest first; the last leaves on page 2 without sending. */
const visitors = [
  { name: 'Ada Lovelace', coming: 'Yes', guests: '2', sends: true },
  { name: 'Grace Hopper', coming: 'No', guests: '0', sends: true },
  { name: 'Alan Turing', coming: 'Yes', guests: '3', sends: true },
  { name: 'Katherine Johnson', coming: 'Yes', guests: '4', sends: true },
  { name: 'Edsger Dijkstra', coming: 'Yes', guests: '1', sends: false },
];

// The results an owner works in (docs/product.md §B2, Data): visitors answer on the page, and the
// owner finds submissions by an answer, reads three in a row with the keyboard, exports the
// filtered rows to Excel and reads how far visitors got.
describe('results: the owner works through their submissions', () => {
  const stage = stageForTests(['owner@example.com'], { env: { SUBMIT_RATE_LIMIT: '0' }, shots });
  let form: PublishedForm;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    const owner = await logInByApi(stage.app.url, 'owner@example.com');
    form = await publishForm(owner, 'Garden party', rsvpProps);
    const visit = await stage.browser.newContext();
    for (const visitor of visitors) {
      const tab = await visit.newPage();
      await tab.goto(form.url);
      await tab.getByLabel('Name').fill(visitor.name);
      await tab.getByLabel(visitor.coming, { exact: true }).check();
      await tab.getByRole('button', { name: 'Next' }).click();
      await tab.getByLabel('Guests').fill(visitor.guests);
      if (visitor.sends) {
        await tab.getByRole('button', { name: 'Send' }).click();
        await tab.waitForURL(/\/thanks/);
      }
      await tab.close();
    }
    await visit.close();
    ({ context, page } = await loggedInPage(stage.browser, stage.app.url, 'owner@example.com'));
  });
  afterAll(() => context?.close());

  it('finds the guests coming by their answer, and reads three in a row with the keyboard', async () => {
    await page.goto(`${stage.app.url}/data?form=${String(form.id)}`);
    await page.getByText('4 in total').waitFor();
    const rows = page.locator('.submissions-table tbody tr');
    await page.getByRole('button', { name: 'Add a filter' }).click();
    await page.getByRole('combobox', { name: 'Question' }).selectOption({ label: 'Coming?' });
    await page.getByRole('combobox', { name: 'Value for “Coming?”' }).selectOption({ label: 'Yes' });
    await page.locator('.submissions__counts', { hasText: '3 matching' }).waitFor();
    await expect.poll(() => rows.count()).toBe(3);
    // A column per question: the table reads without opening a row.
    expect(await page.locator('.submissions-table thead').textContent()).toMatch(/Name.*Coming\?.*Guests/);
    expect(await rows.allTextContents()).toEqual([
      expect.stringContaining('Katherine Johnson'),
      expect.stringContaining('Alan Turing'),
      expect.stringContaining('Ada Lovelace'),
    ]);
    await page.screenshot({ path: path.join(shots, 'results-filtered.png'), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);

    // Down to the second row, Enter opens it, J the next, K back: three read without the mouse.
    const detail = page.locator('.submission-detail');
    await rows.first().getByRole('button').first().focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await detail.getByText('Alan Turing', { exact: true }).waitFor();
    await page.keyboard.press('j');
    await detail.getByText('Ada Lovelace', { exact: true }).waitFor();
    await page.keyboard.press('k');
    await page.keyboard.press('k');
    await detail.getByText('Katherine Johnson', { exact: true }).waitFor();
    // Each was marked read as it opened.
    await page.locator('.submissions__counts', { hasText: '1 unread' }).waitFor();
    await page.screenshot({ path: path.join(shots, 'results-detail.png'), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
  });

  it('exports the filtered rows to Excel, with numbers as numbers', async () => {
    await page.getByRole('button', { name: 'Export…' }).click();
    const panel = page.getByRole('group', { name: 'Export submissions' });
    await panel.getByLabel(/^Excel/).check();
    await panel.getByLabel(/The 3 matching the filters/).check();
    const download = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Download' }).click();
    expect((await download).suggestedFilename()).toBe('Garden party-submissions.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await (await download).path()) ?? '');
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('The workbook has no sheet.');
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(expect.arrayContaining(['Name', 'Coming?', 'Guests']));
    const column = (label: string) => header.indexOf(label) + 1;
    const lines = [2, 3, 4].map((n) => sheet.getRow(n));
    expect(lines.map((line) => line.getCell(column('Name')).value)).toEqual([
      'Katherine Johnson',
      'Alan Turing',
      'Ada Lovelace',
    ]);
    expect(lines.map((line) => line.getCell(column('Coming?')).value)).toEqual(['Yes', 'Yes', 'Yes']);
    expect(lines.map((line) => line.getCell(column('Guests')).value)).toEqual([4, 3, 2]);
    expect(sheet.getRow(5).getCell(column('Name')).value ?? null).toBeNull();
  });

  it('reads the funnel: five came, five answered, five reached page 2, four sent; axe on a desk and a phone', async () => {
    await page.getByRole('link', { name: 'Statistics' }).click();
    const funnel = page.getByRole('region', { name: 'How far visitors get' });
    // Views and beacons are added every few seconds: the funnel shows them after a reload.
    await expect
      .poll(
        async () => {
          await page.reload();
          await funnel.locator('tbody tr').first().waitFor();
          return funnel.locator('tbody tr').allTextContents();
        },
        { timeout: 20_000, interval: 2_000 },
      )
      .toEqual([
        expect.stringMatching(/^Viewed the form5/),
        expect.stringMatching(/^Gave a first answer5/),
        expect.stringMatching(/^Reached page 25/),
        expect.stringMatching(/^Submitted4/),
      ]);
    await page.screenshot({ path: path.join(shots, 'results-funnel.png'), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await funnel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(shots, 'results-funnel-phone.png'), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Submissions' }).click();
    await page.locator('.submission-card, .submissions-table').first().waitFor();
    await page.screenshot({ path: path.join(shots, 'results-phone.png'), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
  });
});
