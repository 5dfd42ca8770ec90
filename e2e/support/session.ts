import type { Page } from 'playwright-core';

export const PASSWORD = 'correct horse battery';

/** Fills the login form and submits it; "Remember Me" keeps the session across tabs. */
export async function logIn(page: Page, email: string, { remember = false } = {}): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  if (remember) await page.getByLabel('Remember Me').check();
  await page.getByRole('button', { name: 'Login' }).click();
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

/** The stored session's token and user id, to drive the API as the signed-in user. */
export async function sessionOf(page: Page): Promise<{ token: string; user_id: number }> {
  const raw = await page.evaluate(() => localStorage.getItem('auth') ?? sessionStorage.getItem('auth'));
  if (!raw) throw new Error('not logged in');
  return JSON.parse(raw) as { token: string; user_id: number };
}
