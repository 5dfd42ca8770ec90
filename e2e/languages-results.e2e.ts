import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import type { RunningApp } from './support/app';
import { axeViolations } from './support/browser';
import { stageForTests } from './support/journey';
import { loggedInPage } from './support/session';
import { logInByApi, publishForm, type Owner, type PublishedForm } from './support/public-form-api';

const shots = path.join(import.meta.dirname, 'screenshots');

// docs/product.md, "Languages in results": answers given in English and in French, then the owner
// reads their language in the Data table and filters by it.
describe('languages in results: the owner reads which language each answer was given in', () => {
  const stage = stageForTests(['owner@example.com'], { env: { SUBMIT_RATE_LIMIT: '0' } });
  let app: RunningApp;
  let owner: Owner;
  let form: PublishedForm;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ app } = stage);
    owner = await logInByApi(app.url, 'owner@example.com');
    form = await publishForm(owner, 'Wedding RSVP', {
      elements: [
        { id: 1, type: 'TextBox', label: 'Name' },
        { id: 2, type: 'Radio', label: 'Coming?', options: ['Yes##yes', 'No##no'] },
        { id: 3, type: 'Button', buttonText: 'Send' },
      ],
      languages: {
        default: 'en',
        more: ['fr'],
        translations: { fr: { 'element.1.label': 'Nom', 'element.2.option.yes': 'Oui' } },
      },
    });
    for (const [name, lang] of [
      ['Ada Lovelace', 'en'],
      ['Amélie Poulain', 'fr'],
      ['Jean Valjean', 'fr'],
    ] as const) {
      const posted = await fetch(form.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ q_1: name, q_2: 'yes', _lang: lang }),
      });
      expect(posted.status).toBe(201);
    }
    ({ context, page } = await loggedInPage(stage.browser, app.url, 'owner@example.com'));
  });
  afterAll(() => context?.close());

  it('shows a Language column, filters by French, and passes axe', async () => {
    await page.goto(`${app.url}/data?form=${String(form.id)}`);
    await page.getByText('3 in total').waitFor();
    const rows = page.locator('.submissions-table tbody tr');
    expect(await page.locator('.submissions-table th').allTextContents()).toContain('Language');
    expect(await rows.locator('td', { hasText: 'French' }).count()).toBe(2);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
    await expect.poll(() => rows.count()).toBe(2);
    await page.locator('.submissions__counts', { hasText: '2 matching' }).waitFor();
    await rows.first().getByRole('button').click();
    await page.getByText('In French').waitFor();
    await page.screenshot({ path: path.join(shots, 'data-languages.png'), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
  });
});
