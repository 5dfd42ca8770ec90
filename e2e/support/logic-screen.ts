import type { Page } from 'playwright-core';

// The builder's Logic tab (docs/product.md, "Logic", "In the builder"), as the journeys drive it.

/** Opens the Logic tab from the editor's header. */
export async function openLogic(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Editor' }).getByRole('link', { name: 'Logic' }).click();
  await page.getByRole('heading', { name: 'Logic', level: 2 }).waitFor();
}

/**
 * A picture of the logic map alone. Taken from the top of the whole page: an element's own
 * screenshot scrolls it under the editor's sticky header.
 */
export async function mapShot(page: Page, file: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = await page.locator('.logic-map').boundingBox();
  if (!box) throw new Error('The logic map is not drawn.');
  await page.screenshot({ path: file, fullPage: true, clip: box });
}
