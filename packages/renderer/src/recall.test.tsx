// @vitest-environment jsdom
import { formPropsSchema, type Element } from '@formbuilder/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FormView } from './form-view';
import { makeElement, one, ssr } from './testing';

// docs/product.md, "Logic": how the server draws a form with logic for its visitor — `_params`,
// recalled values as span.fb-recall, Submit where the path ends — and that a form without
// logic is drawn exactly as before.

const elements: Element[] = [
  makeElement('Radio', 1, { label: 'Plan', options: ['Basic##basic', 'Pro {{param:plan}}##pro'] }),
  makeElement('TextBox', 2, { label: '<p>Name</p>', placeholder: 'e.g. {{param:plan}}' }),
  makeElement('PageBreak', 10, { nextButtonText: 'On, {{answer:2}}' }),
  makeElement('Dropdown', 3, { label: 'Size for {{answer:2}}', options: ['Big for {{answer:2}}##big', 'Small'] }),
  makeElement('PageBreak', 11),
  makeElement('TextArea', 4, { label: 'More', sublabelText: 'Plan: {{answer:1}}' }),
  makeElement('Button', 20, { buttonText: 'Send' }),
];

const jumps = {
  jumps: [
    {
      id: 'end',
      from: 0,
      to: { kind: 'ending', ending: 'bye' },
      conditions: [{ source: { kind: 'answer', question: 1 }, operator: 'equals', value: 'basic' }],
    },
  ],
  endings: [{ id: 'bye', name: 'Bye', kind: 'thanks', text: 'Bye' }],
};

const draw = (logic: unknown, extra: Record<string, unknown> = {}) =>
  renderToString(
    <FormView
      form={{ title: 'Order', props: formPropsSchema.parse({ elements, logic }) }}
      mode="renderer"
      action="/form/view/abc"
      {...extra}
    />,
  );

describe('a form with logic drawn for its visitor', () => {
  it('draws a form without logic or recalled texts as before: no _params, no recall spans, no second Submit', () => {
    const plain = elements.map(
      (element) => JSON.parse(JSON.stringify(element).replace(/\{\{(answer|param|var):[\w-]+\}\}/g, 'x')) as Element,
    );
    const drawPlain = (logic: unknown, extra: Record<string, unknown> = {}) =>
      renderToString(
        <FormView
          form={{ title: 'Order', props: formPropsSchema.parse({ elements: plain, logic }) }}
          mode="renderer"
          action="/form/view/abc"
          {...extra}
        />,
      );
    const html = drawPlain(undefined, { query: 'plan=gold', answers: { '2': 'Ada' } });
    expect(drawPlain({}, { query: 'plan=gold', answers: { '2': 'Ada' } })).toBe(html);
    expect(drawPlain(undefined, { answers: { '2': 'Ada' } })).toBe(html);
    expect(html).not.toContain('fb-recall');
    expect(html).not.toContain('_params');
    expect(html).not.toContain('data-end-submit');
    expect(html).not.toContain('data-recall');
  });

  it('fills in the recalled texts of a form without jumps, values or endings', () => {
    const html = draw(undefined, { query: 'plan=gold', answers: { '2': 'Ada' } });
    expect(html).toContain('On, <span class="fb-recall" data-recall="answer:2">Ada</span>');
    expect(html).toContain('placeholder="e.g. gold"');
    expect(html).toContain('name="_params"');
    expect(html).not.toContain('data-end-submit');
  });

  it('carries the query in _params and draws recalled values, escaped, in every kind of text', () => {
    const root = ssr(
      <FormView
        form={{ title: 'Order', props: formPropsSchema.parse({ elements, logic: jumps }) }}
        mode="renderer"
        query="plan=gold&x=1"
        answers={{ '1': 'pro', '2': '<b>Ada</b>' }}
      />,
    );
    expect(one<HTMLInputElement>(root, 'input[type="hidden"][name="_params"]').value).toBe('plan=gold&x=1');
    // Option display text (a plain Radio option), a placeholder, a button, a label and a description.
    expect(one(root, 'input[name="q_1"][value="pro"]').parentElement?.textContent).toBe('Pro gold');
    expect(one(root, '.fb-choice .fb-recall[data-recall="param:plan"]').textContent).toBe('gold');
    const input = one<HTMLInputElement>(root, '#q_2');
    expect(input.placeholder).toBe('e.g. gold');
    expect(input.getAttribute('data-recall-placeholder')).toBe('e.g. {{param:plan}}');
    const next = one(root, 'section[data-page="1"] [data-action="next"]');
    expect(next.innerHTML).toBe('On, <span class="fb-recall" data-recall="answer:2">&lt;b&gt;Ada&lt;/b&gt;</span>');
    expect(one(root, 'label[for="q_3"]').innerHTML).toContain(
      '<span class="fb-recall" data-recall="answer:2">&lt;b&gt;Ada&lt;/b&gt;</span>',
    );
    const option = one<HTMLOptionElement>(root, 'option[value="big"]');
    expect(option.textContent).toBe('Big for <b>Ada</b>');
    expect(option.getAttribute('data-recall-text')).toBe('Big for {{answer:2}}');
    expect(one(root, '#q_4-sublabel').innerHTML).toBe(
      'Plan: <span class="fb-recall" data-recall="answer:1">Pro {{param:plan}}</span>',
    );
  });

  it('without the script, takes a form with jumps page by page and shows Submit on the page where the path ends', () => {
    const ending = ssr(
      <FormView
        form={{ title: 'Order', props: formPropsSchema.parse({ elements, logic: jumps }) }}
        mode="renderer"
        answers={{ '1': 'basic' }}
        currentPage={1}
      />,
    );
    const form = one<HTMLFormElement>(ending, 'form');
    expect(form.hasAttribute('data-steps')).toBe(true);
    expect(one<HTMLInputElement>(ending, 'input[name="_page"]').value).toBe('1');
    expect(one<HTMLInputElement>(ending, 'input[name="_params"]').value).toBe('');
    const page = one(ending, 'section[data-page="1"]');
    expect(one(page, '[data-action="next"]').hidden).toBe(true);
    const submit = one<HTMLButtonElement>(page, 'button[data-end-submit]');
    expect([submit.type, submit.hidden, submit.textContent]).toEqual(['submit', false, 'Send']);
    expect(one(page, '.fb-progress p').textContent).toBe('Step 1 of 1');

    const going = ssr(
      <FormView
        form={{ title: 'Order', props: formPropsSchema.parse({ elements, logic: jumps }) }}
        mode="renderer"
        answers={{ '1': 'pro' }}
      />,
    );
    const first = one(going, 'section[data-page="1"]');
    expect(one(first, '[data-action="next"]').hidden).toBe(false);
    expect(one(first, 'button[data-end-submit]').hidden).toBe(true);
    expect(one(first, '.fb-progress p').textContent).toBe('Step 1 of 3');
  });
});
