import { describe, expect, it } from 'vitest';
import { splitPages } from '../pages';
import type { Element } from '../schemas/element';
import { computeVariables, followLogic, nextStep, pageKeys, previousStep, scoreOf, type LogicContext } from './engine';
import { EMPTY_LOGIC, type FormLogic } from './types';

const q = (id: number, type: Element['type'] = 'TextBox', extra: Partial<Element> = {}): Element => ({
  id,
  type,
  label: `Q${String(id)}`,
  ...extra,
});
const pageBreak = (id: number): Element => ({ id, type: 'PageBreak' });
const context = (
  elements: Element[],
  logic: Partial<FormLogic>,
  answers: Record<string, unknown> = {},
  params: Record<string, string> = {},
): LogicContext => ({
  elements,
  pages: splitPages(elements),
  logic: { ...EMPTY_LOGIC, ...logic },
  answers,
  params,
});

// A quiz: two scored questions on two pages, then "Passed" or "Try again" by the total.
const quiz = [
  q(1, 'Radio', { options: ['Paris##paris', 'Lyon##lyon'] }),
  pageBreak(2),
  q(3, 'Checkbox', { options: ['2##two', '3##three', '4##four'] }),
];
const quizLogic: Partial<FormLogic> = {
  variables: [{ id: 'score', name: 'Score', kind: 'number', initial: 0 }],
  scores: { '1': { paris: 5 }, '3': { two: 3, three: 3, four: -2 } },
  updates: [
    {
      id: 'u1',
      variable: 'score',
      action: 'add',
      operand: { kind: 'score', question: 1 },
      match: 'all',
      conditions: [],
    },
    {
      id: 'u2',
      variable: 'score',
      action: 'add',
      operand: { kind: 'score', question: 3 },
      match: 'all',
      conditions: [],
    },
  ],
  endings: [
    {
      id: 'passed',
      name: 'Passed',
      kind: 'thanks',
      text: 'Passed with {{var:score}}',
      match: 'all',
      conditions: [{ source: { kind: 'variable', variable: 'score' }, operator: 'greaterThan', value: 7 }],
    },
    { id: 'again', name: 'Try again', kind: 'thanks', text: 'Try again', match: 'all', conditions: [] },
  ],
};

// A quote: page 1 asks the name and the kind of job; a small job jumps past page 2 (the details) to page 3.
const quote = [
  q(1),
  q(2, 'Radio', { options: ['Small##small', 'Large##large'] }),
  pageBreak(10),
  q(3, 'Number', { required: true }),
  pageBreak(20),
  q(4, 'Number'),
];
const quoteLogic: Partial<FormLogic> = {
  jumps: [
    {
      id: 'j1',
      from: 0,
      to: { kind: 'page', page: 20 },
      match: 'all',
      conditions: [{ source: { kind: 'answer', question: 2 }, operator: 'equals', value: 'small' }],
    },
  ],
  variables: [{ id: 'price', name: 'Price', kind: 'number', initial: 100 }],
  updates: [
    {
      id: 'u1',
      variable: 'price',
      action: 'set',
      operand: { kind: 'formula', formula: '100 + {answer:3} * 20 + {answer:4} * 5' },
      match: 'all',
      conditions: [],
    },
  ],
};

