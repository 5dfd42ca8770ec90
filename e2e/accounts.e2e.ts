import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { startSmtpStandIn, type SmtpStandIn } from '@formbuilder/server/testing';
import { startApp, type RunningApp } from './support/app';
import { axeViolations, launchBrowser } from './support/browser';
import { PASSWORD as password, logIn, sessionOf } from './support/session';

const shots = path.join(import.meta.dirname, 'screenshots');

describe('accounts journey', () => {
  let smtp: SmtpStandIn;
  let app: RunningApp;
  let browser: Browser;

  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    app = await startApp({ SMTP_URL: smtp.url });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await smtp?.close();
  });

  async function newPage(): Promise<Page> {
    const context = await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 800 } });
    return context.newPage();
  }

  it('signs up, verifies with the mailed link, logs in, lands on /forms and logs out', async () => {
    const page = await newPage();
    const email = 'ada@example.com';
    await page.goto(`${app.url}/signup`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm Password').fill(password);
    const signUp = page.getByRole('button', { name: 'Sign Up' });
    await expect.poll(() => signUp.isDisabled()).toBe(true);
    await page.getByLabel(/^I agree/).check();
    await signUp.click();
    await page.getByText(/sent you an e-mail/).waitFor();
    await page.screenshot({ path: path.join(shots, 'signup-done.png') });

    const mail = await smtp.waitFor(email, /Verify your e-mail/);
    const link = /https?:\/\/\S+\/verify\/\d+\/[\w-]+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    await page.goto(link ?? '');
    await page.getByRole('heading', { name: 'VERIFY E-MAIL' }).waitFor();
    await page.getByText(/account is verified/).waitFor();

    await page.goto(`${app.url}/login`);
    await logIn(page, email);
    await page.waitForURL(`${app.url}/forms`);
    await page.getByRole('heading', { name: 'Forms', exact: true }).waitFor();
    const profile = page.getByRole('button', { name: /Welcome,/ });
    expect(await profile.textContent()).toContain('ada');
    await page.screenshot({ path: path.join(shots, 'forms-empty.png') });

    // Logout ends the session on the server too: the token it held is refused from then on.
    const { token, user_id } = await sessionOf(page);
    const formsWith = () =>
      fetch(`${app.url}/api/users/${user_id}/forms`, { headers: { authorization: `Bearer ${token}` } });
    expect((await formsWith()).status).toBe(200);
    await profile.click();
    const ended = page.waitForResponse((response) => response.url().endsWith('/api/users/logout'));
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/\/login/);
    expect((await ended).status()).toBe(200);
    expect((await formsWith()).status).toBe(401);
    await page.goto(`${app.url}/forms`);
    await page.waitForURL(/\/login/);
  });

  it('brings a visitor of a guarded page back to it after login', async () => {
    const page = await newPage();
    await page.goto(`${app.url}/forms?tab=mine`);
    await page.waitForURL(/\/login/);
    await logIn(page, 'ada@example.com');
    await page.waitForURL(`${app.url}/forms?tab=mine`);
  });

  it('does not follow an off-site "from" after login', async () => {
    const page = await newPage();
    await page.goto(`${app.url}/login?from=${encodeURIComponent('//evil.example/steal')}`);
    await logIn(page, 'ada@example.com');
    await page.waitForURL(`${app.url}/forms`);
  });

  it('shows the server message for a wrong password', async () => {
    const page = await newPage();
    await page.goto(`${app.url}/login`);
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Password', { exact: true }).fill('wrong password');
    await page.getByRole('button', { name: 'Login' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Wrong e-mail or password, or the account is suspended or not verified yet' })
      .waitFor();
  });

  it('shows Page Not Found at /404', async () => {
    const page = await newPage();
    await page.goto(`${app.url}/404`);
    await page.getByText('Page Not Found').waitFor();
    await page.getByRole('link', { name: 'HOMEPAGE' }).waitFor();
  });

  for (const screen of ['login', 'signup', 'forgotpassword']) {
    it(`has no accessibility violations on /${screen}`, async () => {
      const page = await newPage();
      await page.goto(`${app.url}/${screen}`);
      await page.getByRole('heading').first().waitFor();
      await page.screenshot({ path: path.join(shots, `${screen}.png`) });
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
