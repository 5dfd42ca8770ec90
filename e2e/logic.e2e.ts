import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/browser';
import { journeyForTests } from './support/journey';
import { mapShot, openLogic } from './support/logic-screen';
import { logInByApi, ownerRequest, type Owner } from './support/public-form-api';

// docs/product.md, "Logic", done when: a quiz with per-choice scores that ends on "Passed" or "Try
// again" by its total, and a quote form that jumps past a page and recalls the visitor's name and
// the price it works out, each given its logic in the builder, published there, filled with and
// without JavaScript, and checked in Data and in the CSV export. The questions are saved through
// the API (the builder's own journeys add questions); everything the logic holds is made on screen.

const shots = path.join(import.meta.dirname, 'screenshots', 'logic');
const OWNER = 'quiz-master@example.com';

const quizQuestions = [
  { id: 1, type: 'Radio', label: 'Capital of France?', options: ['Paris##paris', 'Lyon##lyon'] },
  { id: 2, type: 'PageBreak', nextButtonText: 'Next', previousButtonText: 'Back' },
  { id: 3, type: 'Checkbox', label: 'Which are even?', options: ['2##two', '3##three', '4##four'] },
  { id: 4, type: 'Button', buttonText: 'Send' },
];

const quoteQuestions = [
  // Its hint recalls a URL parameter: the form names utm_source, so each submission stores it.
  { id: 1, type: 'TextBox', label: 'Your name', required: true, sublabelText: 'Welcome from {{param:utm_source}}' },
  { id: 2, type: 'Radio', label: 'Needed by tomorrow?', options: ['Yes##yes', 'No##no'] },
  { id: 3, type: 'PageBreak', nextButtonText: 'Next', previousButtonText: 'Back' },
  { id: 4, type: 'Number', label: 'Rush fee you accept', required: true },
  { id: 5, type: 'PageBreak', nextButtonText: 'Next', previousButtonText: 'Back' },
  { id: 6, type: 'Number', label: 'How many pages', required: true },
  { id: 7, type: 'Button', buttonText: 'Get my quote' },
];

/** A draft form with these questions, saved as the builder saves one; its id. */
async function draftForm(owner: Owner, title: string, elements: unknown[]): Promise<number> {
  const res = await ownerRequest(owner, 'POST', '/forms', { id: null, title, private: 0, props: { elements } });
  if (!res.ok) throw new Error(`POST /forms: ${String(res.status)} ${await res.text()}`);
  return ((await res.json()) as { id: number }).id;
}

async function formUrl(owner: Owner, id: number): Promise<string> {
  const form = (await (await ownerRequest(owner, 'GET', `/forms/${String(id)}`)).json()) as { uuid: string };
  return `${owner.baseUrl}/form/view/${form.uuid}`;
}

/** Waits for the autosave, publishes from the header and closes the 'Your form is live' dialog. */
async function publish(page: Page): Promise<void> {
  await page.getByText(/^Saved/).waitFor();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const live = page.getByRole('dialog', { name: 'Your form is live' });
  await live.waitFor();
  await page.keyboard.press('Escape');
  await live.waitFor({ state: 'detached' });
}

/** Sets a choice question's option scores in its properties. */
async function setScores(page: Page, base: string, question: number, scores: Record<string, string>) {
  await page.goto(`${base}/builder/question/${String(question)}/properties`);
  const group = page.getByRole('group', { name: 'Scores' });
  for (const [option, score] of Object.entries(scores)) await group.getByLabel(`Score of “${option}”`).fill(score);
  await page.getByText(/^Saved/).waitFor();
}

async function addValue(page: Page, name: string): Promise<void> {
  await page.getByLabel('New value name').fill(name);
  await page.getByRole('button', { name: 'Add value' }).click();
}

/** A visitor's page, with or without the script. */
async function visit(browser: Browser, url: string, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, javaScriptEnabled });
  const page = await context.newPage();
  await page.goto(url);
  if (javaScriptEnabled) await page.locator('form.fb-form:not(.fb-no-js)').waitFor({ state: 'attached' });
  return { context, page };
}

