import { describe, expect, it } from 'vitest';
import { splitPages } from '../pages';
import type { Element } from '../schemas/element';
import { logicWarnings } from './checks';
import { EMPTY_LOGIC, type FormLogic } from './types';

const q = (id: number, extra: Partial<Element> = {}): Element => ({
  id,
  type: 'TextBox',
  label: `<b>Q${String(id)}</b>`,
  ...extra,
});
const pageBreak = (id: number): Element => ({ id, type: 'PageBreak' });
// Pages: 1 (q1), 2 (q3, required), 3 (q5), 4 (q7).
const elements = [q(1), pageBreak(2), q(3, { required: true }), pageBreak(4), q(5), pageBreak(6), q(7)];
const warn = (logic: Partial<FormLogic>) => logicWarnings(elements, splitPages(elements), { ...EMPTY_LOGIC, ...logic });
const when = [{ source: { kind: 'answer' as const, question: 1 }, operator: 'equals' as const, value: 'x' }];

describe('warnings about a form’s logic', () => {
  it('says nothing of logic that holds together', () => {
    expect(warn({})).toEqual([]);
    expect(
      warn({ jumps: [{ id: 'j', from: 4, to: { kind: 'page', page: 6 }, match: 'all', conditions: when }] }),
    ).toEqual([]);
  });

  it('warns of a jump over a page with a required question', () => {
    expect(
      warn({ jumps: [{ id: 'j', from: 0, to: { kind: 'page', page: 4 }, match: 'all', conditions: when }] }),
    ).toEqual([
      {
        kind: 'skipsRequired',
        about: 'j',
        page: 2,
        message: 'The jump after page 1 skips page 2, where “Q3” is required: visitors who take it never answer it.',
      },
    ]);
  });

  it('warns of a jump back, and of pages no path reaches', () => {
    const warnings = warn({
      jumps: [
        { id: 'back', from: 4, to: { kind: 'page', page: 2 }, match: 'all', conditions: when },
        { id: 'always', from: 0, to: { kind: 'page', page: 6 }, match: 'all', conditions: [] },
      ],
    });
    expect(warnings.map((warning) => [warning.kind, warning.page])).toEqual([
      ['skipsRequired', 2],
      ['loop', 3],
      ['unreachable', 2],
      ['unreachable', 3],
    ]);
    expect(warnings.find((warning) => warning.kind === 'loop')?.message).toBe(
      'The jump after page 3 goes back to page 2: with the same answers it would go round in circles, so it is never taken.',
    );
  });

  it('warns of questions, pages, endings and values that no longer exist', () => {
    const messages = warn({
      jumps: [
        {
          id: 'a',
          from: 0,
          to: { kind: 'page', page: 99 },
          match: 'all',
          conditions: [{ source: { kind: 'answer', question: 42 }, operator: 'isFilled' }],
        },
        { id: 'b', from: 2, to: { kind: 'ending', ending: 'gone' }, match: 'all', conditions: when },
        { id: 'c', from: 77, to: { kind: 'page', page: 4 }, match: 'all', conditions: [] },
      ],
      updates: [
        {
          id: 'u',
          variable: 'total',
          action: 'add',
          operand: { kind: 'formula', formula: '{score:8} + {var:other}' },
          match: 'all',
          conditions: [],
        },
      ],
      endings: [{ id: 'e', name: 'Done', kind: 'thanks', text: 'Bye {{answer:55}}', match: 'all', conditions: [] }],
    }).map((warning) => warning.message);
    expect(messages).toEqual([
      'The jump after page 1 reads question 42, which is no longer in the form.',
      'The jump after page 1 leads to a page that no longer exists.',
      'The jump after page 2 leads to an ending that no longer exists.',
      'A jump starts after a page that no longer exists.',
      'A calculation of “total” changes a value that no longer exists.',
      'A calculation of “total” reads question 8, which is no longer in the form.',
      'A calculation of “total” reads the value “other”, which no longer exists.',
      'The ending “Done” reads question 55, which is no longer in the form.',
    ]);
  });
});
