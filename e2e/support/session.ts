import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { SmtpStandIn } from '@formbuilder/server/testing';

export const PASSWORD = 'correct horse battery';

/** Fills the login form and submits it; "Remember Me" keeps the session across tabs. */
export async function logIn(page: Page, email: string, { remember = false, password = PASSWORD } = {}): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (remember) await page.getByLabel('Remember Me').check();
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Changes the password on the settings page: this session goes on, every other one ends. */
export async function changePassword(page: Page, baseUrl: string, newPassword: string): Promise<void> {
  await page.goto(`${baseUrl}/settings/changepassword`);
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.getByText('Your password has been changed. Other sessions have been signed out.').waitFor();
}

/** Creates an account through the API (a server without mail verifies at once). */
export async function signUpByApi(baseUrl: string, email: string): Promise<void> {
  const res = await fetch(`${baseUrl}/api/users/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${await res.text()}`);
}

/** Creates an account on a server that sends mail, and opens the verification link it mailed. */
export async function signUpVerifiedByApi(baseUrl: string, smtp: SmtpStandIn, email: string): Promise<void> {
  await signUpByApi(baseUrl, email);
  const mail = await smtp.waitFor(email, /Verify your e-mail/);
  const [, userId, code] = /\/verify\/(\d+)\/([\w-]+)/.exec(mail.text) ?? [];
  if (!userId || !code) throw new Error(`no verification link in: ${mail.text}`);
  const res = await fetch(`${baseUrl}/api/users/${userId}/verify/${code}`);
  if (!res.ok) throw new Error(`verification failed: ${String(res.status)} ${await res.text()}`);
}

/** The stored session's token and user id, to drive the API as the signed-in user. */
export async function sessionOf(page: Page): Promise<{ token: string; user_id: number; admin?: boolean }> {
  const raw = await page.evaluate(() => localStorage.getItem('auth') ?? sessionStorage.getItem('auth'));
  if (!raw) throw new Error('not logged in');
  return JSON.parse(raw) as { token: string; user_id: number; admin?: boolean };
}

/**
 * A 1280×800 page logged in as `email` (remembered, so new tabs share the session),
 * landed on /forms. bypassCSP lets axe-core be injected for the accessibility checks.
 */
export async function loggedInPage(
  browser: Browser,
  baseUrl: string,
  email: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/login`);
  await logIn(page, email, { remember: true });
  await page.waitForURL(`${baseUrl}/forms`);
  return { context, page };
}

/** A form as the server keeps it (its draft), read with the signed-in page's session. */
export async function storedForm<T>(page: Page, baseUrl: string, formId: number | string): Promise<T> {
  const { token, user_id } = await sessionOf(page);
  const res = await fetch(`${baseUrl}/api/users/${user_id}/forms/${formId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.status !== 200) throw new Error(`reading form ${String(formId)} failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}
