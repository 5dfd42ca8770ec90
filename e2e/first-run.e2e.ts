import { beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { RunningApp } from './support/app';
import { axeViolations } from './support/browser';
import { stageForTests } from './support/journey';
import { PASSWORD as password, sessionOf } from './support/session';

// A first hour as good as Tally's: a fresh install asks for its administrator,
// signs them in, and the empty forms list starts a form from a template in one click.
const shots = path.join(import.meta.dirname, 'screenshots', 'first-hour');
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

describe('first run journey', () => {
  const stage = stageForTests([], { env: { TERMS_URL: 'https://example.org/terms' }, shots });
  let app: RunningApp;
  let browser: Browser;

  beforeAll(() => ({ app, browser } = stage));

  async function expectAccessible(page: Page) {
    const serious = (await axeViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious).toEqual([]);
  }

  async function shoot(page: Page, name: string) {
    await page.screenshot({ path: path.join(shots, `firstrun-${name}.png`), fullPage: true });
  }

  it('creates the administrator account, lands on /forms signed in and starts a form from a template', async () => {
    const context = await browser.newContext({ bypassCSP: true, viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${app.url}/login`);
    await page.waitForURL(`${app.url}/signup`);
    await page.getByRole('heading', { level: 1, name: 'Create the administrator account' }).waitFor();
    expect(await page.getByRole('link', { name: /^terms of use/ }).getAttribute('href')).toBe(
      'https://example.org/terms',
    );
    await expectAccessible(page);
    await shoot(page, 'signup');

    // A refusal is said beside its field, in the server's words.
    await page.getByLabel('Email').fill('owner@example.com');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm Password').fill('short');
    const signUp = page.getByRole('button', { name: 'Sign Up' });
    expect(await signUp.isDisabled()).toBe(true);
    await page.getByLabel(/^I agree/).check();
    await signUp.click();
    const passwordBox = page.getByLabel('Password', { exact: true });
    await expect.poll(() => passwordBox.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('alert').textContent()).toBe('New password must contain at least 8 characters.');
    await expectAccessible(page);
    await shoot(page, 'signup-refused');

    await passwordBox.fill(password);
    await page.getByLabel('Confirm Password').fill(password);
    await signUp.click();
    await page.waitForURL(`${app.url}/forms`);
    expect((await sessionOf(page)).user_id).toBeGreaterThan(0);
    await page.getByRole('heading', { level: 2, name: "You don't have any forms yet." }).waitFor();
    const cards = page.getByRole('button', { name: /^Use the template / });
    await expect.poll(() => cards.count()).toBe(4);
    await expectAccessible(page);
    await shoot(page, 'empty');

    await page.setViewportSize(PHONE);
    await expectAccessible(page);
    await shoot(page, 'empty-phone');
    await page.setViewportSize(DESKTOP);

    await page.getByRole('button', { name: /^Use the template Customer Feedback/ }).click();
    await page.waitForURL(/\/editor\/\d+\/builder/);
    await page.goto(`${app.url}/forms`);
    const row = page.getByRole('rowheader', { name: /Customer Feedback/ });
    await row.waitFor();
    expect(await row.textContent()).toBe('Customer Feedback Draft');
    await expectAccessible(page);
    await shoot(page, 'list');

    // The template counts as used: it leads the suggestions now.
    const mostUsed = (await (await fetch(`${app.url}/api/get/templates/most-used`)).json()) as { title: string }[];
    expect(mostUsed[0]?.title).toBe('Customer Feedback');
    await context.close();
  });

  it('tells whoever comes after the administrator that the account was claimed, when, and what to do', async () => {
    const context = await browser.newContext({ bypassCSP: true, viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${app.url}/signup`);
    await page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();
    const note = page.getByRole('note');
    expect(await note.textContent()).toMatch(
      /^This server's administrator account was created on .+\.\s*If you installed this server and that was not you, someone else signed up first/,
    );
    await expectAccessible(page);
    await shoot(page, 'signup-claimed');
    await page.setViewportSize(PHONE);
    await expectAccessible(page);
    await shoot(page, 'signup-claimed-phone');
    await context.close();
  });

  it('shows the forms as cards with their actions on a phone, without sideways scrolling', async () => {
    const context = await browser.newContext({ bypassCSP: true, viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${app.url}/login`);
    await page.getByRole('heading', { level: 1, name: 'Welcome back' }).waitFor();
    await page.getByLabel('Email').fill('owner@example.com');
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${app.url}/forms`);
    // A second form, published, so the list holds two states.
    const { token, user_id } = await sessionOf(page);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const templates = (await (await fetch(`${app.url}/api/get/templates`)).json()) as { id: number; title: string }[];
    const contact = templates.find((t) => t.title === 'Contact Form');
    const created = (await (
      await fetch(`${app.url}/api/users/${user_id}/forms/from-template/${contact?.id}`, {
        method: 'POST',
        headers,
        body: '{}',
      })
    ).json()) as { id: number };
    await fetch(`${app.url}/api/users/${user_id}/forms/${created.id}/publish`, { method: 'POST', headers });
    await page.reload();

    const published = page.getByRole('rowheader', { name: /Contact Form/ });
    await published.waitFor();
    expect(await published.textContent()).toBe('Contact Form Published');
    const wrap = page.locator('.table-wrap');
    expect(await wrap.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // Every action of every card is on screen, and the count reads as words.
    for (const name of [/^Edit /, /^Clone /, /^Delete /]) {
      for (const action of await page.getByRole('button', { name }).or(page.getByRole('link', { name })).all()) {
        const box = await action.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
      }
    }
    await page.getByRole('link', { name: '0 responses: Contact Form' }).waitFor();
    await expectAccessible(page);
    await shoot(page, 'list-phone');
    await context.close();
  });
});

describe('first run with ADMIN_EMAIL', () => {
  const stage = stageForTests([], { env: { ADMIN_EMAIL: 'owner@example.com' }, shots });

  it('keeps the administrator account for that address: anyone else is told, in words, to wait', async () => {
    const context = await stage.browser.newContext({ bypassCSP: true, viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${stage.app.url}/signup`);
    await page.getByRole('heading', { level: 1, name: 'Create the administrator account' }).waitFor();
    await page.getByText('Only the e-mail address this server was set up with (ADMIN_EMAIL) can create it.').waitFor();
    await page.getByLabel('Email').fill('early@example.com');
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm Password').fill(password);
    await page.getByLabel(/^I agree/).check();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByRole('alert').filter({ hasText: 'This server is waiting for its administrator' }).waitFor();
    expect(page.url()).toBe(`${stage.app.url}/signup`);
    const serious = (await axeViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious).toEqual([]);
    await page.screenshot({ path: path.join(shots, 'firstrun-reserved-refused.png'), fullPage: true });
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: path.join(shots, 'firstrun-reserved-refused-phone.png'), fullPage: true });

    await page.getByLabel('Email').fill('owner@example.com');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL(`${stage.app.url}/forms`);
    expect((await sessionOf(page)).admin).toBe(true);
    await context.close();
  });
});
