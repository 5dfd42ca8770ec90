import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { axeViolations } from './support/browser';
import { announced, keyboardDragReady, settled, stageItem, stageList, stageOrder } from './support/builder-stage';
import { storedForm } from './support/session';
import { journeyForTests } from './support/journey';

// A first hour, done when: a keyboard-only journey builds, reorders, publishes and shares a
// five-question form, and the builder on a phone puts the form first with the panel in a
// bottom sheet; every screen is looked at (screenshots in e2e/screenshots/first-hour) and
// checked with axe.
const shots = path.join(import.meta.dirname, 'screenshots', 'first-hour');

/** Presses Tab (or Shift+Tab) until `target` has the focus: proof that the keyboard reaches it. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}): Promise<void> {
  for (let step = 0; step < max; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

async function look(page: Page, name: string): Promise<void> {
  await settled(page);
  await page.screenshot({ path: path.join(shots, `${name}.png`) });
  expect(await axeViolations(page), name).toEqual([]);
}

describe('the first hour, by keyboard and on a phone', () => {
  const journey = journeyForTests(['owner@example.com'], 'owner@example.com', { shots });
  let page: Page;
  beforeAll(() => ({ page } = journey));

  it('builds, reorders, publishes and shares a five-question form with the keyboard alone', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${journey.app.url}/editor/new/builder`);
    const picker = page.getByRole('dialog', { name: 'Choose a template' });
    await tabTo(page, picker.getByRole('button', { name: 'Start from scratch' }));
    await page.keyboard.press('Enter');
    await stageList(page).waitFor();

    // The title, renamed on the canvas.
    await tabTo(page, page.getByRole('region', { name: 'Form stage' }).getByRole('button', { name: 'Untitled Form' }));
    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Keyboard survey');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Keyboard survey' }).waitFor();

    // Four more questions from the palette's search: each lands selected, focused and said by name.
    const search = page.getByRole('searchbox', { name: 'Search elements' });
    const elementsTab = page.getByRole('navigation', { name: 'Builder' }).getByRole('link', { name: 'Elements' });
    const additions = [
      ['mail', 'E-mail'],
      ['long', 'Long Text'],
      ['single', 'Single Choice'],
      ['rating', 'Rating Scale'],
    ] as const;
    for (const [index, [query, name]] of additions.entries()) {
      // After an addition the question's properties have the panel: back to the Elements tab.
      if (index > 0) {
        await tabTo(page, elementsTab, { back: true });
        await page.keyboard.press('Enter');
      }
      await tabTo(page, search);
      await page.keyboard.type(query);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await page
        .getByRole('status')
        .filter({ hasText: new RegExp(`^${name} added after`) })
        .waitFor();
      await page.getByRole('region', { name: 'Question Properties' }).waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(name);
    }
    expect(await stageOrder(page)).toEqual([
      'Short Text',
      'E-mail',
      'Long Text',
      'Single Choice',
      'Rating Scale',
      'Submit Button',
    ]);
    await look(page, 'keyboard-built-1280');

    // Reorder: the arrows go between questions, Alt+ArrowUp moves one, Space picks one up.
    await stageItem(page, 'Rating Scale').focus();
    await page.keyboard.press('ArrowUp');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Single Choice');
    await page.keyboard.press('Alt+ArrowUp');
    await expect
      .poll(() => stageOrder(page))
      .toEqual(['Short Text', 'E-mail', 'Single Choice', 'Long Text', 'Rating Scale', 'Submit Button']);
    await page.keyboard.press('Home');
    await page.keyboard.press('Space');
    await announced(page, "Short Text is over the form, at the top, before 'E-mail'.");
    await keyboardDragReady(page);
    await page.keyboard.press('ArrowDown');
    await announced(page, "Short Text is over the form, between 'E-mail' and 'Single Choice'.");
    await page.keyboard.press('Space');
    await expect
      .poll(() => stageOrder(page))
      .toEqual(['E-mail', 'Short Text', 'Single Choice', 'Long Text', 'Rating Scale', 'Submit Button']);

    // F2 renames a question where it stands; Shift+F10 opens its actions.
    await page.keyboard.press('F2');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Your name');
    await page.keyboard.press('Enter');
    await stageItem(page, 'Your name').waitFor();
    await stageItem(page, 'Your name').focus();
    await page.keyboard.press('Shift+F10');
    const menu = page.getByRole('menu', { name: 'Actions: Your name' });
    await menu.waitFor();
    await look(page, 'keyboard-menu-1280');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });

    // The draft saves itself; then Publish, and 'Your form is live'.
    await page
      .getByRole('status')
      .filter({ hasText: /^Saved · / })
      .waitFor();
    await tabTo(page, page.getByRole('button', { name: 'Publish', exact: true }), { back: true });
    await page.keyboard.press('Enter');
    const live = page.getByRole('dialog', { name: 'Your form is live' });
    await live.waitFor();
    await look(page, 'keyboard-live-1280');
    const link = await live.getByRole('textbox', { name: 'Form link' }).inputValue();
    await tabTo(page, live.getByRole('button', { name: 'Copy link' }));
    await page.keyboard.press('Enter');
    await live
      .getByRole('status')
      .filter({ hasText: /Copied!|Could not copy/ })
      .waitFor();
    await page.keyboard.press('Escape');
    await live.waitFor({ state: 'detached' });
    await page.getByText('Published', { exact: true }).waitFor();

    // Share: the same link on the Share tab.
    await tabTo(page, page.getByRole('navigation', { name: 'Editor' }).getByRole('link', { name: 'Share' }), {
      back: true,
    });
    await page.keyboard.press('Enter');
    expect(await page.getByRole('textbox', { name: 'Form link' }).inputValue()).toBe(link);
    await look(page, 'keyboard-share-1280');

    // As the server keeps it: five questions in that order, published.
    const formId = /\/editor\/(\d+)\//.exec(page.url())?.[1] ?? '';
    const form = await storedForm<{
      title: string;
      published_version: number | null;
      props: { elements: { type: string; label?: string }[] };
    }>(page, journey.app.url, formId);
    expect(form.title).toBe('Keyboard survey');
    expect(form.published_version).toBe(1);
    expect(form.props.elements.map((element) => element.type)).toEqual([
      'Email',
      'TextBox',
      'Radio',
      'TextArea',
      'RatingScale',
      'Button',
    ]);
    expect(form.props.elements[1]?.label).toBe('Your name');
    const visitor = await journey.context.newPage();
    await visitor.goto(link);
    await visitor.getByRole('heading', { name: 'Keyboard survey' }).waitFor();
    await visitor.getByLabel('Your name').waitFor();
    await visitor.close();
  });

  it('puts the form first on a phone, with the panel in a bottom sheet', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(page.url().replace(/\/share$/, '/builder'));
    await stageList(page).waitFor();
    const stage = page.getByRole('region', { name: 'Form stage' });
    const title = stage.getByRole('heading', { name: 'Keyboard survey' });
    // The form's title is on screen at once, under the header, not covered by it.
    const titleBox = await title.boundingBox();
    const menuBox = await page.locator('.app-header, header').first().boundingBox();
    expect(titleBox && titleBox.y + titleBox.height).toBeLessThan(844);
    expect(titleBox?.y).toBeGreaterThanOrEqual((menuBox?.y ?? 0) + (menuBox?.height ?? 0));
    const sheet = page.locator('.builder-panel');
    expect(await sheet.isVisible()).toBe(false);
    await look(page, 'phone-builder-390');

    await page.getByRole('button', { name: '+ Add element' }).click();
    await page.getByRole('region', { name: 'Elements' }).waitFor();
    // The sheet's tab names are whole: the tall palette below does not squeeze their row.
    expect(await page.locator('.builder-tabs').evaluate((row) => row.scrollHeight <= row.clientHeight)).toBe(true);
    await look(page, 'phone-sheet-390');
    // No sideways scroll anywhere.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Adding closes the sheet and shows the new question, selected.
    await page
      .getByRole('region', { name: 'Elements' })
      .getByRole('button', { name: /^Phone/ })
      .click();
    await stageItem(page, 'Phone').and(page.locator('[aria-current="true"]')).waitFor();
    await expect.poll(() => sheet.isVisible()).toBe(false);
    expect(await stageItem(page, 'Phone').isVisible()).toBe(true);

    // Tapping a question opens its properties in the sheet; Close puts it away.
    await stageItem(page, 'Long Text').locator('.stage-item__body').click();
    await page.getByRole('region', { name: 'Question Properties' }).waitFor();
    await look(page, 'phone-properties-390');
    // The sheet's tab row ends before its Close: no tab name passes under the button (in French
    // 'Intégrations' did, the active tab included).
    const tabRow = await page.getByRole('navigation', { name: 'Builder' }).boundingBox();
    const close = await page.getByRole('button', { name: 'Close the panel' }).boundingBox();
    expect((tabRow?.x ?? 0) + (tabRow?.width ?? 0)).toBeLessThanOrEqual(close?.x ?? 0);
    // A radio beside a label of several lines keeps its size (it shrank to a dot, out of line
    // with the short one below it).
    await page
      .getByRole('navigation', { name: 'Builder' })
      .getByRole('link', { name: /^Thank You/ })
      .click();
    const radios = page.locator('.builder-panel .checkbox input[type="radio"]');
    await radios.first().waitFor();
    const widths = await radios.evaluateAll((all) => all.map((radio) => radio.getBoundingClientRect().width));
    expect(widths.length).toBeGreaterThan(2);
    expect(new Set(widths.map(Math.round))).toEqual(new Set([18]));
    await page.getByRole('button', { name: 'Close the panel' }).click();
    await expect.poll(() => sheet.isVisible()).toBe(false);

    // Publishing and sharing on a phone.
    await page
      .getByRole('status')
      .filter({ hasText: /^Saved · / })
      .waitFor();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const live = page.getByRole('dialog', { name: 'Your form is live' });
    await live.waitFor();
    await look(page, 'phone-live-390');
    await live.getByRole('link', { name: 'More sharing options' }).click();
    await page.getByRole('textbox', { name: 'Form link' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await look(page, 'phone-share-390');
    await page.setViewportSize({ width: 1280, height: 800 });
  });
});
