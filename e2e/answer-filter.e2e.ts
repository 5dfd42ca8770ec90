import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { axeViolations } from './support/browser';
import { stageForTests } from './support/journey';
import { loggedInPage } from './support/session';
import { logInByApi, publishForm, type PublishedForm } from './support/public-form-api';

const shots = path.join(import.meta.dirname, 'screenshots');

const props = {
  elements: [
    { id: 1, type: 'TextBox', label: 'Name', required: true },
    { id: 2, type: 'Radio', label: 'Coming?', options: ['Yes##yes', 'No##no'] },
    { id: 3, type: 'Checkbox', label: 'Dietary needs', options: ['Vegetarian##veg', 'Gluten free##gf', 'None##none'] },
    { id: 4, type: 'Number', label: 'Guests' },
    { id: 5, type: 'Button', buttonText: 'Send' },
  ],
};

// docs/product.md §B7, filter by answer: the owner narrows the list to the guests coming who
// eat vegetarian, at a desk's size and a phone's.
describe('data: filter the submissions by answer', () => {
  const stage = stageForTests(['owner@example.com'], { env: { SUBMIT_RATE_LIMIT: '0' }, shots });
  let form: PublishedForm;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    const owner = await logInByApi(stage.app.url, 'owner@example.com');
    form = await publishForm(owner, 'Wedding RSVP', props);
    for (const body of [
      'q_1=Ada+Lovelace&q_2=yes&q_3=veg&q_3=gf&q_4=2',
      'q_1=Grace+Hopper&q_2=no&q_3=none&q_4=1',
      'q_1=Alan+Turing&q_2=yes&q_3=none&q_4=3',
      'q_1=Katherine+Johnson&q_2=yes&q_3=veg&q_4=4',
    ]) {
      const response = await fetch(form.url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body,
      });
      expect(response.status).toBe(201);
    }
    ({ context, page } = await loggedInPage(stage.browser, stage.app.url, 'owner@example.com'));
  });
  afterAll(() => context?.close());

  it('adds two conditions that read as sentences, lists what both match, and passes axe', async () => {
    await page.goto(`${stage.app.url}/data?form=${String(form.id)}`);
    await page.getByText('4 in total').waitFor();
    const rows = page.locator('.submissions-table tbody tr');
    await page.getByRole('button', { name: 'Add a filter' }).click();
    await page.getByRole('combobox', { name: 'Question' }).selectOption({ label: 'Coming?' });
    await page.getByRole('combobox', { name: 'Value for “Coming?”' }).selectOption({ label: 'Yes' });
    await page.locator('.submissions__counts', { hasText: '3 matching' }).waitFor();
    await page.getByRole('button', { name: 'Add a filter' }).click();
    const second = page.getByRole('list', { name: 'Filters by answer' }).getByRole('listitem').nth(1);
    await second.getByRole('combobox', { name: 'Question' }).selectOption({ label: 'Dietary needs' });
    await second.getByRole('combobox', { name: 'Value for “Dietary needs”' }).selectOption({ label: 'Vegetarian' });
    await page.locator('.submissions__counts', { hasText: '2 matching' }).waitFor();
    await expect.poll(() => rows.count()).toBe(2);
    expect(await page.getByRole('combobox', { name: 'Condition on “Dietary needs”' }).inputValue()).toBe('equals');
    await page.screenshot({ path: path.join(shots, 'data-answer-filter-1280.png'), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Remove the filter on “Coming?”' }).waitFor();
    await page.screenshot({ path: path.join(shots, 'data-answer-filter-390.png'), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);

    // Removing one leaves the other (at a desk's size, where the rows are a table again).
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Remove the filter on “Coming?”' }).click();
    await page.locator('.submissions__counts', { hasText: '2 matching' }).waitFor();
    await page.getByRole('button', { name: 'Remove the filter on “Dietary needs”' }).click();
    await expect.poll(() => page.locator('.submissions__counts').textContent()).not.toMatch(/matching/);
    await expect.poll(() => rows.count()).toBe(4);
  });
});
