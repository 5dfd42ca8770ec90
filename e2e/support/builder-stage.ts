import type { Locator, Page } from 'playwright-core';

// The builder's stage, read and driven the way a person does: by the names the
// elements carry (their label, else their type's display name).

/**
 * The palette's element types, in the order the palette shows them: group by
 * group (Text, Choice, Contact, Date and time, Layout, Advanced), the common
 * ones first. The Submit Button is not among them: every form has one.
 */
export const PALETTE_NAMES = [
  'Short Text',
  'Long Text',
  'Number',
  'List',
  'Single Choice',
  'Multiple Choice',
  'Dropdown',
  'Rating Scale',
  'Net Promoter Score',
  'Name',
  'E-mail',
  'Phone',
  'Address',
  'Location Address',
  'Date',
  'Date Time',
  'Header',
  'Description',
  'Image',
  'Separator',
  'Page Break',
  'File Upload',
  'URL Parameter',
] as const;

/** Every element type a form can hold: the palette's and the Submit Button every form starts with. */
export const ELEMENT_NAMES = [...PALETTE_NAMES, 'Submit Button'] as const;

/** The names the palette shows, top to bottom (each item also carries a one-line description). */
export function paletteNames(page: Page): Promise<string[]> {
  return page.getByRole('region', { name: 'Elements' }).locator('.palette-item__name').allTextContents();
}

/**
 * Pastes text into a field the way the clipboard does (a paste event with the
 * text), so that the page's own paste handling runs; headless Chromium has no
 * clipboard to press Ctrl+V with.
 */
export async function pasteInto(field: Locator, text: string): Promise<void> {
  await field.focus();
  await field.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

export const stageList = (page: Page): Locator => page.getByRole('list', { name: 'Form elements' });

/** One element on the stage, by its exact name. */
export const stageItem = (page: Page, name: string): Locator =>
  stageList(page).getByRole('listitem', { name, exact: true });

/** A palette entry (a button while the plan includes the type). */
export const paletteItem = (page: Page, name: string): Locator =>
  page.getByRole('region', { name: 'Elements' }).getByRole('button', { name, exact: true });

/** The names of the stage's elements, top to bottom. */
export function stageOrder(page: Page): Promise<string[]> {
  return stageList(page)
    .locator(':scope > li')
    .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? ''));
}

/**
 * The order after moving `name` to just before `anchor` (or to the end when
 * anchor is null), to compare with what the stage shows.
 */
export function movedBefore(order: readonly string[], name: string, anchor: string | null): string[] {
  const rest = order.filter((item) => item !== name);
  const at = anchor === null ? rest.length : rest.indexOf(anchor);
  if (at === -1) throw new Error(`${anchor ?? ''} is not in ${rest.join(', ')}`);
  return [...rest.slice(0, at), name, ...rest.slice(at)];
}

/** dnd-kit speaks each step of a drag in its live region; wait for one of its sentences. */
export async function announced(page: Page, text: string): Promise<void> {
  try {
    await page.getByText(text, { exact: true }).waitFor({ state: 'attached', timeout: 5_000 });
  } catch (error) {
    // Say what was announced instead, so a failure tells what happened.
    const heard = await page.locator('[aria-live]').allTextContents();
    throw new Error(`Expected to hear "${text}", heard: ${JSON.stringify(heard)}`, { cause: error });
  }
}

async function centre(locator: Locator): Promise<{ x: number; y: number; height: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, height: box.height };
}

/**
 * Drags with the mouse as a person does: press, a few small moves (dnd-kit
 * starts after 6 px and measures on the following frames), hover until the
 * drop target is announced, release.
 */
async function pointerDrag(
  page: Page,
  from: { x: number; y: number },
  to: { x: number; y: number },
  over: string,
): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 4, from.y + 4, { steps: 2 });
  await page.mouse.move(from.x + 12, from.y + 12, { steps: 2 });
  await page.mouse.move(to.x, to.y, { steps: 15 });
  try {
    await announced(page, over);
    // One more move on the spot so the insertion side follows the last measured frame.
    await page.mouse.move(to.x, to.y + 1);
  } finally {
    await page.mouse.up();
  }
  // dnd-kit swallows every click for 50 ms after a pointer drag ends (so that the
  // drop is not also a click); nothing on the page shows when that is over, and a
  // person never clicks that fast, so this is the one fixed wait.
  await page.waitForTimeout(CLICK_GUARD_MS);
}

