import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { RunningApp } from './support/app';
import { axeViolations } from './support/browser';
import { stageForTests } from './support/journey';
import { loggedInPage } from './support/session';
import { logInByApi, publishForm, type Owner, type PublishedForm } from './support/public-form-api';

const shots = path.join(import.meta.dirname, 'screenshots');

// A form of two pages with a choice, a rating, a score, a number, a date and a text question.
const surveyProps = {
  elements: [
    {
      id: 1,
      type: 'Radio',
      label: 'How did you hear of us?',
      options: ['A friend##friend', 'Search##search', 'An advert##advert'],
    },
    { id: 2, type: 'RatingScale', label: 'How was the venue?', ratingScaleOptionTopLimit: 5 },
    { id: 3, type: 'NetPromoterScore', label: 'Would you recommend us?' },
    { id: 4, type: 'PageBreak' },
    { id: 5, type: 'Number', label: 'How many guests?' },
    { id: 6, type: 'Date', label: 'Arrival' },
    { id: 7, type: 'TextArea', label: 'Anything else?' },
    { id: 8, type: 'Button', buttonText: 'Send' },
  ],
};

// Statistics that read (docs/product.md §B2): visitors answer on the page (their script counts a
// start and the second page), three dozen more through the submit endpoint, and the owner reads
// shares, scales, the score's groups, histograms, submissions per day and the funnel.
describe('statistics: the owner reads how their form is answered', () => {
  const stage = stageForTests(['stats@example.com'], { env: { SUBMIT_RATE_LIMIT: '0' } });
  let app: RunningApp;
  let browser: Browser;
  let owner: Owner;
  let form: PublishedForm;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ app, browser } = stage);
    owner = await logInByApi(app.url, 'stats@example.com');
    form = await publishForm(owner, 'Venue survey', surveyProps);
    // Two visitors on the page: both start and reach page 2, one sends.
    const visitor = await browser.newContext();
    for (const send of [true, false]) {
      const tab = await visitor.newPage();
      await tab.goto(form.url);
      await tab.getByLabel('A friend').check();
      await tab.getByRole('button', { name: 'Next' }).click();
      await tab.getByLabel('How many guests?').fill('2');
      if (send) {
        await tab.getByRole('button', { name: 'Send' }).click();
        await tab.waitForURL(/\/thanks/);
      }
      await tab.close();
    }
    await visitor.close();
    const sources = ['friend', 'search', 'advert', 'friend', 'search', 'friend'];
    for (let i = 0; i < 36; i += 1) {
      const answers: Record<string, string> = {
        q_1: sources[i % sources.length] ?? 'friend',
        q_3: String([10, 9, 8, 7, 3, 10, 9, 6, 10][i % 9]),
        q_5: String(1 + ((i * 7) % 9)),
        q_6: new Date(Date.UTC(2026, 5, 1 + ((i * 5) % 60))).toISOString().slice(0, 10),
      };
      if (i % 4 !== 3) answers.q_2 = String(3 + (i % 3));
      if (i % 3 === 0)
        answers.q_7 = `Comment number ${String(i + 1)}: the parking was ${i % 2 ? 'easy' : 'hard'} to find.`;
      const sent = await fetch(form.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(answers),
      });
      expect(sent.status).toBe(201);
    }
    ({ context, page } = await loggedInPage(browser, app.url, 'stats@example.com'));
  });
  afterAll(() => context?.close());

  it('reads shares, scales, the score, histograms, submissions per day and the funnel, and passes axe', async () => {
    await page.goto(`${app.url}/data/statistics?form=${String(form.id)}`);
    const heard = page.getByRole('region', { name: 'How did you hear of us?' });
    await heard.waitFor();
    expect(await heard.locator('tbody tr').first().textContent()).toMatch(/^A friend19\s*51\.4 %$/);
    const venue = page.getByRole('region', { name: 'How was the venue?' });
    expect(await venue.locator('.statistics__count').textContent()).toMatch(
      /^27 responses · mean 4\.00 on a scale of 1 to 5$/,
    );
    expect(await venue.locator('tbody tr').count()).toBe(5);
    const score = page.getByRole('region', { name: 'Would you recommend us?' });
    expect(await score.getByLabel('Net Promoter Score').textContent()).toBe('NPS +33');
    expect(await score.locator('tbody tr').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Promoters \(9–10\)/)]),
    );
    expect(await page.getByRole('region', { name: 'Arrival' }).locator('tbody tr').count()).toBeGreaterThan(1);
    const perDay = page.getByRole('region', { name: 'Submissions per day' });
    expect(await perDay.locator('.statistics__count').textContent()).toMatch(/^37 submissions in the last 30 days/);
    // The beacons are added every 5 s: the funnel shows them after a reload.
    const funnel = page.getByRole('region', { name: 'How far visitors get' });
    await expect
      .poll(
        async () => {
          await page.reload();
          await funnel.locator('tbody tr').first().waitFor();
          return funnel.locator('tbody tr').allTextContents();
        },
        { timeout: 15_000, interval: 2_000 },
      )
      .toEqual([
        expect.stringMatching(/^Viewed the form2/),
        expect.stringMatching(/^Gave a first answer2/),
        expect.stringMatching(/^Reached page 22/),
        expect.stringMatching(/^Submitted37/),
      ]);
    await page.screenshot({ path: path.join(shots, 'data-statistics-reading.png'), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await perDay.getByText('Show as table').click();
    expect(await perDay.locator('table tbody tr').count()).toBe(30);
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: path.join(shots, 'data-statistics-reading-phone.png'), fullPage: true });
    await funnel.screenshot({ path: path.join(shots, 'data-statistics-funnel-phone.png') });
    await score.screenshot({ path: path.join(shots, 'data-statistics-nps-phone.png') });
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('opens every answer of a text question on the Submissions tab', async () => {
    await page.getByRole('region', { name: 'Anything else?' }).getByRole('link', { name: 'See all answers' }).click();
    await page.waitForURL(new RegExp(`/data\\?form=${String(form.id)}$`));
    await page.getByText('37 in total').waitFor();
  });
});
