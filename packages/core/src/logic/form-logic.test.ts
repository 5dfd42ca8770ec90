import { describe, expect, it } from 'vitest';
import { formPropsSchema } from '../schemas/form';
import { hasJumps, logicOf, submissionOutcome } from './form-logic';

// A quote form: name on page 1, "rush?" on page 2 (skipped unless asked), price on page 3.
const props = formPropsSchema.parse({
  elements: [
    { id: 1, type: 'TextBox', label: 'Name' },
    { id: 2, type: 'Radio', label: 'Need it fast?', options: ['Yes##yes', 'No##no'] },
    { id: 3, type: 'PageBreak' },
    { id: 4, type: 'Number', label: 'Rush fee' },
    { id: 5, type: 'PageBreak' },
    { id: 6, type: 'Number', label: 'Pages' },
    { id: 7, type: 'Button' },
  ],
  logic: {
    jumps: [
      {
        id: 'skip-rush',
        from: 0,
        to: { kind: 'page', page: 5 },
        conditions: [{ source: { kind: 'answer', question: 2 }, operator: 'equals', value: 'no' }],
      },
    ],
    variables: [{ id: 'price', name: 'Price', kind: 'number', initial: 0 }],
    updates: [
      {
        id: 'u',
        variable: 'price',
        action: 'set',
        operand: { kind: 'formula', formula: '{answer:6} * 10 + {answer:4}' },
      },
    ],
    endings: [{ id: 'thanks', name: 'Thanks', kind: 'thanks', text: 'Thanks {{answer:1}}: {{var:price}}' }],
  },
});

describe('a form’s logic as the page and the server run it', () => {
  it('is read from the props, defaults filled in; none at all is no logic', () => {
    expect(logicOf(props)?.jumps[0]?.match).toBe('all');
    expect(hasJumps(props)).toBe(true);
    expect(logicOf(formPropsSchema.parse({ elements: [], logic: {} }))).toBeNull();
    expect(submissionOutcome(formPropsSchema.parse({ elements: [] }), {})).toBeNull();
  });

  it('counts a form whose texts recall an answer as having logic, so that they are filled in', () => {
    const recalling = formPropsSchema.parse({
      elements: [
        { id: 1, type: 'TextBox', label: 'Name' },
        { id: 2, type: 'TextArea', label: 'Anything else, {{answer:1}}?' },
      ],
    });
    expect(logicOf(recalling)).toEqual({ jumps: [], variables: [], updates: [], endings: [], scores: {} });
    expect(submissionOutcome(recalling, { '1': 'Ada', '2': 'No' })?.answers).toEqual({ '1': 'Ada', '2': 'No' });
    const plain = formPropsSchema.parse({ elements: [{ id: 1, type: 'TextBox', label: 'Costs {{ 2 }} euros' }] });
    expect(logicOf(plain)).toBeNull();
  });

  it('follows the jump, drops the answers of the page it skips and works out the price from what is kept', () => {
    const outcome = submissionOutcome(props, { '1': 'Ada', '2': 'no', '4': '99', '6': '3' });
    expect(outcome?.path).toEqual([1, 3]);
    expect(outcome?.answers).toEqual({ '1': 'Ada', '2': 'no', '6': '3' });
    expect(outcome?.variables).toEqual({ price: 30 });
    expect(outcome?.ending?.id).toBe('thanks');
  });

  it('takes every page when the jump does not hold', () => {
    const outcome = submissionOutcome(props, { '1': 'Ada', '2': 'yes', '4': '99', '6': '3' });
    expect(outcome?.path).toEqual([1, 2, 3]);
    expect(outcome?.variables).toEqual({ price: 129 });
  });
});
