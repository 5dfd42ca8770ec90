import { formPropsSchema, type Element } from '@formbuilder/core';
import { describe, expect, it } from 'vitest';
import { refusedView, takeStep } from './page-steps';
import type { SubmittedFields } from './submitted-fields';

// docs/product.md, "Logic": without the page's script, Next and Previous of a form with jumps
// go through the server, which picks the page along the path and keeps `_params`.

// Page 1: the plan. Basic skips page 2; None ends the form. Page 2 (break 10): a required
// company. Page 3 (break 11): the rest.
const elements: Element[] = [
  { id: 1, type: 'Radio', label: 'Plan', options: ['Basic##basic', 'Pro##pro', 'None##none'] },
  { id: 10, type: 'PageBreak' },
  { id: 2, type: 'TextBox', label: 'Company', required: true },
  { id: 11, type: 'PageBreak' },
  { id: 3, type: 'TextBox', label: 'Notes' },
  { id: 20, type: 'Button', buttonText: 'Send' },
];
const answerIs = (question: number, value: string) => ({
  source: { kind: 'answer', question },
  operator: 'equals',
  value,
});
const logic = {
  jumps: [
    { id: 'skip', from: 0, to: { kind: 'page', page: 11 }, conditions: [answerIs(1, 'basic')] },
    { id: 'stop', from: 0, to: { kind: 'ending', ending: 'bye' }, conditions: [answerIs(1, 'none')] },
    {
      id: 'campaign',
      from: 0,
      to: { kind: 'page', page: 11 },
      conditions: [{ source: { kind: 'param', name: 'utm_source' }, operator: 'equals', value: 'partner' }],
    },
  ],
  endings: [{ id: 'bye', name: 'Bye', kind: 'thanks', text: 'Bye' }],
};
const props = formPropsSchema.parse({ elements, logic });

const fields = (values: Record<string, string>): SubmittedFields => ({
  values: new Map(Object.entries(values).map(([name, value]) => [name, [value]])),
  files: [],
});

describe('Next and Previous of a form with jumps, without the script', () => {
  it('goes page by page through the server though the form has no rules, and jumps over the page the answer skips', () => {
    const view = takeStep(props, fields({ _step: 'next', _page: '1', q_1: 'basic', _params: 'utm_source=mail' }));
    expect(view?.currentPage).toBe(3);
    expect(view?.errors).toEqual({});
    expect(view?.query).toBe('utm_source=mail');
    expect(view?.answers).toEqual({ '1': 'basic' });
  });

  it('goes back along the path taken, not to the page before', () => {
    const back = takeStep(props, fields({ _step: 'previous', _page: '3', q_1: 'basic', q_3: 'x' }));
    expect(back?.currentPage).toBe(1);
    const taken = takeStep(props, fields({ _step: 'previous', _page: '3', q_1: 'pro', q_2: 'Acme' }));
    expect(taken?.currentPage).toBe(2);
  });

  it('takes every page when no jump holds, checking only the page being left', () => {
    const next = takeStep(props, fields({ _step: 'next', _page: '1', q_1: 'pro' }));
    expect(next?.currentPage).toBe(2);
    const stay = takeStep(props, fields({ _step: 'next', _page: '2', q_1: 'pro' }));
    expect(stay?.currentPage).toBe(2);
    expect(Object.keys(stay?.errors ?? {})).toEqual(['2']);
  });

  it('reads the URL parameters the page keeps in _params', () => {
    const view = takeStep(props, fields({ _step: 'next', _page: '1', q_1: 'pro', _params: 'utm_source=partner' }));
    expect(view?.currentPage).toBe(3);
    expect(view?.query).toBe('utm_source=partner');
  });

  it('treats Next on a page whose path ends there as Submit (Enter in a field)', () => {
    expect(takeStep(props, fields({ _step: 'next', _page: '1', q_1: 'none' }))).toBeNull();
  });

  it('leaves a form without logic or rules to post every page at once, and keeps no query for it', () => {
    const plain = formPropsSchema.parse({ elements });
    expect(takeStep(plain, fields({ _step: 'next', _page: '1', q_1: 'basic' }))).toBeNull();
    const rules = formPropsSchema.parse({
      elements,
      rules: [
        {
          id: 1,
          type: 'showHide',
          if: { field: 1, operator: 'equals', value: 'pro' },
          then: { command: 'show', field: 3 },
        },
      ],
    });
    const view = takeStep(rules, fields({ _step: 'next', _page: '1', q_1: 'basic', _params: 'a=b' }));
    expect(view?.currentPage).toBe(2);
    expect(view).not.toHaveProperty('query');
  });

  it('does not take a form with a File question before its last page page by page', () => {
    const withFile = formPropsSchema.parse({
      elements: [elements[0], { id: 5, type: 'File', label: 'CV' }, ...elements.slice(1)],
      logic,
    });
    expect(takeStep(withFile, fields({ _step: 'next', _page: '1', q_1: 'basic' }))).toBeNull();
  });

  it('draws a refused submission of a form with jumps at the page of its first message, keeping _params', () => {
    const view = refusedView(props, { '1': 'pro' }, { '2': 'Required' }, 'Please correct.', 'utm_source=mail');
    expect(view.currentPage).toBe(2);
    expect(view.query).toBe('utm_source=mail');
  });
});
