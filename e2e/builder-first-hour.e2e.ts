import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './support/browser';
import { paletteItem, paletteNames, pasteInto, settled, stageItem, stageList } from './support/builder-stage';
import { journeyForTests } from './support/journey';

// A first hour as good as Tally's: find an element by searching the
// palette, write a choice question's options (pasting a list), and a rule that
// reads as a sentence, on a laptop and on a phone.
const shots = path.join(import.meta.dirname, 'screenshots', 'first-hour');
const VIEWPORTS = [
  { name: '1280', width: 1280, height: 800 },
  { name: '390', width: 390, height: 844 },
] as const;

describe('builder, the first hour', () => {
  const journey = journeyForTests(['owner@example.com'], 'owner@example.com', { shots });
  let page: Page;
  beforeAll(() => ({ page } = journey));

  const palette = () => page.getByRole('region', { name: 'Elements' });
  const search = () => palette().getByRole('searchbox', { name: 'Search elements' });
  const tabs = () => page.getByRole('navigation', { name: 'Builder' });

  /** A screenshot at each size, each checked with axe; back at 1280 afterwards. */
  async function lookAt(name: string) {
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      // On a phone the panel is a bottom sheet: a question's tap or 'Add element' opens it.
      if (!name.startsWith('rule')) {
        const phone = viewport.width <= 800;
        await page.waitForFunction(
          (sheet) => document.querySelector('.builder-panel')?.hasAttribute('data-sheet') === sheet,
          phone,
        );
        await settled(page);
      }
      if (viewport.width < 800 && !name.startsWith('rule') && !(await tabs().isVisible())) {
        if (/\/question\/\d+\/properties$/.test(page.url()))
          await page.locator('.stage-item[aria-current="true"] .stage-item__body').click();
        else await page.getByRole('button', { name: '+ Add element' }).click();
        await tabs().waitFor();
      }
      await settled(page);
      // The builder's tabs (not on the Rules page) stay on one row at every width.
      const tops = await tabs()
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
      if (!name.startsWith('rule')) {
        expect(new Set(tops).size, `tabs on one row at ${viewport.name}px`).toBe(1);
        // On a laptop they fit without scrolling sideways, the Question tab too.
        const overflow = await tabs().evaluate((row) => row.scrollWidth - row.clientWidth);
        if (viewport.width >= 800) expect(overflow, `tabs fit at ${viewport.name}px`).toBe(0);
      }
      await page.screenshot({
        path: path.join(shots, `palette-${name}-${viewport.name}.png`),
        fullPage: viewport.width < 800,
      });
      expect(await axeViolations(page), `${name} at ${viewport.name}px`).toEqual([]);
    }
    await page.setViewportSize(VIEWPORTS[0]);
  }

  it('finds elements by searching the palette, and adds them', async () => {
    await page.goto(`${journey.app.url}/editor/new/builder`);
    await page
      .getByRole('dialog', { name: 'Choose a template' })
      .getByRole('button', { name: 'Start from scratch' })
      .click();
    await stageList(page).waitFor();
    expect(await palette().getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'Text',
      'Choice',
      'Contact',
      'Date and time',
      'Layout',
      'Advanced',
    ]);
    expect(await paletteNames(page)).not.toContain('Submit Button');
    await lookAt('elements');

    // By description: only Location Address has a map.
    await search().fill('map');
    expect(await paletteNames(page)).toEqual(['Location Address']);
    await search().fill('signature');
    await palette().getByText('No elements match').waitFor();
    await lookAt('search-empty');
    await search().press('Escape');
    expect(await search().inputValue()).toBe('');
    expect((await paletteNames(page)).length).toBeGreaterThan(20);

    await search().fill('choice');
    expect(await paletteNames(page)).toEqual(['Single Choice', 'Multiple Choice']);
    await lookAt('search');
    await paletteItem(page, 'Single Choice').click();
    // The new question is selected with its properties open; the palette is a tab away.
    await stageItem(page, 'Single Choice').and(page.locator('[aria-current="true"]')).waitFor();
    await page.getByRole('region', { name: 'Question Properties' }).waitFor();
    await tabs().getByRole('link', { name: 'Elements' }).click();
    await search().fill('lines');
    await paletteItem(page, 'Long Text').focus();
    await page.keyboard.press('Enter');
    await stageItem(page, 'Long Text').waitFor();
  });

  it('writes the options of a choice question as a list, pasting several at once', async () => {
    await stageItem(page, 'Single Choice').getByRole('button', { name: 'Properties: Single Choice' }).click();
    const panel = page.getByRole('region', { name: 'Question Properties' });
    await panel.getByRole('heading', { name: 'Single Choice' }).waitFor();
    await panel.getByRole('textbox', { name: 'Label', exact: true }).fill('How did you hear about us?');
    await panel.getByText('How did you hear about us?', { exact: true }).waitFor();

    const options = panel.getByRole('group', { name: 'Options' });
    const texts = () =>
      options
        .getByRole('textbox', { name: /^Option \d+$/ })
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    await options.getByRole('textbox', { name: 'Option 1' }).selectText();
    await pasteInto(options.getByRole('textbox', { name: 'Option 1' }), 'A friend\nSocial media\nOther##other\n');
    await expect.poll(texts).toEqual(['A friend', 'Social media', 'Other', 'Option 2']);
    await options.getByRole('button', { name: 'Remove option 4' }).click();
    await options.getByRole('button', { name: 'Move option 2 up' }).click();
    await expect.poll(texts).toEqual(['Social media', 'A friend', 'Other']);
    await options.getByRole('button', { name: 'Add option' }).click();
    await options.getByRole('textbox', { name: 'Option 4' }).fill('Search engine');

    // The stored value of 'Other' sits under its Advanced part.
    await options.getByText('Stored as “other”').waitFor();
    await options.getByRole('button', { name: 'Advanced: stored value of option 3' }).click();
    expect(await options.getByRole('textbox', { name: 'Advanced: stored value of option 3' }).inputValue()).toBe(
      'other',
    );

    const question = stageItem(page, 'How did you hear about us?');
    await expect
      .poll(() =>
        question.getByRole('radio').evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value)),
      )
      .toEqual(['Social media', 'A friend', 'other', 'Search engine']);
    await lookAt('options');

    // The Long Text's label, for the rule.
    await stageItem(page, 'Long Text').getByRole('button', { name: 'Properties: Long Text' }).click();
    await panel.getByRole('heading', { name: 'Long Text' }).waitFor();
    await panel.getByRole('textbox', { name: 'Label', exact: true }).fill('Tell us more');
    await stageItem(page, 'Tell us more').waitFor();
  });

  it('opens each tab at its top', async () => {
    await tabs().getByRole('link', { name: 'Elements' }).click();
    const body = page.locator('.builder-panel__body');
    await body.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    expect(await body.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
    await tabs().getByRole('link', { name: 'Form Properties' }).click();
    await page.getByRole('textbox', { name: 'Form title' }).waitFor();
    expect(await body.evaluate((element) => element.scrollTop)).toBe(0);
  });

  it('writes a rule with the operators that fit the question, and reads it as a sentence', async () => {
    await page.getByRole('navigation', { name: 'Editor' }).getByRole('link', { name: 'Rules' }).click();
    await page.getByRole('button', { name: 'Add New Rule' }).click();
    const editor = page.getByRole('form', { name: 'New rule' });
    await editor.getByLabel('If', { exact: true }).selectOption({ label: 'How did you hear about us?' });
    expect(await editor.getByLabel('Operator').locator('option').allTextContents()).toEqual([
      'Choose a condition',
      'is',
      'is not',
      'is empty',
      'is filled',
    ]);
    await editor.getByLabel('Operator').selectOption({ label: 'is' });
    await editor.getByLabel('Value').selectOption({ label: 'Other' });
    await editor.getByLabel('Then').selectOption({ label: 'show' });
    await editor.getByLabel('Field', { exact: true }).selectOption({ label: 'Tell us more' });
    await editor.getByRole('button', { name: 'Save Rule' }).click();
    const rules = page.getByRole('list', { name: 'Rules' });
    await rules.getByText('If “How did you hear about us?” is “Other”, show “Tell us more”').waitFor();

    // A text question offers text matching instead.
    await page.getByRole('button', { name: 'Add New Rule' }).click();
    await editor.getByLabel('If', { exact: true }).selectOption({ label: 'Short Text' });
    const operators = await editor.getByLabel('Operator').locator('option').allTextContents();
    expect(operators).toContain('contains');
    expect(operators).not.toContain('is greater than');
    await editor.getByLabel('Operator').selectOption({ label: 'contains' });
    await editor.getByLabel('Value').fill('urgent');
    await lookAt('rule-editor');
    await editor.getByLabel('Then').selectOption({ label: 'hide' });
    await editor.getByLabel('Field', { exact: true }).selectOption({ label: 'How did you hear about us?' });
    await editor.getByRole('button', { name: 'Save Rule' }).click();
    await rules.getByText('If “Short Text” contains “urgent”, hide “How did you hear about us?”').waitFor();
    await lookAt('rules');
  });
});
