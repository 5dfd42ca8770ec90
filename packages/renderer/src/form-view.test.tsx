import { renderToString } from 'react-dom/server';
// @vitest-environment jsdom
import { formPropsSchema, type Element } from '@formbuilder/core';
import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormView, UNDECIDED_NOTE } from './form-view';
import { makeElement, one, ssr } from './testing';

const form = (elements: Element[], extra: Record<string, unknown> = {}) => ({
  title: 'Survey',
  props: formPropsSchema.parse({ elements, ...extra }),
});

const navTexts = (page: globalThis.Element) =>
  [...page.querySelectorAll('.fb-page-nav button')].map((button) => [
    button.getAttribute('data-action') ?? 'submit',
    button.textContent,
  ]);

const manual = form([
  makeElement('TextBox', 1, { required: true }),
  makeElement('PageBreak', 2, { nextButtonText: 'Onwards', previousButtonText: 'Back', submitButtonText: 'Send it' }),
  makeElement('Radio', 3, { options: ['A##a', 'B##b'] }),
  makeElement('Button', 4, { buttonText: 'Go' }),
]);

describe('FormView in renderer mode', () => {
  it('is a plain multipart POST form with the title and hidden fields', () => {
    const root = ssr(
      <FormView
        form={manual}
        mode="renderer"
        action="/form/view/abc"
        hiddenFields={{ idempotencyKey: 'k1', website: '' }}
      />,
    );
    const element = one<HTMLFormElement>(root, 'form');
    expect(element.getAttribute('method')).toBe('post');
    expect(element.getAttribute('action')).toBe('/form/view/abc');
    expect(element.getAttribute('enctype')).toBe('multipart/form-data');
    expect(element.hasAttribute('novalidate')).toBe(false);
    expect(element.className).toBe('fb-form fb-no-js');
    expect(one(root, 'h1').textContent).toBe('Survey');
    expect(one<HTMLInputElement>(root, 'input[name=idempotencyKey]').value).toBe('k1');
    expect(one<HTMLInputElement>(root, 'input[name=website]').type).toBe('hidden');
  });

  it('splits pages at PageBreak with its button texts, every page visible without currentPage', () => {
    const root = ssr(<FormView form={manual} mode="renderer" />);
    const pages = [...root.querySelectorAll('section.fb-page')];
    expect(pages.map((page) => page.getAttribute('data-page'))).toEqual(['1', '2']);
    expect(pages.every((page) => !page.hasAttribute('hidden'))).toBe(true);
    expect(navTexts(pages[0]!)).toEqual([['next', 'Onwards']]);
    expect(navTexts(pages[1]!)).toEqual([
      ['previous', 'Back'],
      // core's splitPages: the last page submits with the last page break's text, not the Button's
      ['submit', 'Send it'],
    ]);
    expect(pages[0]!.querySelector('[data-action=next]')?.hasAttribute('data-js-only')).toBe(true);
    expect(one(pages[1]!, 'button[type=submit]').hasAttribute('data-js-only')).toBe(false);
    // the Button element becomes the navigation's submit, not a second button
    expect(root.querySelectorAll('button[type=submit]')).toHaveLength(1);
  });

  it('with rules, shows the first page alone and lets Next and Previous post the move to the server', () => {
    const rules = [
      {
        id: 1,
        type: 'showHide',
        if: { field: 3, operator: 'equals', value: 'a' },
        then: { command: 'show', field: 5 },
      },
    ];
    const stepped = form([...manual.props.elements.slice(0, 3), makeElement('TextBox', 5), makeElement('Button', 4)], {
      rules,
    });
    const root = ssr(<FormView form={stepped} mode="renderer" />);
    const pages = [...root.querySelectorAll('section.fb-page')];
    expect(pages.map((page) => page.hasAttribute('hidden'))).toEqual([false, true]);
    expect(one<HTMLInputElement>(root, 'input[name=_page]').value).toBe('1');
    // The no-script styles for every page at once stay off it.
    expect(one(root, 'form').hasAttribute('data-steps')).toBe(true);
    const next = one<HTMLButtonElement>(pages[0]!, '[data-action=next]');
    expect([next.type, next.name, next.value, next.formNoValidate, next.hasAttribute('data-js-only')]).toEqual([
      'submit',
      '_step',
      'next',
      true,
      false,
    ]);
    const previous = one<HTMLButtonElement>(pages[1]!, '[data-action=previous]');
    expect([previous.type, previous.name, previous.value]).toEqual(['submit', '_step', 'previous']);

    // The rule reads page 2: without the script its target shows there, and says its answer may not be kept.
    const onSecond = ssr(<FormView form={stepped} mode="renderer" currentPage={2} />);
    expect(one(onSecond, 'section[data-page="2"] .fb-undecided-note').textContent).toBe(UNDECIDED_NOTE);
    expect(root.querySelector('.fb-undecided-note')).toBeNull();
    expect(
      ssr(<FormView form={stepped} mode="viewer" currentPage={2} />).querySelector('.fb-undecided-note'),
    ).toBeNull();

    const second = ssr(<FormView form={stepped} mode="renderer" currentPage={2} hiddenElementIds={new Set([5])} />);
    expect(second.querySelector('.fb-undecided-note')).toBeNull();
    expect([...second.querySelectorAll('section.fb-page')].map((page) => page.hasAttribute('hidden'))).toEqual([
      true,
      false,
    ]);
    expect(one<HTMLInputElement>(second, 'input[name=_page]').value).toBe('2');
    // A File question before the last page cannot go from page to page: every page shows.
    const withFile = form([makeElement('File', 6), ...stepped.props.elements], { rules });
    const all = ssr(<FormView form={withFile} mode="renderer" />);
    expect([...all.querySelectorAll('section.fb-page')].map((page) => page.hasAttribute('hidden'))).toEqual([
      false,
      false,
    ]);
    expect(all.querySelector('input[name=_page]')).toBeNull();
    expect(one(all, 'form').hasAttribute('data-steps')).toBe(false);
  });

  it('hides the pages other than currentPage when it is given', () => {
    const root = ssr(<FormView form={manual} mode="renderer" currentPage={2} />);
    const pages = [...root.querySelectorAll('section.fb-page')];
    expect(pages.map((page) => page.hasAttribute('hidden'))).toEqual([true, false]);
  });

  it('splits by autoPageBreak with its texts (docs/product.md §B3 and §B4)', () => {
    const auto = form(
      [makeElement('TextBox', 1), makeElement('TextBox', 2), makeElement('TextBox', 3), makeElement('Button', 4)],
      {
        autoPageBreak: {
          active: true,
          elemPerPage: 1,
          nextButtonText: 'More',
          prevButtonText: 'Less',
          submitButtonText: 'Done',
        },
      },
    );
    const pages = [...ssr(<FormView form={auto} mode="renderer" />).querySelectorAll('section.fb-page')];
    expect(pages).toHaveLength(3);
    expect(pages.map(navTexts)).toEqual([
      [['next', 'More']],
      [
        ['previous', 'Less'],
        ['next', 'More'],
      ],
      [
        ['previous', 'Less'],
        ['submit', 'Done'],
      ],
    ]);
    expect(pages.map((page) => page.querySelector('input')?.name)).toEqual(['q_1', 'q_2', 'q_3']);
  });

  it('shows a one-page form with the Button text as its submit', () => {
    const root = ssr(
      <FormView
        form={form([makeElement('TextBox', 1), makeElement('Button', 2, { buttonText: 'Go' })])}
        mode="renderer"
      />,
    );
    expect(root.querySelectorAll('section.fb-page')).toHaveLength(1);
    expect(navTexts(one(root, 'section'))).toEqual([['submit', 'Go']]);
  });

  it('redisplays answers and errors, hides rule-hidden elements and shows the form error', () => {
    const root = ssr(
      <FormView
        form={manual}
        mode="renderer"
        answers={{ '1': 'hello', '3': 'b' }}
        errors={{ '1': 'Too short' }}
        hiddenElementIds={new Set([3])}
        formError="Please correct the answers below."
      />,
    );
    expect(one<HTMLInputElement>(root, 'input[name=q_1]').value).toBe('hello');
    expect(one(root, '#q_1-error').textContent).toBe('Too short');
    expect(one<HTMLInputElement>(root, 'input[value=b]').checked).toBe(true);
    expect(one(root, '[data-element-id="3"]').hasAttribute('hidden')).toBe(true);
    expect(one(root, '[data-element-id="1"]').hasAttribute('hidden')).toBe(false);
    const alert = one(root, '.fb-form-error');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toBe('Please correct the answers below.');
  });

  it("sets the theme colour, the form's own winning", () => {
    const coloured = form([makeElement('TextBox', 1)], { design: { theme: 'gleam', colour: '#ff5722' } });
    const element = one(ssr(<FormView form={coloured} mode="renderer" />), 'form');
    expect(element.style.getPropertyValue('--fb-colour')).toBe('#ff5722');
    expect(one(ssr(<FormView form={manual} mode="renderer" />), 'form').style.getPropertyValue('--fb-colour')).toBe(
      '#2196F3',
    );
  });
});