describe('a form’s logic', () => {
  it('names pages by the Page Break that opens them, the first as 0', () => {
    expect(pageKeys(quote, splitPages(quote))).toEqual([0, 10, 20]);
    expect(
      pageKeys([q(1), q(2)], splitPages([q(1), q(2)], { active: true, elemPerPage: 1 }), {
        active: true,
        elemPerPage: 1,
      }),
    ).toEqual([0, -2]);
  });

  it('sums the scores of the options chosen', () => {
    const logic = { ...EMPTY_LOGIC, ...quizLogic };
    expect(scoreOf(logic, 3, ['two', 'three'])).toBe(6);
    expect(scoreOf(logic, 3, 'four')).toBe(-2);
    expect(scoreOf(logic, 1, undefined)).toBe(0);
    expect(scoreOf(logic, 9, 'x')).toBe(0);
  });

  it('ends a quiz on “Passed” or “Try again” by the total of its scores', () => {
    const passed = followLogic(context(quiz, quizLogic, { '1': 'paris', '3': ['two', 'three'] }));
    expect(passed.variables).toEqual({ score: 11 });
    expect(passed.ending?.name).toBe('Passed');
    expect(passed.path).toEqual([1, 2]);
    const failed = followLogic(context(quiz, quizLogic, { '1': 'lyon', '3': ['two', 'four'] }));
    expect(failed.variables).toEqual({ score: 1 });
    expect(failed.ending?.name).toBe('Try again');
  });

  it('jumps past a page when its conditions hold, and drops the answers of the page skipped', () => {
    const small = followLogic(context(quote, quoteLogic, { '1': 'Ada', '2': 'small', '3': '9', '4': '2' }));
    expect(small.path).toEqual([1, 3]);
    expect(small.answers).toEqual({ '1': 'Ada', '2': 'small', '4': '2' });
    // The price is worked out from the answers kept only: page 2's 9 is gone.
    expect(small.variables).toEqual({ price: 110 });
    const large = followLogic(context(quote, quoteLogic, { '1': 'Ada', '2': 'large', '3': '2', '4': '2' }));
    expect(large.path).toEqual([1, 2, 3]);
    expect(large.variables).toEqual({ price: 150 });
  });

  it('moves Next along the jumps and Previous back along the path taken', () => {
    const small = context(quote, quoteLogic, { '2': 'small' });
    expect(nextStep(small, 1)).toBe(3);
    expect(nextStep(small, 3)).toBe('end');
    expect(previousStep(small, 3)).toBe(1);
    const large = context(quote, quoteLogic, { '2': 'large' });
    expect(nextStep(large, 1)).toBe(2);
    expect(previousStep(large, 3)).toBe(2);
    expect(previousStep(large, 1)).toBe(1);
  });

  it('goes straight to an ending, and reads URL parameters and values in conditions', () => {
    const elements = [q(1), pageBreak(2), q(3)];
    const logic: Partial<FormLogic> = {
      variables: [{ id: 'vip', name: 'VIP', kind: 'text', initial: '' }],
      updates: [
        {
          id: 'u',
          variable: 'vip',
          action: 'set',
          operand: { kind: 'text', value: 'yes' },
          match: 'all',
          conditions: [{ source: { kind: 'param', name: 'ref' }, operator: 'equals', value: 'partner' }],
        },
      ],
      jumps: [
        {
          id: 'j',
          from: 0,
          to: { kind: 'ending', ending: 'fast' },
          match: 'any',
          conditions: [{ source: { kind: 'variable', variable: 'vip' }, operator: 'equals', value: 'yes' }],
        },
      ],
      endings: [
        {
          id: 'fast',
          name: 'Fast lane',
          kind: 'redirect',
          url: 'https://example.com/vip',
          match: 'all',
          conditions: [{ source: { kind: 'answer', question: 1 }, operator: 'isEmpty' }],
        },
        { id: 'default', name: 'Thanks', kind: 'thanks', text: 'Thanks', match: 'all', conditions: [] },
      ],
    };
    const partner = followLogic(context(elements, logic, { '1': 'x', '3': 'y' }, { ref: 'partner' }));
    expect(partner.ending?.id).toBe('fast');
    expect(partner.path).toEqual([1]);
    expect(partner.answers).toEqual({ '1': 'x' });
    expect(nextStep(context(elements, logic, {}, { ref: 'partner' }), 1)).toBe('end');
    // Without the parameter the jump does not hold; at the end "Fast lane" does not either (1 is filled).
    const visitor = followLogic(context(elements, logic, { '1': 'x' }));
    expect(visitor.path).toEqual([1, 2]);
    expect(visitor.ending?.id).toBe('default');
  });

  it('never loops: a jump back to a page already taken is passed over', () => {
    const elements = [q(1), pageBreak(2), q(3), pageBreak(4), q(5)];
    const logic: Partial<FormLogic> = {
      jumps: [{ id: 'back', from: 2, to: { kind: 'page', page: 0 }, match: 'all', conditions: [] }],
    };
    expect(followLogic(context(elements, logic)).path).toEqual([1, 2, 3]);
  });

  it('passes through a page whose questions the rules hide', () => {
    const elements = [q(1), pageBreak(2), q(3), pageBreak(4), q(5)];
    const outcome = followLogic({ ...context(elements, {}), hidden: new Set([3]) });
    expect(outcome.path).toEqual([1, 3]);
  });

  it('runs updates in order, each action on numbers and text', () => {
    const logic: Partial<FormLogic> = {
      variables: [
        { id: 'n', name: 'N', kind: 'number', initial: 10 },
        { id: 't', name: 'T', kind: 'text', initial: 'a' },
      ],
      updates: [
        {
          id: '1',
          variable: 'n',
          action: 'add',
          operand: { kind: 'answer', question: 1 },
          match: 'all',
          conditions: [],
        },
        {
          id: '2',
          variable: 'n',
          action: 'multiply',
          operand: { kind: 'number', value: 3 },
          match: 'all',
          conditions: [],
        },
        {
          id: '3',
          variable: 'n',
          action: 'subtract',
          operand: { kind: 'number', value: 6 },
          match: 'all',
          conditions: [],
        },
        {
          id: '4',
          variable: 'n',
          action: 'divide',
          operand: { kind: 'number', value: 0 },
          match: 'all',
          conditions: [],
        },
        {
          id: '5',
          variable: 'n',
          action: 'divide',
          operand: { kind: 'number', value: 4 },
          match: 'all',
          conditions: [],
        },
        {
          id: '6',
          variable: 't',
          action: 'add',
          operand: { kind: 'answer', question: 2 },
          match: 'all',
          conditions: [],
        },
        {
          id: '7',
          variable: 't',
          action: 'add',
          operand: { kind: 'variable', variable: 'n' },
          match: 'all',
          conditions: [],
        },
        {
          id: '8',
          variable: 'n',
          action: 'set',
          operand: { kind: 'number', value: 0 },
          match: 'all',
          conditions: [{ source: { kind: 'answer', question: 1 }, operator: 'greaterThan', value: 100 }],
        },
      ],
    };
    const context_ = { elements: [q(1, 'Number'), q(2)], params: {}, logic: { ...EMPTY_LOGIC, ...logic } };
    expect(computeVariables(context_, { '1': '2', '2': 'b' })).toEqual({ n: 7.5, t: 'ab7.5' });
  });
});
