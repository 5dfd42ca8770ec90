// @vitest-environment jsdom
import { formPropsSchema, type Element } from '@formbuilder/core';
import { describe, expect, it } from 'vitest';
import { FormView } from './form-view';
import { makeElement, one, ssr } from './testing';

// A multi-page form says where the visitor is, in words and as a bar they name.
const form = (elements: Element[]) => ({ title: 'Survey', props: formPropsSchema.parse({ elements }) });
const threePages = form([
  makeElement('TextBox', 1),
  makeElement('PageBreak', 2),
  makeElement('Email', 3),
  makeElement('PageBreak', 4),
  makeElement('NetPromoterScore', 5),
  makeElement('Button', 6),
]);

describe('step progress', () => {
  it('opens each page of a multi-page form with its step and a labelled progress bar', () => {
    const root = ssr(<FormView form={threePages} mode="renderer" />);
    const pages = [...root.querySelectorAll('section.fb-page')];
    expect(pages.map((page) => one(page, '.fb-progress p').textContent)).toEqual([
      'Step 1 of 3',
      'Step 2 of 3',
      'Step 3 of 3',
    ]);
    const bar = one<HTMLProgressElement>(pages[1]!, 'progress');
    expect([bar.value, bar.max]).toEqual([2, 3]);
    expect(
      document.body.appendChild(root).querySelector(`#${bar.getAttribute('aria-labelledby') ?? ''}`)?.textContent,
    ).toBe('Step 2 of 3');
    root.remove();
  });

  it('shows only the current page’s step in the preview', () => {
    const root = ssr(<FormView form={threePages} mode="viewer" currentPage={3} />);
    const shown = [...root.querySelectorAll('section.fb-page:not([hidden]) .fb-progress p')].map(
      (text) => text.textContent,
    );
    expect(shown).toEqual(['Step 3 of 3']);
  });

  it('draws no progress on a single-page form, nor on the builder stage', () => {
    const single = form([makeElement('TextBox', 1), makeElement('Button', 2)]);
    expect(ssr(<FormView form={single} mode="renderer" />).querySelector('.fb-progress, progress')).toBeNull();
    expect(ssr(<FormView form={threePages} mode="builder" />).querySelector('.fb-progress, progress')).toBeNull();
  });
});
