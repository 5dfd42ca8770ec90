import { beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { RunningApp } from './support/app';
import { axeViolations } from './support/browser';
import { journeyForTests } from './support/journey';
import { changePassword, logIn, sessionOf } from './support/session';

const shots = path.join(import.meta.dirname, 'screenshots');
const NEW_PASSWORD = 'a brand new secret 2';

const SETTINGS_PAGES = [
  { path: 'usages', heading: 'Usages' },
  { path: 'preferences', heading: 'Preferences' },
  { path: 'changepassword', heading: 'Change password' },
  { path: 'apikeys', heading: 'API keys' },
] as const;

// The settings area: every page passes axe (also on a phone); a user makes an
// API key that works once shown and stops when revoked, then changes the password.
describe('settings: the owner’s settings area', () => {
  // The first account is the administrator; the owner is an ordinary user.
  const journey = journeyForTests(['admin@example.com', 'owner@example.com'], 'owner@example.com');
  let app: RunningApp;
  let page: Page;
  beforeAll(() => ({ app, page } = journey));

  const formsWith = async (authorization: string) => {
    const { user_id } = await sessionOf(page);
    return (await fetch(`${app.url}/api/users/${String(user_id)}/forms`, { headers: { authorization } })).status;
  };

  it('opens from the profile menu on Usages, and every page passes axe, also on a phone', async () => {
    await page.getByRole('button', { name: /^Welcome,/ }).click();
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL(`${app.url}/settings/usages`);
    await page.getByRole('meter', { name: 'Forms' }).waitFor();
    expect(await page.getByRole('meter', { name: 'Forms' }).getAttribute('aria-valuetext')).toBe('0 of 5');
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      for (const { path: pagePath, heading } of SETTINGS_PAGES) {
        await page.getByRole('navigation', { name: 'User settings' }).getByRole('link', { name: heading }).click();
        await page.waitForURL(`${app.url}/settings/${pagePath}`);
        await page.getByRole('heading', { level: 2, name: heading }).waitFor();
        await page.locator('.settings-section .muted', { hasText: 'Loading…' }).waitFor({ state: 'detached' });
        const suffix = viewport.width < 500 ? '-phone' : '';
        await page.screenshot({ path: path.join(shots, `settings-${pagePath}${suffix}.png`), fullPage: true });
        expect(await axeViolations(page), `${pagePath} at ${String(viewport.width)}px`).toEqual([]);
      }
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('saves the preferences', async () => {
    await page.goto(`${app.url}/settings/preferences`);
    await page.getByLabel('Theme colour as hex').fill('#FF5722');
    await page.getByLabel('Time zone of dates').selectOption('America/New_York');
    await page.getByLabel('E-mail me about each submission on new forms').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText('Saved').waitFor();
    await page.reload();
    expect(await page.getByLabel('Theme colour as hex').inputValue()).toBe('#FF5722');
    expect(await page.getByLabel('Time zone of dates').inputValue()).toBe('America/New_York');
  });

  it('creates an API key shown once that works, and revokes it so it stops', async () => {
    await page.goto(`${app.url}/settings/apikeys`);
    await page.getByLabel('Name of the new key').fill('Reports');
    await page.getByRole('button', { name: 'Create key' }).click();
    const shown = page.getByRole('region', { name: 'New key Reports' });
    const key = await shown.getByLabel('The whole key').inputValue();
    expect(key).toMatch(/^fbk_/);
    await page.screenshot({ path: path.join(shots, 'settings-apikeys-created.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('heading', { name: 'Reports' }).waitFor();
    await page.screenshot({ path: path.join(shots, 'settings-apikeys-created-phone.png'), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await formsWith(`Bearer ${key}`)).toBe(200);
    await shown.getByRole('button', { name: 'Done' }).click();
    // Only the masked key is left in the page.
    expect(await page.content()).not.toContain(key);
    await page.getByRole('heading', { name: 'Reports' }).waitFor();
    await page.getByRole('button', { name: 'Revoke Reports' }).click();
    await page.getByRole('dialog', { name: 'Revoke this key?' }).getByRole('button', { name: 'Revoke' }).click();
    await page.getByText('You have no API keys yet.').waitFor();
    expect(await formsWith(`Bearer ${key}`)).toBe(401);
  });

  it('changes the password: this session goes on, the old one ends, the new password logs in', async () => {
    const before = `Bearer ${(await sessionOf(page)).token}`;
    await changePassword(page, app.url, NEW_PASSWORD);
    expect(await formsWith(before)).toBe(401);
    expect(await formsWith(`Bearer ${(await sessionOf(page)).token}`)).toBe(200);
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Change password' }).waitFor();

    await page.getByRole('button', { name: /^Welcome,/ }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${app.url}/login`);
    await logIn(page, 'owner@example.com', { password: NEW_PASSWORD });
    await page.waitForURL(`${app.url}/forms`);
  });
});
