// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { designSchema, type AutoPageBreak, type Design, type Element } from '@formbuilder/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderEditor, savedForm, serveForm, signIn } from '../../editor/editor-test-kit';

// docs/product.md §B4, page breaks on the stage: style by position, page numbers,
// empty pages flagged, automatic markers, manual breaks off under auto break.

const q = (id: number, label: string): Element => ({ id, type: 'TextBox', label });
const pageBreak = (id: number): Element => ({
  id,
  type: 'PageBreak',
  nextButtonText: 'Next',
  previousButtonText: 'Previous',
  submitButtonText: 'Submit',
});
const submit: Element = { id: 2, type: 'Button', buttonText: 'Send' };

async function openStage(elements: Element[], autoPageBreak?: AutoPageBreak, design?: Design) {
  signIn();
  serveForm(
    savedForm(5, (form) => {
      form.props.elements = elements;
      if (autoPageBreak) form.props.autoPageBreak = autoPageBreak;
      if (design) form.props.design = design;
    }),
  );
  renderEditor('/editor/5/builder');
  return within(await screen.findByRole('list', { name: 'Form elements' })).getAllByRole('listitem');
}

/** The page navigation a stage item draws: its page caption and its button texts. */
function marker(item: HTMLElement) {
  const bar = item.querySelector('.fb-page-break-bar');
  if (!bar) return null;
  return {
    caption: bar.querySelector('.fb-page-break-text')?.textContent,
    buttons: [...bar.querySelectorAll('button')].map((button) => button.textContent),
    empty: bar.querySelector('.fb-page-break-empty')?.textContent ?? null,
  };
}

describe('page breaks on the builder stage', () => {
  it('draws manual breaks by position: start (Next), between (Previous, Next), end (Previous, Submit) with page numbers', async () => {
    const items = await openStage([q(1, 'One'), pageBreak(3), q(4, 'Two'), pageBreak(5), q(6, 'Three'), submit]);
    const [, first, , middle, , last] = items;
    expect(first && marker(first)).toEqual({ caption: 'Page 1 of 3', buttons: ['Next'], empty: null });
    expect(middle && marker(middle)).toEqual({ caption: 'Page 2 of 3', buttons: ['Previous', 'Next'], empty: null });
    // The trailing Submit Button draws the last page's navigation, as the live page does.
    expect(last && marker(last)).toEqual({ caption: 'Page 3 of 3', buttons: ['Previous', 'Send'], empty: null });
  });

  it("shows the last page break's own Submit text on the last page, as the live page does", async () => {
    const items = await openStage([
      q(1, 'One'),
      { ...pageBreak(3), submitButtonText: 'Send my answers' },
      q(4, 'Two'),
      submit,
    ]);
    expect(items[3] && marker(items[3])).toEqual({
      caption: 'Page 2 of 2',
      buttons: ['Previous', 'Send my answers'],
      empty: null,
    });
  });

  it('flags the empty page between two adjacent breaks', async () => {
    const items = await openStage([q(1, 'One'), pageBreak(3), pageBreak(4), q(5, 'Two'), submit]);
    const [, first, second] = items;
    expect(first && marker(first)?.empty).toBeNull();
    expect(second && marker(second)).toEqual({
      caption: 'Page 2 of 3',
      buttons: ['Previous', 'Next'],
      empty: 'Empty page',
    });
  });

  it('labels automatic breaks Next, Previous and Next, Previous and Submit, and draws no manual break', async () => {
    const auto = {
      active: true,
      elemPerPage: 1,
      nextButtonText: 'Onwards',
      prevButtonText: 'Back',
      submitButtonText: 'Done',
    };
    const items = await openStage([q(1, 'One'), q(3, 'Two'), pageBreak(4), q(5, 'Three'), submit], auto);
    const [one, two, manual, three, button] = items;
    expect(one && marker(one)).toEqual({ caption: 'Page 1 of 3 · automatic', buttons: ['Onwards'], empty: null });
    expect(two && marker(two)).toEqual({
      caption: 'Page 2 of 3 · automatic',
      buttons: ['Back', 'Onwards'],
      empty: null,
    });
    expect(three && marker(three)).toBeNull();
    expect(button && marker(button)).toEqual({
      caption: 'Page 3 of 3 · automatic',
      buttons: ['Back', 'Done'],
      empty: null,
    });
    // docs/product.md §B4, the manual PageBreak is disabled while auto page break is on.
    expect(manual && marker(manual)).toBeNull();
    expect(manual?.textContent).toContain('Not used while automatic page break is on');
  });

  it('draws no page navigation on a one-page form', async () => {
    const items = await openStage([q(1, 'One'), submit]);
    expect(items.map(marker)).toEqual([null, null]);
    expect(items[1]?.textContent).toContain('Send');
  });
});

// docs/product.md, "Styling your form": the stage draws the form in its theme, dark included; the
// page breaks' bars and the 'add page' placeholder take their colours from the theme's variables
// (--fb-…), never from the app's own light surfaces alone.
describe('page breaks on the stage in the form’s theme', () => {
  const STAGE_CSS = ['stage.css', 'stage-footer.css']
    .map((file) => readFileSync(`packages/web/src/builder/stage/${file}`, 'utf8'))
    .join('\n');
  /** The app's colours made for its own light screens: a dark form must not show them. */
  const LIGHT_ONLY = /var\(--color-(bg|surface|border|muted|text|warning-bg)\)/g;

  /** The colours the stage's stylesheet gives an element: [property, value] of each rule that matches it. */
  function coloursOf(element: globalThis.Element): [string, string][] {
    const rules = [...(document.querySelector<HTMLStyleElement>('style[data-stage]')?.sheet?.cssRules ?? [])];
    return rules
      .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule && element.matches(rule.selectorText))
      .flatMap((rule) =>
        ['background', 'background-color', 'border', 'border-color', 'color'].map((property): [string, string] => [
          property,
          rule.style.getPropertyValue(property),
        ]),
      )
      .filter(([, value]) => value !== '');
  }

  /** The app's light colours a value uses other than as the fallback of a theme variable. */
  const lightOnly = (value: string) =>
    [...value.matchAll(LIGHT_ONLY)].filter((match) => !/var\(--fb-[\w-]+,\s*$/.test(value.slice(0, match.index)));

  it('colours the bars, the empty page’s included, and the add-page placeholder from the theme', async () => {
    const dark = designSchema.parse({ mode: 'dark' });
    const items = await openStage([q(1, 'One'), pageBreak(3), pageBreak(4), q(5, 'Two'), submit], undefined, dark);
    const style = document.createElement('style');
    style.dataset.stage = '';
    style.textContent = STAGE_CSS;
    document.head.append(style);
    try {
      const bars = items.flatMap((item) => [...item.querySelectorAll('.fb-page-break-bar')]);
      expect(bars.map((bar) => bar.hasAttribute('data-empty'))).toEqual([false, true, false]);
      const placeholder = screen.getByRole('button', { name: /Add page/ });
      for (const element of [...bars, placeholder]) {
        const colours = coloursOf(element);
        expect(colours.length, element.className).toBeGreaterThan(0);
        for (const [property, value] of colours)
          expect(lightOnly(value), `${element.className} ${property}: ${value}`).toEqual([]);
      }
      // Their backgrounds are shades of the form's own.
      for (const bar of bars)
        expect(
          coloursOf(bar)
            .filter(([property]) => property === 'background')
            .at(-1)?.[1],
        ).toContain('var(--fb-background');
    } finally {
      style.remove();
    }
  });
});
