import { beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import type { RunningApp } from './support/app';
import { axeViolations } from './support/browser';
import { journeyForTests } from './support/journey';
import { storedForm } from './support/session';
import {
  dragFromPalette,
  dragOnStage,
  ELEMENT_NAMES,
  movedBefore,
  moveWithKeyboard,
  PALETTE_NAMES,
  paletteItem,
  paletteNames,
  pasteInto,
  settled,
  stageItem,
  stageList,
  stageOrder,
} from './support/builder-stage';

const shots = path.join(import.meta.dirname, 'screenshots');
interface SavedForm {
  uuid: string;
  title: string;
  props: {
    elements: {
      id: number;
      type: string;
      label?: string;
      options?: string[];
      required?: boolean;
      requiredText?: string;
    }[];
    tags: string[];
    rules: unknown[];
  };
}

describe('builder: build, configure, save, publish and leave a form', () => {
  // The first account is the admin, with every element type (the free plan: builder-free-plan.e2e.ts).
  const journey = journeyForTests(['owner@example.com'], 'owner@example.com');
  let app: RunningApp;
  let context: BrowserContext;
  let page: Page;
  let formId = 0;
  /** The stage order the journeys expect, kept up to date as they change it. */
  let order: string[] = [];

  beforeAll(() => ({ app, context, page } = journey));

  /** Back to the palette once an added element's properties have opened. */
  const openElements = async (on: Page) => {
    await on.getByRole('navigation', { name: 'Builder' }).getByRole('link', { name: 'Elements' }).click();
    await on.getByRole('region', { name: 'Elements' }).waitFor();
  };

  const expectOrder = async (expected: readonly string[]) => {
    await expect.poll(() => stageOrder(page)).toEqual(expected);
  };

  /** The draft as the server keeps it. */
  const savedForm = () => storedForm<SavedForm>(page, app.url, formId);

  it('adds one element of every type from the palette, by keyboard and by pointer, and reorders them', async () => {
    await page.goto(`${app.url}/editor/new/builder`);
    // docs/product.md §B2, a new form opens the template picker first.
    await page
      .getByRole('dialog', { name: 'Choose a template' })
      .getByRole('button', { name: 'Start from scratch' })
      .click();
    await stageList(page).waitFor();
    // docs/product.md §B3, a new form starts with a Short Text and a Submit button.
    await expectOrder(['Short Text', 'Submit Button']);
    expect(await paletteNames(page)).toEqual([...PALETTE_NAMES]);
    // Preview and Publish wait for the first save (docs/product.md §B2).
    expect(await page.getByRole('button', { name: 'Preview' }).getAttribute('aria-disabled')).toBe('true');
    expect(await page.getByRole('button', { name: 'Publish' }).getAttribute('aria-disabled')).toBe('true');

    await stageItem(page, 'Short Text').getByRole('button', { name: 'Delete: Short Text' }).click();
    await expectOrder(['Submit Button']);

    // Every other type with the keyboard (Enter on the palette item), two with a click;
    // each lands before the trailing submit button (which the palette does not offer).
    const added = PALETTE_NAMES.filter((name) => name !== 'Short Text');
    for (const [index, name] of added.entries()) {
      if (index % 10 === 3) {
        await paletteItem(page, name).click();
      } else {
        await paletteItem(page, name).focus();
        await page.keyboard.press('Enter');
      }
      // The new element is selected with its properties open, and said by name.
      await stageItem(page, name).and(page.locator('[aria-current="true"]')).waitFor();
      await page.getByRole('region', { name: 'Question Properties' }).waitFor();
      await page
        .getByRole('status')
        .filter({ hasText: new RegExp(`^${name} added (after|at the top)`) })
        .waitFor();
      await openElements(page);
    }
    order = [...added, 'Submit Button'];
    await expectOrder(order);

    // Short Text back with the pointer: dropped on the upper half of E-mail, it lands before it.
    await dragFromPalette(page, 'Short Text', 'E-mail');
    order = movedBefore(order, 'Short Text', 'E-mail');
    await expectOrder(order);
    expect(order).toHaveLength(ELEMENT_NAMES.length);
    expect([...order].sort()).toEqual([...ELEMENT_NAMES].sort());

    // Keyboard sorting: Space on the handle, ArrowDown, Space moves it one place down.
    await moveWithKeyboard(page, 'Short Text', 'ArrowDown', 'E-mail');
    order = movedBefore(order, 'Short Text', 'Phone');
    await expectOrder(order);

    // Pointer sorting: the Header dragged onto the element two places above takes its place.
    const onto = order[order.indexOf('Header') - 2] ?? '';
    await dragOnStage(page, 'Header', onto);
    order = movedBefore(order, 'Header', onto);
    await expectOrder(order);

    // And its actions menu (the pointer's ⋯ button; Shift+F10 from the keyboard).
    const above = order[order.indexOf('Header') - 1] ?? '';
    await stageItem(page, 'Header').getByRole('button', { name: 'More actions: Header' }).click();
    await page.getByRole('menu', { name: 'Actions: Header' }).getByRole('menuitem', { name: 'Move up' }).click();
    order = movedBefore(order, 'Header', above);
    await expectOrder(order);
  });

  it('relabels inline, sets options, required and the form title and tags', async () => {
    // Inline relabel by clicking the label text, and by F2 on the element.
    // (force: the label belongs to the stage's disabled input, which Playwright reads as disabled too)
    await stageItem(page, 'Short Text').getByText('Short Text', { exact: true }).last().click({ force: true });
    const inline = stageList(page).getByRole('textbox', { name: 'Label' });
    await inline.fill('Your name');
    await inline.press('Enter');
    await stageItem(page, 'Single Choice').focus();
    await page.keyboard.press('F2');
    await inline.fill('Favourite drink');
    await inline.press('Enter');
    await inline.waitFor({ state: 'detached' });
    order = order.map((name) =>
      name === 'Short Text' ? 'Your name' : name === 'Single Choice' ? 'Favourite drink' : name,
    );
    await expectOrder(order);

    // The radio's options, one per line, one of them 'display##value'.
    await stageItem(page, 'Favourite drink').getByRole('button', { name: 'Properties: Favourite drink' }).click();
    await page.waitForURL(/\/editor\/(?:new|\d+)\/builder\/question\/\d+\/properties$/);
    const panel = page.getByRole('region', { name: 'Question Properties' });
    await panel.getByRole('heading', { name: 'Single Choice' }).waitFor();
    // Pasted lines become one option each, a 'display##value' line keeping its stored value.
    await panel.getByRole('textbox', { name: 'Option 1' }).selectText();
    await pasteInto(panel.getByRole('textbox', { name: 'Option 1' }), 'Tea\nCoffee##coffee\nWater');
    await panel.getByRole('button', { name: 'Remove option 4' }).click();
    const drink = stageItem(page, 'Favourite drink');
    await drink.getByRole('radio', { name: 'Coffee', exact: true }).waitFor();
    await expect.poll(() => drink.getByRole('radio').count()).toBe(3);
    for (const option of ['Tea', 'Water']) await drink.getByRole('radio', { name: option, exact: true }).waitFor();

    // Required, with its message (offered only once Required is ticked).
    await stageItem(page, 'Your name').getByRole('button', { name: 'Properties: Your name' }).click();
    await panel.getByRole('heading', { name: 'Short Text' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Required message' }).count()).toBe(0);
    await page.getByRole('checkbox', { name: 'Required' }).check();
    await page.getByRole('textbox', { name: 'Required message' }).fill('Please tell us your name.');

    // Form Properties: the title (header and stage follow it) and a tag.
    await page.getByRole('navigation', { name: 'Builder' }).getByRole('link', { name: 'Form Properties' }).click();
    await page.getByRole('textbox', { name: 'Form title' }).fill('Coffee survey');
    await page.getByRole('heading', { level: 1, name: 'Coffee survey' }).waitFor();
    await page.getByRole('region', { name: 'Form stage' }).getByRole('heading', { name: 'Coffee survey' }).waitFor();
    await page.getByRole('textbox', { name: 'Tags' }).fill('drinks');
    await page.getByRole('button', { name: 'Add tag' }).click();
    await page
      .getByRole('list', { name: 'Current tags' })
      .getByRole('listitem')
      .filter({ hasText: 'drinks' })
      .waitFor();
  });

  it('adds a show rule on the Rules tab', async () => {
    await page.getByRole('navigation', { name: 'Editor' }).getByRole('link', { name: 'Rules' }).click();
    await page.waitForURL(/\/editor\/(?:new|\d+)\/rules$/);
    await page.getByText('This form has no rules yet.').waitFor();
    await page.getByRole('button', { name: 'Add New Rule' }).click();
    await page.getByLabel('If', { exact: true }).selectOption({ label: 'Favourite drink' });
    await page.getByLabel('Operator').selectOption({ label: 'is' });
    // The value is chosen from the radio's options: shown 'Coffee', stored 'coffee'.
    await page.getByLabel('Value').selectOption({ label: 'Coffee' });
    await page.getByLabel('Then').selectOption({ label: 'show' });
    // docs/product.md §B5, the then-field excludes page breaks and the if-field.
    const fields = await page.getByLabel('Field', { exact: true }).locator('option').allTextContents();
    expect(fields).not.toContain('Page Break');
    expect(fields).not.toContain('Favourite drink');
    await page.getByLabel('Field', { exact: true }).selectOption({ label: 'Long Text' });
    await page.getByRole('button', { name: 'Save Rule' }).click();
    await page.getByRole('button', { name: 'Add New Rule' }).waitFor();
    const rules = page.getByRole('list', { name: 'Rules' }).getByRole('listitem');
    expect(await rules.count()).toBe(1);
    expect(await rules.first().textContent()).toContain('If “Favourite drink” is “Coffee”, show “Long Text”');
  });

  it('saves by itself, and after a reload the form is the same in the UI and in the API', async () => {
    await page.getByRole('navigation', { name: 'Editor' }).getByRole('link', { name: 'Builder' }).click();
    // The draft saved itself a moment after the last change, so Save has nothing to do;
    // docs/product.md §B4, the first save changed the address from new to the id.
    await page
      .getByRole('status')
      .filter({ hasText: /^Saved · / })
      .waitFor();
    await page.waitForURL(/\/editor\/\d+\/builder$/);
    expect(await page.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);
    formId = Number(/\/editor\/(\d+)\//.exec(page.url())?.[1]);
    expect(formId).toBeGreaterThan(0);
    await page.getByRole('img', { name: 'Changes not published yet' }).waitFor();
    expect(await page.getByRole('button', { name: 'Preview' }).getAttribute('aria-disabled')).toBe('false');

    await page.reload();
    await stageList(page).waitFor();
    await expectOrder(order);
    await page.getByRole('heading', { level: 1, name: 'Coffee survey' }).waitFor();
    const drinks = stageItem(page, 'Favourite drink').getByRole('radio');
    expect(await drinks.count()).toBe(3);
    await stageItem(page, 'Favourite drink').getByRole('radio', { name: 'Coffee', exact: true }).waitFor();
    await page.getByRole('navigation', { name: 'Builder' }).getByRole('link', { name: 'Form Properties' }).click();
    expect(await page.getByRole('textbox', { name: 'Form title' }).inputValue()).toBe('Coffee survey');
    await page.getByRole('list', { name: 'Current tags' }).getByText('drinks').waitFor();
    await stageItem(page, 'Your name').getByRole('button', { name: 'Properties: Your name' }).click();
    expect(await page.getByRole('checkbox', { name: 'Required' }).isChecked()).toBe(true);
    expect(await page.getByRole('textbox', { name: 'Required message' }).inputValue()).toBe(
      'Please tell us your name.',
    );
    await stageItem(page, 'Favourite drink').getByRole('button', { name: 'Properties: Favourite drink' }).click();
    const options = page.getByRole('group', { name: 'Options' });
    await expect
      .poll(() =>
        options
          .getByRole('textbox', { name: /^Option \d$/ })
          .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
      )
      .toEqual(['Tea', 'Coffee', 'Water']);
    await options.getByText('Stored as “coffee”').waitFor();
    await page.getByRole('navigation', { name: 'Editor' }).getByRole('link', { name: 'Rules' }).click();
    await page
      .getByRole('list', { name: 'Rules' })
      .getByText('If “Favourite drink” is “Coffee”, show “Long Text”')
      .waitFor();

    // The same, as the server keeps it.
    const form = await savedForm();
    expect(form.title).toBe('Coffee survey');
    expect(form.props.tags).toEqual(['drinks']);
    const { elements } = form.props;
    expect(elements).toHaveLength(ELEMENT_NAMES.length);
    expect(new Set(elements.map((element) => element.type)).size).toBe(ELEMENT_NAMES.length);
    const byLabel = (label: string) => elements.find((element) => element.label === label);
    const name = byLabel('Your name');
    const drink = byLabel('Favourite drink');
    const why = elements.find((element) => element.type === 'TextArea');
    expect(name).toMatchObject({ type: 'TextBox', required: true, requiredText: 'Please tell us your name.' });
    expect(drink).toMatchObject({ type: 'Radio', options: ['Tea', 'Coffee##coffee', 'Water'] });
    expect(elements.findIndex((element) => element.type === 'Header')).toBe(order.indexOf('Header'));
    expect(elements.findIndex((element) => element.type === 'TextBox')).toBe(order.indexOf('Your name'));
    expect(elements.at(-1)?.type).toBe('Button');
    expect(form.props.rules).toHaveLength(1);
    expect(form.props.rules[0]).toMatchObject({
      type: 'showHide',
      if: { field: drink?.id, operator: 'equals', value: 'coffee' },
      then: { command: 'show', field: why?.id },
    });
  });

  it('publishes, previews the draft, and shows the form at its public address', async () => {
    await page.getByRole('navigation', { name: 'Editor' }).getByRole('link', { name: 'Builder' }).click();
    await stageList(page).waitFor();
    const marker = page.getByRole('img', { name: 'Changes not published yet' });
    await marker.waitFor();
    await page.getByRole('button', { name: 'Publish' }).click();
    await marker.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Publish', exact: true }).waitFor();
    // 'Your form is live', with the link to copy or open and the embed code.
    const live = page.getByRole('dialog', { name: 'Your form is live' });
    const { uuid: liveUuid } = await savedForm();
    expect(await live.getByRole('textbox', { name: 'Form link' }).inputValue()).toBe(
      `${app.url}/form/view/${liveUuid}`,
    );
    expect(await live.getByRole('link', { name: 'Open' }).getAttribute('href')).toBe(
      `${app.url}/form/view/${liveUuid}`,
    );
    expect(await live.getByRole('textbox', { name: 'Embed code' }).inputValue()).toContain(`${app.url}/embed.js`);
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
    await live.getByRole('button', { name: 'Done' }).click();
    await live.waitFor({ state: 'detached' });
    await page.getByText('Published', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Preview' }).click();
    await page.waitForURL(`${app.url}/editor/${formId}/preview`);
    await page
      .frameLocator('iframe[title="Preview of your form"]')
      .getByRole('heading', { name: 'Coffee survey' })
      .waitFor();
    await page.getByRole('link', { name: 'BACK', exact: true }).click();
    await page.waitForURL(`${app.url}/editor/${formId}/builder`);

    const { uuid } = await savedForm();
    const visitor = await context.newPage();
    await visitor.goto(`${app.url}/form/view/${uuid}`);
    await visitor.getByRole('heading', { name: 'Coffee survey' }).waitFor();
    await visitor.getByLabel('Your name').waitFor();
    // The rule works there: the Long Text shows once Coffee is chosen.
    await visitor.locator('form.fb-form:not(.fb-no-js)').waitFor({ state: 'attached' });
    const why = visitor.getByRole('textbox', { name: 'Long Text' });
    expect(await why.isVisible()).toBe(false);
    await visitor.getByRole('radio', { name: 'Coffee' }).check();
    await why.waitFor();
    await visitor.close();
  });

  it('undoes and redoes an added element with Ctrl+Z and Ctrl+Shift+Z', async () => {
    await stageList(page).waitFor();
    await paletteItem(page, 'Separator').focus();
    await page.keyboard.press('Enter');
    // A second separator, before the trailing submit button.
    const withSeparator = [...order.slice(0, -1), 'Separator', 'Submit Button'];
    await expectOrder(withSeparator);
    await page.keyboard.press('Control+z');
    await expectOrder(order);
    expect(await page.getByRole('button', { name: 'Redo' }).isEnabled()).toBe(true);
    await page.keyboard.press('Control+Shift+Z');
    await expectOrder(withSeparator);
    expect(await page.getByRole('button', { name: 'Redo' }).isEnabled()).toBe(false);
    // It stays: the draft saves itself.
    order = withSeparator;
  });

  it('asks before leaving with unsaved changes: Cancel and Escape stay, Discard leaves', async () => {
    const dialog = page.getByRole('dialog', { name: 'Unsaved Changes' });
    const back = page.getByRole('link', { name: 'Back to Forms' });
    const separators = async () =>
      (await savedForm()).props.elements.filter((element) => element.type === 'Separator').length;
    // The undo test's separator saved itself.
    await page
      .getByRole('status')
      .filter({ hasText: /^Saved · / })
      .waitFor();
    const saved = await separators();
    const onStage = () => stageList(page).getByRole('listitem', { name: 'Separator', exact: true }).count();

    // A change, and straight away back: the autosave has not run yet, so the dialogue asks,
    // and while it asks nothing saves (a release waits the full delay again).
    await stageItem(page, 'Separator').first().getByRole('button', { name: 'Clone: Separator' }).click();
    await back.click();
    await dialog.getByText('Are you sure you want to discard changes?').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(page.url()).toBe(`${app.url}/editor/${formId}/builder`);

    await back.click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(page.url()).toBe(`${app.url}/editor/${formId}/builder`);
    // The change is still there.
    expect(await onStage()).toBe(saved + 1);

    await back.click();
    await dialog.getByRole('button', { name: 'Discard' }).click();
    await page.waitForURL(`${app.url}/forms`);
    // Discarded: the saved form is as it was.
    expect(await separators()).toBe(saved);
  });

  it('has no accessibility violations on the builder, the question properties and the rules', async () => {
    await page.goto(`${app.url}/editor/${formId}/builder`);
    await expectOrder(order);
    await settled(page);
    await page.screenshot({ path: path.join(shots, 'builder.png') });
    expect(await axeViolations(page)).toEqual([]);

    await stageItem(page, 'Favourite drink').getByRole('button', { name: 'Properties: Favourite drink' }).click();
    await page.getByRole('toolbar', { name: 'Formatting' }).first().waitFor();
    await settled(page);
    await page.screenshot({ path: path.join(shots, 'properties.png') });
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('navigation', { name: 'Editor' }).getByRole('link', { name: 'Rules' }).click();
    await page.getByRole('list', { name: 'Rules' }).waitFor();
    await page.getByRole('button', { name: 'Add New Rule' }).click();
    await page.getByLabel('If', { exact: true }).selectOption({ label: 'Favourite drink' });
    await page.getByLabel('Operator').selectOption({ label: 'is' });
    await settled(page);
    await page.screenshot({ path: path.join(shots, 'rules.png') });
    expect(await axeViolations(page)).toEqual([]);
  });
});
