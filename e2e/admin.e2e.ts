import { beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { RunningApp } from './support/app';
import { axeViolations } from './support/browser';
import { journeyForTests } from './support/journey';
import { sessionOf } from './support/session';
import { stageList } from './support/builder-stage';

const shots = path.join(import.meta.dirname, 'screenshots');

// An admin creates a role with a form limit of 1 and without File Upload, gives it to
// a user, acts as that user (one form, then 'Form limit reached'; File Upload locked), comes
// back to /admin/users, and every tab passes axe.
describe('admin: roles, users and acting as a user', () => {
  // The first account is the administrator.
  const journey = journeyForTests(['admin@example.com', 'maker@example.com'], 'admin@example.com');
  let app: RunningApp;
  let page: Page;
  beforeAll(() => ({ app, page } = journey));

  async function passesAxe(name: string) {
    await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
  }

  it('creates a role with a form limit of 1 and without File Upload', async () => {
    await page.getByRole('button', { name: /Welcome/ }).click();
    await page.getByRole('link', { name: 'Administration' }).click();
    await page.waitForURL(`${app.url}/admin/users`);
    await page.getByRole('link', { name: 'Roles' }).click();
    await page.getByRole('button', { name: 'Create New' }).click();
    await page.getByRole('textbox', { name: 'Role Name' }).fill('Starter');
    await page.getByRole('spinbutton', { name: 'Form limit' }).fill('1');
    await page.getByRole('spinbutton', { name: 'Submission limit (monthly)' }).fill('100');
    await page.getByRole('spinbutton', { name: 'Upload limit (MB)' }).fill('10');
    const elements = page.getByRole('group', { name: 'Element types this role may use' });
    await elements.getByRole('button', { name: 'Allow all' }).click();
    await elements.getByRole('checkbox', { name: 'File Upload' }).uncheck();
    await page.getByRole('button', { name: 'CREATE', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'The role was created.' }).waitFor();
    await page
      .getByRole('list', { name: 'Roles' })
      .getByRole('button', { name: /Starter/ })
      .waitFor();
    await passesAxe('admin-roles');
  });

  it('gives it to a user on SAVE, and passes axe on the users tab, also on a phone', async () => {
    await page.getByRole('link', { name: 'Users' }).click();
    await page.getByLabel('Search by e-mail').fill('maker');
    await page.getByRole('button', { name: 'maker@example.com' }).click();
    const panel = page.getByRole('region', { name: 'maker@example.com' });
    await panel.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Starter' });
    await panel.getByRole('button', { name: 'SAVE', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    await panel.getByText('This user has no forms.').waitFor();
    // The list is read again after SAVE: check the page as it settles.
    await page.locator('.table-wrap[aria-busy="true"]').waitFor({ state: 'detached' });
    await passesAxe('admin-users');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: path.join(shots, 'admin-users-phone.png'), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it("acts as the user: File Upload is locked, one form, then 'Form limit reached'", async () => {
    await page
      .getByRole('region', { name: 'maker@example.com' })
      .getByRole('button', { name: 'Login as user' })
      .click();
    await page.waitForURL(`${app.url}/forms`);
    expect(await page.getByRole('button', { name: /Welcome, maker/ }).count()).toBe(1);

    await page.goto(`${app.url}/editor/new/builder`);
    await page
      .getByRole('dialog', { name: 'Choose a template' })
      .getByRole('button', { name: 'Start from scratch' })
      .click();
    await stageList(page).waitFor();
    const locked = page
      .getByRole('region', { name: 'Elements' })
      .getByRole('listitem')
      .filter({ hasText: 'File Upload' });
    await locked.getByRole('link', { name: 'UPGRADE' }).waitFor();
    expect(await locked.getByRole('button').count()).toBe(0);

    // One form, made with the session the app holds for the user.
    const { token, user_id } = await sessionOf(page);
    const created = await fetch(`${app.url}/api/users/${user_id}/forms`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ id: null, title: 'Only form', private: 0, props: { elements: [] } }),
    });
    expect(created.status).toBe(201);
    await page.goto(`${app.url}/forms`);
    await page.getByText('Form limit reached').first().waitFor();
  });

  it('logs out as the user and is back on /admin/users as the admin', async () => {
    await page.getByRole('button', { name: /Welcome, maker/ }).click();
    await page.getByRole('button', { name: 'Logout as User' }).click();
    await page.waitForURL(`${app.url}/admin/users`);
    await page.getByRole('button', { name: /Welcome, admin/ }).waitFor();
  });

  it('whitelists an address, shows the status and the audit log, each passing axe', async () => {
    await page.getByRole('link', { name: 'Whitelist' }).click();
    await page.getByLabel('E-mail address to allow').fill('guest@example.com');
    await page.getByRole('button', { name: 'Add to whitelist' }).click();
    await page.getByRole('row', { name: /guest@example\.com/ }).waitFor();
    await passesAxe('admin-whitelist');

    await page.getByRole('link', { name: 'Status' }).click();
    await page.getByRole('row', { name: 'File upload bucket true' }).waitFor();
    await passesAxe('admin-status');

    await page.getByRole('link', { name: 'Audit log' }).click();
    const rows = page.getByRole('region', { name: 'Audit log entries' }).getByRole('row');
    await rows.filter({ hasText: 'Logged out as user' }).waitFor();
    const actions = (await rows.allTextContents()).slice(1);
    // Newest first: the whitelist, the end of the visit, the form made during it (in the
    // administrator's name), its start, the role change, the new role, the two sign-ups.
    const words = [
      'Added to whitelist',
      'Logged out as user',
      'Changed while logged in as user',
      'Logged in as user',
      'Changed role',
      'Created role',
      'Signed up',
    ];
    expect(actions.map((text) => words.find((action) => text.includes(action)))).toEqual([...words, 'Signed up']);
    await passesAxe('admin-audit');
  });
});
