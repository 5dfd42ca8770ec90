import { beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { RunningApp } from './support/app';
import { stageForTests } from './support/journey';
import { loggedInPage } from './support/session';
import { setElementAllowed } from './support/builder-roles';
import { PALETTE_NAMES, paletteItem, settled, stageList } from './support/builder-stage';

const shots = path.join(import.meta.dirname, 'screenshots');
const UPGRADE_TEXT = 'Your plan does not include this element. Click here to upgrade your plan!';

/** A new blank form in the builder. */
async function blankBuilder(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/editor/new/builder`);
  await page
    .getByRole('dialog', { name: 'Choose a template' })
    .getByRole('button', { name: 'Start from scratch' })
    .click();
  await stageList(page).waitFor();
}

describe('builder on the free plan', () => {
  // The first account is the admin (every element type); the second is on the free plan.
  const stage = stageForTests(['owner@example.com', 'free@example.com']);
  let app: RunningApp;
  let browser: Browser;
  beforeAll(() => ({ app, browser } = stage));

  it('shows the free plan a locked element type with UPGRADE, and the branding footer', async () => {
    // Before the login: the role is read as the session starts.
    setElementAllowed(app.dataDir, 2, 'NetPromoterScore', false);
    const { context, page: free } = await loggedInPage(browser, app.url, 'free@example.com');
    try {
      await blankBuilder(free, app.url);
      const palette = free.getByRole('region', { name: 'Elements' });
      const locked = palette.getByRole('listitem').filter({ hasText: 'Net Promoter Score' });
      expect(await locked.getByRole('button').count()).toBe(0);
      expect(await locked.locator('.palette-item').getAttribute('aria-disabled')).toBe('true');
      // Readable beside UPGRADE: the description is not cut, the name not wrapped under the link.
      const description = locked.locator('.palette-entry__description');
      expect(await description.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      const [name, link] = await Promise.all([
        locked.locator('.palette-item__name').boundingBox(),
        locked.getByRole('link', { name: 'UPGRADE' }).boundingBox(),
      ]);
      expect(name && link && name.x + name.width).toBeLessThanOrEqual(link?.x ?? 0);
      const upgrade = locked.getByRole('link', { name: 'UPGRADE' });
      // Hidden until the link is hovered or focused.
      const tooltip = locked.getByRole('tooltip', { includeHidden: true });
      expect(await tooltip.textContent()).toBe(UPGRADE_TEXT);
      expect(await upgrade.getAttribute('aria-describedby')).toBe(await tooltip.getAttribute('id'));
      expect(await tooltip.isVisible()).toBe(false);
      await upgrade.focus();
      await tooltip.waitFor({ state: 'visible' });
      await settled(free);
      // The other types are still offered.
      expect(await palette.getByRole('button').count()).toBe(PALETTE_NAMES.length - 1);
      await paletteItem(free, 'Phone').waitFor();

      await free.getByRole('link', { name: 'Want to remove branding?' }).waitFor();
      await free.screenshot({ path: path.join(shots, 'builder-free-plan.png') });
    } finally {
      await context.close();
    }
  });

  it("shows the admin's builder every element type and no branding footer", async () => {
    const { context, page } = await loggedInPage(browser, app.url, 'owner@example.com');
    try {
      await blankBuilder(page, app.url);
      await settled(page);
      const palette = page.getByRole('region', { name: 'Elements' });
      expect(await palette.getByRole('button').count()).toBe(PALETTE_NAMES.length);
      expect(await page.getByRole('link', { name: 'Want to remove branding?' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