/** The CSV the Data screen's Export panel downloads for the form open there, as rows of cells. */
async function exportedCsv(page: Page): Promise<string[][]> {
  await page.getByRole('button', { name: 'Export…' }).click();
  const panel = page.getByRole('group', { name: 'Export submissions' });
  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download' }).click();
  return parse(fs.readFileSync(await (await download).path(), 'utf8'), { bom: true });
}

/** The cells of one column of a CSV, under its header. */
const csvColumn = (rows: string[][], header: string): string[] => {
  const at = rows[0]?.indexOf(header) ?? -1;
  if (at === -1) throw new Error(`No column '${header}' in ${JSON.stringify(rows[0])}`);
  return rows.slice(1).map((row) => row[at] ?? '');
};

describe('logic that takes visitors somewhere', () => {
  const journey = journeyForTests([OWNER], OWNER, { shots });

  it('builds a scored quiz that ends on Passed or Try again, filled with and without the script', async () => {
    const { page, app, browser } = journey;
    await page.setViewportSize({ width: 1280, height: 800 });
    const owner = await logInByApi(app.url, OWNER);
    const id = await draftForm(owner, 'Capitals quiz', quizQuestions);
    const base = `${app.url}/editor/${String(id)}`;

    await setScores(page, base, 1, { Paris: '2', Lyon: '0' });
    await setScores(page, base, 3, { '2': '1', '3': '-1', '4': '1' });

    await openLogic(page);
    await addValue(page, 'Score');
    for (const [index, question] of [
      [1, '1'],
      [2, '3'],
    ] as const) {
      await page.getByRole('button', { name: 'Add calculation' }).click();
      const calculation = page.getByRole('group', { name: `Calculation ${String(index)}` });
      await calculation.getByLabel('Action').selectOption('add');
      await calculation.getByLabel('By').selectOption('score');
      await calculation.getByLabel('Choice question').selectOption(question);
    }
    await page.getByRole('button', { name: 'Add ending' }).click();
    await page.getByRole('button', { name: 'Add ending' }).click();
    const passed = page.getByRole('group', { name: 'Ending 1' });
    await passed.getByLabel('Name', { exact: true }).fill('Passed');
    await passed.getByRole('textbox', { name: 'Thank-you text' }).fill('Passed with {{var:score}} points!');
    await passed.getByRole('button', { name: 'Add condition' }).click();
    const condition = passed.getByRole('group', { name: 'Condition 1' });
    await condition.getByLabel('Reads').selectOption('variable:score');
    await condition.getByLabel('Operator').selectOption('greaterThan');
    await condition.getByLabel('Value').fill('2');
    const again = page.getByRole('group', { name: 'Ending 2' });
    await again.getByLabel('Name', { exact: true }).fill('Try again');
    await again.getByRole('textbox', { name: 'Thank-you text' }).fill('Try again: {{var:score}} points.');
    await page.screenshot({ path: path.join(shots, 'quiz-logic-1280.png'), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await publish(page);
    const url = await formUrl(owner, id);

    // With the script: Paris (2) and the two even numbers (1 + 1) make 4, over 2: Passed.
    const withScript = await visit(browser, url, true);
    await withScript.page.getByLabel('Paris').check();
    await withScript.page.getByRole('button', { name: 'Next' }).click();
    await withScript.page.getByLabel('2', { exact: true }).check();
    await withScript.page.getByLabel('4', { exact: true }).check();
    await withScript.page.getByRole('button', { name: 'Send' }).click();
    await withScript.page.getByText('Passed with 4 points!').waitFor();
    await withScript.page.screenshot({ path: path.join(shots, 'quiz-passed-1280.png') });
    const thanks = withScript.page.url();
    await withScript.context.close();
    // The ending's page passes axe (checked in the owner's browser, which lets axe's script in).
    await page.goto(thanks);
    await page.getByText('Passed with 4 points!').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Without it: Lyon (0) and 3 (−1) make −1: Try again.
    const without = await visit(browser, url, false);
    await without.page.getByLabel('Lyon').check();
    await without.page.getByLabel('3', { exact: true }).check();
    await without.page.getByRole('button', { name: 'Send' }).click();
    await without.page.getByText('Try again: -1 points.').waitFor();
    await without.context.close();

    // In Data: the score and the ending of each, in the table and in the CSV.
    await page.goto(`${app.url}/data?form=${String(id)}`);
    await page.getByText('2 in total').waitFor();
    const headers = await page.locator('.submissions-table thead th').allTextContents();
    expect(headers).toEqual(expect.arrayContaining(['Score', 'Ending']));
    const rows = page.locator('.submissions-table tbody tr');
    const cells = async (at: number) => rows.nth(at).locator('td').allTextContents();
    expect(await cells(0)).toEqual(expect.arrayContaining(['Lyon', '3', '-1', 'Try again']));
    expect(await cells(1)).toEqual(expect.arrayContaining(['Paris', '2, 4', '4', 'Passed']));
    await page.screenshot({ path: path.join(shots, 'quiz-data-1280.png'), fullPage: true });
    const csv = await exportedCsv(page);
    expect(csvColumn(csv, 'Score')).toEqual(['-1', '4']);
    expect(csvColumn(csv, 'Ending')).toEqual(['Try again', 'Passed']);

    // Statistics chart the score like a Number question and the endings like a choice.
    await page.getByRole('link', { name: 'Statistics' }).click();
    const calculated = page.getByRole('region', { name: 'Calculated by the form' });
    await calculated.getByRole('heading', { name: 'Score', level: 3 }).waitFor();
    expect(await calculated.textContent()).toMatch(/2 responses · mean 1\.5/);
    const endings = calculated.getByRole('heading', { name: 'Ending', level: 3 });
    await endings.waitFor();
    expect(await calculated.textContent()).toContain('Passed');
    expect(await calculated.textContent()).toContain('Try again');
    await page.screenshot({ path: path.join(shots, 'quiz-statistics-1280.png'), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
  });

  it('builds a quote that jumps past a page and recalls the name and the price, filled with and without the script', async () => {
    const { page, app, browser } = journey;
    await page.setViewportSize({ width: 1280, height: 800 });
    const owner = await logInByApi(app.url, OWNER);
    const id = await draftForm(owner, 'Printing quote', quoteQuestions);
    const base = `${app.url}/editor/${String(id)}`;

    // "How many pages, @Your name?": the name recalled with the @ picker.
    await page.goto(`${base}/builder/question/6/properties`);
    const label = page.getByRole('textbox', { name: 'Label', exact: true });
    await label.fill('How many pages, ');
    await label.press('End');
    await label.pressSequentially('@');
    await page.getByRole('listbox', { name: 'Recall' }).waitFor();
    await label.press('Enter');
    await label.pressSequentially('?');
    await expect.poll(() => label.inputValue()).toBe('How many pages, {{answer:1}}?');
    await page.getByText(/^Saved/).waitFor();

    await openLogic(page);
    await addValue(page, 'Price');
    await page.getByRole('button', { name: 'Add calculation' }).click();
    const calculation = page.getByRole('group', { name: 'Calculation 1' });
    await calculation.getByLabel('Action').selectOption('set');
    await calculation.getByLabel('By').selectOption('formula');
    await calculation.getByLabel('Formula').fill('{answer:6} * 10 + {answer:4}');
    await page.getByRole('button', { name: 'Add ending' }).click();
    const quote = page.getByRole('group', { name: 'Ending 1' });
    await quote.getByLabel('Name', { exact: true }).fill('Quote');
    await quote
      .getByRole('textbox', { name: 'Thank-you text' })
      .fill('Thanks {{answer:1}}, your price is {{var:price}} euros.');
    await page.getByRole('button', { name: 'Add jump' }).click();
    const jump = page.getByRole('group', { name: 'Jump 1' });
    await jump.getByLabel('Go to').selectOption('page:5');
    await jump.getByRole('button', { name: 'Add condition' }).click();
    const condition = jump.getByRole('group', { name: 'Condition 1' });
    await condition.getByLabel('Reads').selectOption('answer:2');
    await condition.getByLabel('Value').selectOption('no');
    await mapShot(page, path.join(shots, 'quote-map-1280.png'));
    await publish(page);
    const url = await formUrl(owner, id);

    // With the script: No jumps past the rush page, Back returns along the path, the name is recalled.
    const withScript = await visit(browser, `${url}?utm_source=news`, true);
    const visitor = withScript.page;
    await visitor.getByLabel('Your name').fill('Ada');
    await visitor.getByLabel('No', { exact: true }).check();
    await visitor.getByRole('button', { name: 'Next' }).click();
    await visitor.getByLabel('How many pages, Ada?').waitFor();
    expect(await visitor.locator('section.fb-page:not([hidden]) .fb-progress p').textContent()).toBe('Step 2 of 2');
    await visitor.getByRole('button', { name: 'Back' }).click();
    await visitor.getByLabel('Your name').waitFor();
    await visitor.getByRole('button', { name: 'Next' }).click();
    await visitor.getByLabel('How many pages, Ada?').fill('3');
    await visitor.screenshot({ path: path.join(shots, 'quote-recall-1280.png') });
    await visitor.getByRole('button', { name: 'Get my quote' }).click();
    await visitor.getByText('Thanks Ada, your price is 30 euros.').waitFor();
    await withScript.context.close();

    // Without it: Yes takes the rush page; the server picks each page and recalls the name.
    const without = await visit(browser, `${url}?utm_source=mail&other=dropped`, false);
    await without.page.getByLabel('Your name').fill('Bo');
    await without.page.getByLabel('Yes', { exact: true }).check();
    await without.page.getByRole('button', { name: 'Next' }).click();
    await without.page.getByLabel('Rush fee you accept').fill('5');
    await without.page.getByRole('button', { name: 'Next' }).click();
    await without.page.getByLabel('How many pages, Bo?').fill('2');
    await without.page.getByRole('button', { name: 'Get my quote' }).click();
    await without.page.getByText('Thanks Bo, your price is 25 euros.').waitFor();
    await without.context.close();

    await page.goto(`${app.url}/data?form=${String(id)}`);
    await page.getByText('2 in total').waitFor();
    const headers = () => page.locator('.submissions-table thead th').allTextContents();
    expect(await headers()).toEqual(expect.arrayContaining(['Price', 'Ending', 'URL parameter utm_source']));
    expect(await headers()).not.toContain('URL parameter other');
    const rows = page.locator('.submissions-table tbody tr');
    expect(await rows.nth(0).locator('td').allTextContents()).toEqual(expect.arrayContaining(['Bo', '25', 'mail']));
    expect(await rows.nth(1).locator('td').allTextContents()).toEqual(expect.arrayContaining(['Ada', '30', 'news']));
    // The table scrolls sideways inside its frame: the shot shows the new column.
    await page.locator('.submissions-table thead th', { hasText: 'URL parameter utm_source' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(shots, 'quote-data-1280.png'), fullPage: true });
    // The owner hides the parameter's column in Columns, as a question's.
    await page.getByRole('button', { name: 'Columns' }).click();
    const columns = page.getByRole('dialog', { name: 'Columns' });
    const paramBox = columns.getByRole('checkbox', { name: 'URL parameter utm_source' });
    await paramBox.uncheck();
    await expect.poll(headers).not.toContain('URL parameter utm_source');
    await page.setViewportSize({ width: 390, height: 800 });
    await paramBox.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(shots, 'quote-columns-390.png'), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await columns.getByRole('button', { name: 'Done' }).click();
    await page.setViewportSize({ width: 1280, height: 800 });
    // Kept: read again, the column stays hidden.
    await page.reload();
    await page.getByText('2 in total').waitFor();
    expect(await headers()).toEqual(expect.arrayContaining(['Price', 'Ending']));
    expect(await headers()).not.toContain('URL parameter utm_source');
    const csv = await exportedCsv(page);
    expect(csvColumn(csv, 'Your name')).toEqual(['Bo', 'Ada']);
    // Ada's path skipped the rush page: nothing of it is kept.
    expect(csvColumn(csv, 'Rush fee you accept')).toEqual(['5', '']);
    expect(csvColumn(csv, 'Price')).toEqual(['25', '30']);
    expect(csvColumn(csv, 'Ending')).toEqual(['Quote', 'Quote']);
    expect(csvColumn(csv, 'URL parameter utm_source')).toEqual(['mail', 'news']);
  });
});
