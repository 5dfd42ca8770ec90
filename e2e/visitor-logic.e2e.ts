import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { latestAnswers, logInByApi, startWithPublishedForm, type PublishedFormApp } from './support/public-form-api';

// docs/product.md, "Logic": a visitor follows a form's jumps, sees recalled answers change as
// they type, and submits from the page where the path ends — with JavaScript and without.

const answerIs = (question: number, value: string) => ({
  source: { kind: 'answer', question },
  operator: 'equals',
  value,
});

// Page 1: the plan and a name. Basic skips page 2; None ends the form at once.
const logicProps = {
  elements: [
    { id: 1, type: 'Radio', label: 'Plan', options: ['Basic##basic', 'Pro##pro', 'None##none'] },
    { id: 2, type: 'TextBox', label: 'Your name' },
    { id: 10, type: 'PageBreak' },
    { id: 3, type: 'TextBox', label: 'Company' },
    { id: 11, type: 'PageBreak' },
    { id: 4, type: 'TextBox', label: 'Notes for {{answer:2}}', sublabelText: 'You came from {{param:utm_source}}' },
    { id: 20, type: 'Button', buttonText: 'Send' },
  ],
  logic: {
    jumps: [
      { id: 'skip', from: 0, to: { kind: 'page', page: 11 }, conditions: [answerIs(1, 'basic')] },
      { id: 'stop', from: 0, to: { kind: 'ending', ending: 'bye' }, conditions: [answerIs(1, 'none')] },
    ],
    endings: [{ id: 'bye', name: 'Bye', kind: 'thanks', text: '<p>Bye</p>' }],
  },
};

describe('a form with logic, for its visitor', () => {
  let run: PublishedFormApp;
  beforeAll(async () => {
    run = await startWithPublishedForm('Order', logicProps);
  });
  afterAll(() => run?.close());

  const visible = (page: Page, selector: string) => page.locator(`${selector}:visible`);

  it('with JavaScript: jumps, goes back along the path, recalls live, and submits where the path ends', async () => {
    const context = await run.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${run.form.url}?utm_source=news`);
    await page.locator('form.fb-form:not(.fb-no-js)').waitFor({ state: 'attached' });
    expect(await page.locator('input[name="_params"]').inputValue()).toBe('utm_source=news');

    await page.getByLabel('Your name').fill('Ada');
    expect(await page.locator('.fb-recall[data-recall="answer:2"]').textContent()).toBe('Ada');
    await page.getByLabel('Basic').check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Notes for Ada').waitFor();
    await page.getByText('You came from news').waitFor();
    expect(await visible(page, '.fb-progress p').textContent()).toBe('Step 2 of 2');
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByLabel('Your name').waitFor();

    await page.getByLabel('None').check();
    expect(await page.getByRole('button', { name: 'Next' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Send' }).click();
    await page.waitForURL((url) => url.pathname.includes('/thanks'));
    const owner = await logInByApi(run.app.url, 'owner@example.com');
    expect(await latestAnswers(owner, run.form.id)).toMatchObject({ 1: 'none', 2: 'Ada' });
    await context.close();
  });

  it('without JavaScript: the server takes the path page by page and shows Submit where it ends', async () => {
    const context = await run.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${run.form.url}?utm_source=mail`);
    await page.getByLabel('Your name').fill('Grace');
    await page.getByLabel('Basic').check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Notes for Grace').waitFor();
    await page.getByText('You came from mail').waitFor();
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByLabel('None').check();
    // Without the script the page cannot change its buttons: Next asks the server, which ends here.
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL((url) => url.pathname.includes('/thanks'));
    await context.close();
  });
});