const CLICK_GUARD_MS = 100;

/**
 * Scrolls the window so that the span from one element to another sits in its
 * middle, away from the edges where dnd-kit scrolls by itself while dragging.
 */
async function centreInWindow(first: Locator, second: Locator = first): Promise<void> {
  const span = (element: Element) => {
    const { top, bottom } = element.getBoundingClientRect();
    return { top, bottom };
  };
  const a = await first.evaluate(span);
  const b = await second.evaluate(span);
  const middle = (Math.min(a.top, b.top) + Math.max(a.bottom, b.bottom)) / 2;
  await first.page().evaluate((to) => window.scrollBy(0, to - window.innerHeight / 2), middle);
}

/**
 * Drags a new element from the palette onto the upper part of a stage
 * element, so it lands just before it (docs/product.md §B2, insert mode).
 */
export async function dragFromPalette(page: Page, type: string, beforeName: string): Promise<void> {
  const target = stageItem(page, beforeName);
  // The palette scrolls inside its sticky panel: bring the item into the panel's view first.
  await paletteItem(page, type).scrollIntoViewIfNeeded();
  await centreInWindow(target);
  const order = await stageOrder(page);
  const from = await centre(paletteItem(page, type));
  const to = await centre(target);
  await pointerDrag(
    page,
    from,
    { x: to.x, y: to.y - to.height / 4 },
    `New ${type} is over the form, ${landing(order, null, beforeName, 'before')}.`,
  );
}

/**
 * Drags a stage element by its handle onto another one: it takes that
 * element's place (docs/product.md §B2, sort mode).
 */
export async function dragOnStage(page: Page, name: string, ontoName: string): Promise<void> {
  const item = stageItem(page, name);
  const target = stageItem(page, ontoName);
  await centreInWindow(item, target);
  const order = await stageOrder(page);
  const handle = await centre(item.locator('.stage-item__handle'));
  const itemCentre = await centre(item);
  const targetCentre = await centre(target);
  // Move the dragged element's centre onto the target's centre (closest-centre collision).
  const to = { x: handle.x, y: handle.y + (targetCentre.y - itemCentre.y) };
  await pointerDrag(page, handle, to, `${name} is over the form, ${landing(order, name, ontoName)}.`);
}

/**
 * After Space picks an element up, dnd-kit's keyboard sensor listens for the arrows only from a
 * timer it sets then; Chromium runs input before timers, so on a busy machine an arrow pressed at
 * once was lost (a CI failure). A timer set now runs after dnd-kit's.
 */
export async function keyboardDragReady(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/** Moves a stage element with the keyboard: Space on the element (its one tab stop), arrows, Space. */
export async function moveWithKeyboard(
  page: Page,
  name: string,
  key: 'ArrowUp' | 'ArrowDown',
  overName: string,
): Promise<void> {
  const order = await stageOrder(page);
  await stageItem(page, name).focus();
  await page.keyboard.press('Space');
  // Picked up, and at once over its own place.
  await announced(page, `${name} is over the form, ${landing(order, name, null)}.`);
  await keyboardDragReady(page);
  await page.keyboard.press(key);
  await announced(page, `${name} is over the form, ${landing(order, name, overName)}.`);
  await page.keyboard.press('Space');
}

/**
 * Where the builder says a drop lands, by its neighbours: a moved element takes
 * the place of the one it is over (after it moving down, before it moving up); a new one goes
 * on `side` of it; null is the moved element's own place.
 */
export function landing(
  order: readonly string[],
  moving: string | null,
  over: string | null,
  side?: 'before' | 'after',
): string {
  const others = order.filter((name) => name !== moving);
  let index: number;
  if (over === null) index = order.indexOf(moving ?? '');
  else {
    const after = side ? side === 'after' : moving !== null && order.indexOf(over) > order.indexOf(moving);
    index = others.indexOf(over) + (after ? 1 : 0);
  }
  const before = others[index - 1];
  const next = others[index];
  if (before !== undefined && next !== undefined) return `between '${before}' and '${next}'`;
  if (next !== undefined) return `at the top, before '${next}'`;
  return `at the end, after '${before ?? ''}'`;
}

/**
 * Waits for CSS transitions and animations to end (a button changing colour, a
 * tooltip fading in), so screenshots and axe's colour-contrast see the final look.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}
