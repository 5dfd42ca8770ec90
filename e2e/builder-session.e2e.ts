import { beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import type { RunningApp } from './support/app';
import { axeViolations } from './support/browser';
import { setElementAllowed } from './support/builder-roles';
import { paletteItem, stageItem, stageList } from './support/builder-stage';
import { stageForTests } from './support/journey';
import { changePassword, logIn, loggedInPage, sessionOf, storedForm } from './support/session';

// What happens to the builder when the account changes elsewhere while a form is open: an
// administrator removes an element type from the role, or the password is changed in another
// browser. The builder says what happened and loses nothing.

const shots = path.join(import.meta.dirname, 'screenshots');
const NEW_PASSWORD = 'a brand new passphrase';
const REFUSAL = 'Your plan does not include Net Promoter Score: remove the Net Promoter Score question to save.';

/** A form made through the API with the page's session; returns its id. */
async function formOf(page: Page, url: string, title: string): Promise<number> {
  const { token, user_id } = await sessionOf(page);
  const res = await fetch(`${url}/api/users/${user_id}/forms`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      id: null,
      title,
      private: 0,
      props: {
        elements: [
          { id: 1, type: 'TextBox', label: 'Your name' },
          { id: 2, type: 'Button' },
        ],
      },
    }),
  });
  expect(res.status).toBe(201);
  return (await res.json()).id as number;
}

/** The draft as the server keeps it. */
interface StoredDraft {
  title: string;
  props: { elements: { type: string }[] };
}

const serverDraft = (page: Page, url: string, id: number) => storedForm<StoredDraft>(page, url, id);

/** Whether what is drawn at the middle of the element is the element: nothing covers it. */
const uncovered = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && element.contains(top);
  });

const saved = (page: Page) => page.getByText('Saved · just now').waitFor({ timeout: 10_000 });

describe('the builder when the account changes elsewhere', () => {
  // The first account is the administrator; the second is on the free plan (role 2).
  const stage = stageForTests(['owner@example.com', 'maker@example.com'], { shots });
  let app: RunningApp;
  let browser: Browser;
  beforeAll(() => ({ app, browser } = stage));

  it('an element type removed from the role: the builder names it, marks it, and saves once it is removed', async () => {
    const { context, page } = await loggedInPage(browser, app.url, 'maker@example.com');
    try {
      const id = await formOf(page, app.url, 'Feedback');
      await page.goto(`${app.url}/editor/${id}/builder`);
      await stageList(page).waitFor();
      // The administrator takes Net Promoter Score out of the plan while the form is open.
      setElementAllowed(app.dataDir, 2, 'NetPromoterScore', false);
      // The page still offers it (nothing told it yet): the owner adds one, and the autosave is refused.
      await paletteItem(page, 'Net Promoter Score').click();
      const notice = page.getByRole('alert').filter({ hasText: REFUSAL });
      await notice.waitFor({ timeout: 10_000 });
      await page.getByText('Not saved', { exact: true }).waitFor();
      expect(await page.getByRole('button', { name: 'Could not save — retry' }).count()).toBe(0);
      expect(await stageItem(page, 'Net Promoter Score').textContent()).toContain(
        'Not in your plan: remove it to save the form',
      );
      await page.getByRole('navigation', { name: 'Builder' }).getByRole('link', { name: 'Elements' }).click();
      const locked = page
        .getByRole('region', { name: 'Elements' })
        .getByRole('listitem')
        .filter({ hasText: 'Net Promoter Score' });
      await locked.getByRole('link', { name: 'UPGRADE' }).waitFor();
      expect(await locked.getByRole('button').count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(shots, 'builder-plan-refusal.png') });
      await page.setViewportSize({ width: 390, height: 844 });
      await notice.waitFor();
      await page.screenshot({ path: path.join(shots, 'builder-plan-refusal-phone.png') });
      await page.setViewportSize({ width: 1280, height: 800 });

      await notice.getByRole('button', { name: 'Remove it' }).click();
      await saved(page);
      expect(await page.getByRole('alert').filter({ hasText: 'Your plan' }).count()).toBe(0);
      expect((await serverDraft(page, app.url, id)).props.elements.map((element) => element.type)).toEqual([
        'TextBox',
        'Button',
      ]);
    } finally {
      setElementAllowed(app.dataDir, 2, 'NetPromoterScore', true);
      await context.close();
    }
  });

  it('the password changed in another browser: the edit meets the login, and is offered back and restored after it', async () => {
    const { context, page } = await loggedInPage(browser, app.url, 'maker@example.com');
    const other = await loggedInPage(browser, app.url, 'maker@example.com');
    try {
      const id = await formOf(page, app.url, 'Contact us');
      await page.goto(`${app.url}/editor/${id}/builder/properties`);
      const title = page.getByLabel('Form title');
      await title.waitFor();

      // Elsewhere, the password changes: every other session ends.
      await changePassword(other.page, app.url, NEW_PASSWORD);

      // Here the next edit's autosave meets the refused session: the login page, the edit kept.
      await title.fill('Contact us today');
      await page.waitForURL(/\/login\?/, { timeout: 10_000 });
      await logIn(page, 'maker@example.com', { password: NEW_PASSWORD });
      await page.waitForURL(`${app.url}/editor/${id}/builder/properties`);

      const offer = page.getByRole('region', { name: 'Unsaved changes from your last session' });
      await offer.waitFor();
      expect(await offer.textContent()).toMatch(/^Restore your unsaved changes from \d{1,2}:\d\d\s?[AP]M\?/);
      expect(await title.inputValue()).toBe('Contact us');
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(shots, 'builder-restore-draft.png') });
      // On a phone the builder's panel is a bottom sheet: it starts closed, at once, so the
      // offer stays in view and usable.
      await page.setViewportSize({ width: 390, height: 844 });
      const restore = offer.getByRole('button', { name: 'Restore' });
      expect(await uncovered(restore)).toBe(true);
      expect(await uncovered(offer.getByRole('button', { name: 'Discard' }))).toBe(true);
      await page.screenshot({ path: path.join(shots, 'builder-restore-draft-phone.png') });
      await page.setViewportSize({ width: 1280, height: 800 });

      await offer.getByRole('button', { name: 'Restore' }).click();
      expect(await title.inputValue()).toBe('Contact us today');
      await saved(page);
      expect((await serverDraft(page, app.url, id)).title).toBe('Contact us today');
      expect(
        await page.evaluate(() =>
          Object.keys({ ...localStorage, ...sessionStorage }).filter((key) => key.startsWith('unsavedDraft')),
        ),
      ).toEqual([]);
      // Offered once: opening the form again asks nothing.
      await page.reload();
      await title.waitFor();
      expect(await offer.count()).toBe(0);
    } finally {
      await other.context.close();
      await context.close();
    }
  });
});