describe('FormView in viewer and builder modes', () => {
  it('viewer: navigation asks for the neighbouring page', () => {
    const onNavigate = vi.fn();
    const view = render(<FormView form={manual} mode="viewer" currentPage={1} onNavigate={onNavigate} />);
    expect(view.container.querySelector('form')?.className).toBe('fb-form');
    fireEvent.click(view.getByRole('button', { name: 'Onwards' }));
    expect(onNavigate).toHaveBeenCalledWith(2);
  });

  it('builder: every element in order, page breaks drawn, nothing named', () => {
    const root = ssr(<FormView form={manual} mode="builder" />);
    expect(root.querySelector('form')).toBeNull();
    expect([...root.querySelectorAll('.fb-element')].map((node) => node.getAttribute('data-type'))).toEqual([
      'TextBox',
      'PageBreak',
      'Radio',
      'Button',
    ]);
    expect(root.querySelector('[name]')).toBeNull();
  });
});

describe('questions that rules show or hide, without the script', () => {
  it('are never natively required, but keep data-required for the script', () => {
    const html = renderToString(
      <FormView
        mode="renderer"
        form={{
          title: 'Rules',
          props: {
            elements: [
              { id: 1, type: 'Radio', label: 'Colour', options: ['Red', 'Other'], required: true },
              { id: 2, type: 'TextBox', label: 'Which?', required: true },
              { id: 3, type: 'Button', buttonText: 'Send' },
            ],
            integrations: [],
            tags: [],
            rules: [
              {
                id: 1,
                type: 'showHide',
                if: { field: 1, operator: 'equals', value: 'Other' },
                then: { command: 'show', field: 2, value: '' },
                fieldLink: false,
              },
            ],
          },
        }}
      />,
    );
    expect(html).toMatch(/<input[^>]*name="q_2"[^>]*>/);
    expect(/<input[^>]*name="q_2"[^>]*>/.exec(html)?.[0]).not.toContain('required');
    expect(html).toMatch(/data-element-id="2"[^>]*data-required="true"|data-required="true"[^>]*data-element-id="2"/);
    expect(/<input[^>]*name="q_1"[^>]*>/.exec(html)?.[0]).toContain('required');
  });
});
