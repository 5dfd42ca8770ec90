import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { RunningApp } from './support/app';
import { axeViolations } from './support/browser';
import { settled } from './support/builder-stage';
import { stageForTests } from './support/journey';
import { loggedInPage } from './support/session';
import { logInByApi, publishForm, type Owner, type PublishedForm } from './support/public-form-api';
import { PNG } from './support/public-form-fixtures';

const shots = path.join(import.meta.dirname, 'screenshots');

const rsvpProps = {
  elements: [
    { id: 1, type: 'TextBox', label: 'Name', required: true },
    { id: 2, type: 'Radio', label: 'Coming?', options: ['Yes##yes', 'No##no'] },
    { id: 3, type: 'File', label: 'Ticket' },
    { id: 4, type: 'Button', buttonText: 'Send' },
  ],
};

// Three answers on the public page (one with a file), then the owner reads,
// filters, exports, deletes and charts them, and downloads the file.
describe('data: the owner reads their submissions', () => {
  // Sixty answers are sent at once for the "all matching" journey.
  const stage = stageForTests(['owner@example.com'], { env: { SUBMIT_RATE_LIMIT: '0' } });
  let app: RunningApp;
  let browser: Browser;
  let owner: Owner;
  let form: PublishedForm;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ app, browser } = stage);
    owner = await logInByApi(app.url, 'owner@example.com');
    form = await publishForm(owner, 'Wedding RSVP', rsvpProps);
    // Three visitors answer on the public page.
    const visitor = await browser.newContext();
    for (const [name, choice, file] of [
      ['Ada Lovelace', 'Yes', true],
      ['Grace Hopper', 'No', false],
      ['Alan Turing', 'Yes', false],
    ] as const) {
      const tab = await visitor.newPage();
      await tab.goto(form.url);
      await tab.getByLabel('Name').fill(name);
      await tab.getByLabel(choice, { exact: true }).check();
      if (file)
        await tab.getByLabel('Ticket').setInputFiles({ name: 'ticket.png', mimeType: 'image/png', buffer: PNG });
      await tab.getByRole('button', { name: 'Send' }).click();
      await tab.waitForURL(/\/thanks/);
      await tab.close();
    }
    await visitor.close();
    ({ context, page } = await loggedInPage(browser, app.url, 'owner@example.com'));
  });
  afterAll(() => context?.close());

  it('lists them from the forms list, opens one (read), filters unread, and passes axe', async () => {
    await page.getByRole('link', { name: /^3 responses, 3 unread: Wedding RSVP$/ }).click();
    await page.waitForURL(/\/data\?form=/);
    await page.getByText('3 in total').waitFor();
    expect(await page.locator('.submissions__counts').textContent()).toMatch(/3 in total · 3 today · 3 unread/);
    const rows = page.locator('.submissions-table tbody tr');
    expect(await rows.count()).toBe(3);
    // The oldest (Ada's, with the file) is last.
    await rows.last().getByRole('button').click();
    await page.locator('.submission-detail dd', { hasText: 'Ada Lovelace' }).waitFor();
    // Opening it marked it read: the counts follow.
    await page.locator('.submissions__counts', { hasText: '2 unread' }).waitFor();
    expect(await page.locator('.submission-detail dd').allTextContents()).toEqual(
      expect.arrayContaining(['Ada Lovelace', 'Yes', 'ticket.png']),
    );
    await page.getByRole('checkbox', { name: 'Unread only' }).check();
    await expect.poll(() => rows.count()).toBe(2);
    await page.screenshot({ path: path.join(shots, 'data-submissions.png'), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('checkbox', { name: 'Unread only' }).uncheck();
    await expect.poll(() => rows.count()).toBe(3);
  });

  it('moves to the previous one, marks it unread again, and the counts follow', async () => {
    const rows = page.locator('.submissions-table tbody tr');
    // Each row's button is named by its date, not its id.
    expect(await rows.last().getByRole('button').textContent()).toMatch(/\b20\d\d\b.* — Ada Lovelace$/);
    const toolbar = page.getByRole('toolbar', { name: 'Submission' });
    // Ada's is the oldest, the last row: nothing after it.
    expect(await toolbar.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await toolbar.getByRole('button', { name: 'Previous' }).click();
    await page.locator('.submission-detail dd', { hasText: 'Grace Hopper' }).waitFor();
    await page.locator('.submissions__counts', { hasText: '1 unread' }).waitFor();
    await toolbar.getByRole('button', { name: 'Next' }).click();
    await page.locator('.submission-detail dd', { hasText: 'Ada Lovelace' }).waitFor();
    await toolbar.getByRole('button', { name: 'Mark as unread' }).click();
    await page.getByText('Marked as unread.').waitFor();
    await page.locator('.submissions__counts', { hasText: '2 unread' }).waitFor();
    await expect.poll(() => rows.last().getByLabel('unread').count()).toBe(1);
    // The toolbar's buttons are the small outlined kind: the built styles once let the plain
    // button's size and transparent border win over them, on every screen.
    const look = await toolbar.getByRole('button', { name: 'Mark as unread' }).evaluate((button) => ({
      minHeight: getComputedStyle(button).minHeight,
      border: getComputedStyle(button).borderTopColor,
    }));
    expect(look.minHeight).toBe('36px');
    expect(look.border).not.toBe('rgba(0, 0, 0, 0)');
    await page.screenshot({ path: path.join(shots, 'data-submission-detail.png'), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: path.join(shots, 'data-submission-detail-phone.png'), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('exports all submissions as CSV, and the files as a ZIP, from the Export panel, which passes axe', async () => {
    await page.getByRole('button', { name: 'Export…' }).click();
    const panel = page.getByRole('group', { name: 'Export submissions' });
    await panel.getByText('All 3 submissions').waitFor();
    await page.screenshot({ path: path.join(shots, 'data-export.png') });
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: path.join(shots, 'data-export-phone.png') });
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
    const download = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Download' }).click();
    const file = await (await download).path();
    const text = fs.readFileSync(file, 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trim().split(/\r?\n/);
    expect(lines[0]).toMatch(/^ID,Submission Date \([\w/+-]+\),Name,Coming\?,Ticket$/);
    expect(lines).toHaveLength(4);
    expect(text).toContain('Grace Hopper');
    // The uploaded files: Ada's ticket and the manifest.
    await page.getByRole('button', { name: 'Export…' }).click();
    await panel.getByLabel(/^Files as ZIP/).check();
    const zipped = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Download' }).click();
    expect((await zipped).suggestedFilename()).toBe('Wedding RSVP-submissions.zip');
    const zip = fs.readFileSync(await (await zipped).path());
    expect(zip.subarray(0, 2).toString()).toBe('PK');
    expect(zip.includes(Buffer.from('Ticket/ticket.png'))).toBe(true);
    expect(zip.includes(Buffer.from('manifest.csv'))).toBe(true);
    // Filtered and chosen: the panel offers both, the chosen first.
    await page.getByRole('checkbox', { name: 'Unread only' }).check();
    await page.getByText('2 matching').waitFor();
    await page
      .getByRole('checkbox', { name: /Select submission/ })
      .first()
      .check();
    await page.getByRole('button', { name: 'Export…' }).click();
    await panel.getByLabel('The 1 chosen').waitFor();
    expect(await panel.getByLabel('The 1 chosen').isChecked()).toBe(true);
    await panel.getByText('The 2 matching the filters').waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: path.join(shots, 'data-export-scopes-phone.png') });
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
    await panel.getByRole('button', { name: 'Cancel' }).click();
    await page
      .getByRole('checkbox', { name: /Select submission/ })
      .first()
      .uncheck();
    await page.getByRole('checkbox', { name: 'Unread only' }).uncheck();
    await page.getByText('3 in total').waitFor();
  });

  it('downloads the submitted file from its page', async () => {
    // The file is a link in the table's Ticket column and in the open submission; the detail's is followed.
    await page.locator('.submission-detail').getByRole('link', { name: 'ticket.png' }).click();
    await page.waitForURL(/\/download\//);
    const button = page.getByRole('button', { name: 'Download' });
    await expect.poll(() => button.isEnabled()).toBe(true);
    const download = page.waitForEvent('download');
    await button.click();
    expect((await download).suggestedFilename()).toBe('ticket.png');
    await page.getByText('Your download has started.', { exact: false }).waitFor();
    await page.goBack();
  });

  it('deletes one submission with the product’s confirmation texts', async () => {
    await page.goto(`${app.url}/data?form=${String(form.id)}`);
    await page
      .getByRole('checkbox', { name: /Select submission/ })
      .first()
      .check();
    await page.getByRole('button', { name: 'Delete 1' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Submission successfully deleted!').waitFor();
    await page.getByText('2 in total').waitFor();
  });

  it('charts the answers on the Statistics tab, which passes axe, also on a phone', async () => {
    await page.getByRole('link', { name: 'Statistics' }).click();
    await page.waitForURL(/\/data\/statistics/);
    await page.getByRole('region', { name: 'Coming?' }).waitFor();
    expect(await page.locator('.statistics__summary').textContent()).toMatch(/Responses2/);
    // Each choice's count and share in words beside its bar.
    const coming = page.getByRole('region', { name: 'Coming?' });
    expect(await coming.locator('tbody tr').first().textContent()).toMatch(/^Yes1\s*50 %$/);
    await page.screenshot({ path: path.join(shots, 'data-statistics.png'), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: path.join(shots, 'data-statistics-phone.png'), fullPage: true });
    await page.goto(`${app.url}/data?form=${String(form.id)}`);
    await page.getByText('2 in total').waitFor();
    await page.screenshot({ path: path.join(shots, 'data-submissions-phone.png'), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
  });

  describe('a form of eight questions, read as a table', () => {
    let survey: PublishedForm;
    const comment =
      'The venue was lovely and the food was great, but the music was a little loud after ten in the evening.';

    beforeAll(async () => {
      survey = await publishForm(owner, 'Guest survey', {
        elements: [
          { id: 1, type: 'TextBox', label: 'Name' },
          { id: 2, type: 'TextBox', label: '<b>E-mail</b> address' },
          { id: 3, type: 'Radio', label: 'Coming?', options: ['Yes##yes', 'No##no'] },
          { id: 4, type: 'Number', label: 'Guests' },
          { id: 5, type: 'Checkbox', label: 'Meals', options: ['Lunch##lunch', 'Dinner##dinner'] },
          { id: 6, type: 'Dropdown', label: 'Table', options: ['North##north', 'South##south'] },
          { id: 7, type: 'TextArea', label: 'Comments' },
          { id: 8, type: 'TextBox', label: 'Song request' },
          { id: 9, type: 'NetPromoterScore', label: 'Recommend?' },
          { id: 10, type: 'Button', buttonText: 'Send' },
        ],
      });
      for (const [i, name] of ['Ada Lovelace', 'Grace Hopper', 'Alan Turing', 'Katherine Johnson'].entries()) {
        const answers = {
          q_1: name,
          q_2: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
          q_3: i % 2 === 0 ? 'yes' : 'no',
          q_4: String(i + 1),
          q_5: i % 2 === 0 ? ['lunch', 'dinner'] : ['lunch'],
          q_6: i < 2 ? 'north' : 'south',
          q_7: i === 0 ? comment : 'All good.',
          q_8: 'Dancing Queen',
          q_9: String(10 - i),
        };
        const sent = await fetch(survey.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(answers),
        });
        expect(sent.status).toBe(201);
      }
      await page.setViewportSize({ width: 1280, height: 800 });
    });

    it('shows a column per question, keeps the owner’s hidden and moved columns, and passes axe', async () => {
      await page.goto(`${app.url}/data?form=${String(survey.id)}`);
      await page.getByText('4 in total').waitFor();
      const headers = page.locator('.submissions-table thead th');
      expect((await headers.allTextContents()).slice(1)).toEqual([
        'Name',
        'E-mail address',
        'Coming?',
        'Guests',
        'Meals',
        'Table',
        'Comments',
        'Song request',
        'Recommend?',
        'Completion time',
      ]);
      expect(await page.getByTitle(comment).count()).toBe(1);
      await page.screenshot({ path: path.join(shots, 'data-table.png') });
      expect(await axeViolations(page)).toEqual([]);
      // Arrow keys move between rows; Enter opens the detail beside the table.
      await page.locator('.submissions-table__open').first().focus();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.locator('.submission-detail dd', { hasText: 'Alan Turing' }).waitFor();
      await page.screenshot({ path: path.join(shots, 'data-table-detail.png') });
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByRole('region', { name: 'Answers' }).waitFor({ state: 'detached' });

      await page.getByRole('button', { name: 'Columns' }).click();
      const dialog = page.getByRole('dialog', { name: 'Columns' });
      // The dialog opens with an animation: a click while it moves can land beside the box.
      await dialog.waitFor();
      await settled(page);
      await dialog.getByRole('checkbox', { name: 'E-mail address' }).uncheck();
      await dialog.getByRole('button', { name: 'Move up: Comments' }).click();
      await page.screenshot({ path: path.join(shots, 'data-table-columns.png') });
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Done' }).click();
      await page.reload();
      await page.getByText('4 in total').waitFor();
      await expect
        .poll(async () => (await headers.allTextContents()).slice(1, 7))
        .toEqual(['Name', 'Coming?', 'Guests', 'Meals', 'Comments', 'Table']);

      await page.setViewportSize({ width: 390, height: 844 });
      await page.locator('.submission-card').first().waitFor();
      expect(
        await page.locator('.submission-card').first().locator('.submission-card__answer').allTextContents(),
      ).toEqual(['Name: Katherine Johnson', 'Coming? No', 'Guests: 4']);
      await page.screenshot({ path: path.join(shots, 'data-table-phone.png') });
      expect(await axeViolations(page)).toEqual([]);
      await page.locator('.submission-card__open').first().click();
      await page.locator('.submission-detail dd', { hasText: 'Katherine Johnson' }).waitFor();
      await page.screenshot({ path: path.join(shots, 'data-table-phone-detail.png') });
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Close' }).click();
      await page.setViewportSize({ width: 1280, height: 800 });
    });
  });

  describe('a form with sixty answers, one question set to a dataset', () => {
    let trip: PublishedForm;

    beforeAll(async () => {
      trip = await publishForm(owner, 'Road trip', {
        elements: [
          {
            id: 1,
            type: 'Dropdown',
            label: 'State',
            options: ['Option 1', 'Option 2'],
            hasDataset: true,
            dataset: 'usStates',
          },
          { id: 2, type: 'TextBox', label: 'Team' },
          { id: 3, type: 'Button', buttonText: 'Send' },
        ],
      });
      // 55 blue teams and 5 red ones, through the submit endpoint as JSON (docs/api.md).
      for (let i = 1; i <= 60; i += 1) {
        const answers = { q_1: i % 2 === 0 ? 'CA' : 'NY', q_2: i <= 55 ? `Blue ${String(i)}` : `Red ${String(i)}` };
        const sent = await fetch(trip.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(answers),
        });
        expect(sent.status).toBe(201);
      }
      await page.setViewportSize({ width: 1280, height: 800 });
    });

    it('shows a dataset answer by its display text in the detail and the statistics', async () => {
      await page.goto(`${app.url}/data?form=${String(trip.id)}`);
      await page.getByText('60 in total').waitFor();
      await page.locator('.submissions-table tbody tr').first().getByRole('button').click();
      await page.locator('.submission-detail dd', { hasText: 'California' }).waitFor();
      expect(await page.locator('.submission-detail dd').allTextContents()).toEqual(
        expect.arrayContaining(['California', 'Red 60']),
      );
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: path.join(shots, 'data-dataset-answer-phone.png'), fullPage: true });
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.getByRole('link', { name: 'Statistics' }).click();
      const state = page.getByRole('region', { name: 'State' });
      await state.getByText('California').first().waitFor();
      expect(await state.textContent()).not.toContain('Option 1');
      expect(await state.textContent()).toContain('New York');
      await page.screenshot({ path: path.join(shots, 'data-dataset-statistics.png'), fullPage: true });
    });

    it('selects all 55 matching a search, past the 50 shown, and deletes exactly those', async () => {
      await page.getByRole('link', { name: 'Submissions' }).click();
      await page.getByText('60 in total').waitFor();
      await page.getByLabel('Search answers').fill('blue');
      await page.getByText('55 matching').waitFor();
      await page.getByRole('checkbox', { name: 'Select all submissions shown' }).check();
      await page.getByText('All 50 shown are selected.').waitFor();
      await page.getByRole('button', { name: 'Select all 55 matching' }).click();
      await page.getByText('All 55 matching submissions are selected.').waitFor();
      await page.screenshot({ path: path.join(shots, 'data-select-all-matching.png'), fullPage: true });
      expect(await axeViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: path.join(shots, 'data-select-all-matching-phone.png'), fullPage: true });
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.getByRole('button', { name: 'Delete 55' }).click();
      const dialog = page.getByRole('dialog');
      expect(await dialog.textContent()).toContain('Delete 55 submissions with their answers and files?');
      await page.screenshot({ path: path.join(shots, 'data-delete-all-matching.png') });
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await page.getByText('Submission successfully deleted!').waitFor();
      await page.getByLabel('Search answers').fill('');
      await page.getByText('5 in total').waitFor();
      await expect.poll(() => page.locator('.submissions-table tbody tr').count()).toBe(5);
    });
  });
});
