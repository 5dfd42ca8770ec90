import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Browser, Page } from 'playwright-core';
import type { RunningApp } from './support/app';
import { startWithPublishedForm, type PublishedForm, type PublishedFormApp } from './support/public-form-api';

// Done when: a countries Dropdown, a months Radio and a Phone on the public
// form (docs/product.md §B3 hasDataset/dataset, Phone's dial codes), answered with and
// without JavaScript, store the datasets' values. Their stored options are the
// builder's defaults, which the visitor must never see.
const datasetProps = {
  elements: [
    {
      id: 1,
      type: 'Dropdown',
      label: 'Country',
      options: ['Option 1', 'Option 2'],
      hasDataset: true,
      dataset: 'countries',
      required: true,
    },
    {
      id: 2,
      type: 'Radio',
      label: 'Month',
      options: ['Option 1', 'Option 2'],
      hasDataset: true,
      dataset: 'months',
      required: true,
    },
    { id: 3, type: 'Phone', label: 'Phone number', dataset: 'countriesDialCodes', defaultDialCode: '+1 (US)' },
    { id: 4, type: 'Button', buttonText: 'Send' },
  ],
};

interface Answer {
  country: string;
  month: string;
  dialCode: string;
  number: string;
}

describe('public form: questions answered from datasets', () => {
  let app: RunningApp;
  let browser: Browser;
  let form: PublishedForm;
  let setup: PublishedFormApp | undefined;

  beforeAll(async () => {
    setup = await startWithPublishedForm('Datasets', datasetProps);
    ({ app, browser, form } = setup);
  });
  afterAll(() => setup?.close());

  /** The stored entries of the latest submission, by question id (read from the SQLite file). */
  function latestEntries(): Record<number, string> {
    const db = new DatabaseSync(path.join(app.dataDir, 'formbuilder.sqlite'), { readOnly: true });
    try {
      const rows = db
        .prepare(
          'select question_id, value from entries where submission_id = (select max(id) from submissions where form_id = ?)',
        )
        .all(form.id) as { question_id: number; value: string }[];
      return Object.fromEntries(rows.map((row) => [row.question_id, row.value]));
    } finally {
      db.close();
    }
  }

  async function answer(page: Page, { country, month, dialCode, number }: Answer): Promise<void> {
    const countries = page.getByLabel('Country');
    expect(await countries.locator('option').count()).toBeGreaterThan(200);
    expect(await page.getByText('Option 1').count()).toBe(0);
    await countries.selectOption(country);
    await page.getByLabel(month, { exact: true }).check();
    const dialCodes = page.getByLabel('Dial code');
    expect(await dialCodes.inputValue()).toBe('+1 (US)');
    await dialCodes.selectOption(dialCode);
    await page.getByLabel('Phone number').fill(number);
    await page.getByRole('button', { name: 'Send' }).click();
    await page.waitForURL(/\/thanks$/);
    await page.getByRole('heading', { name: 'Thank you!' }).waitFor();
  }

  it('with JavaScript: the page script accepts the dataset values and the server stores them', async () => {
    const context = await browser.newContext({ viewport: { width: 1024, height: 800 } });
    const page = await context.newPage();
    await page.goto(form.url);
    // The page script has taken the form over (it removes fb-no-js).
    await page.locator('form.fb-form:not(.fb-no-js)').waitFor({ state: 'attached' });
    await answer(page, { country: 'France', month: 'January', dialCode: '+33 (FR)', number: '6 12 34 56 78' });
    expect(latestEntries()).toEqual({ 1: 'France', 2: 'January', 3: '+33 6 12 34 56 78' });
    await context.close();
  });

  it('without JavaScript: the plain form post stores the dataset values', async () => {
    const context = await browser.newContext({ viewport: { width: 1024, height: 800 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(form.url);
    expect(await page.locator('form.fb-no-js').count()).toBe(1);
    await answer(page, { country: 'Germany', month: 'March', dialCode: '+49 (DE)', number: '30 1234567' });
    expect(latestEntries()).toEqual({ 1: 'Germany', 2: 'March', 3: '+49 30 1234567' });
    await context.close();
  });
});
