import { describe, expect, it } from 'vitest';
import type { ParsedOption } from '../options';
import type { Element } from '../schemas/element';
import { answerFormatter } from './answer-format';
import { createElement, elementRegistry } from './registry';

// A question set to a dataset stores the item's value ('CA') and is read by its display
// ('California') wherever an owner reads answers; every other question as its type formats it.

const usStates: ParsedOption[] = [
  { value: 'CA', display: 'California' },
  { value: 'NY', display: 'New York' },
];
const lookup = (name: string) => ({ usStates })[name];

describe('answerFormatter', () => {
  it("reads a dataset question's values by the dataset's display texts, never its stale options", () => {
    const state: Element = { ...createElement('Dropdown', 1), hasDataset: true, dataset: 'usStates' };
    expect(answerFormatter(state, lookup)('CA')).toBe('California');
    const states: Element = { ...createElement('Checkbox', 2), hasDataset: true, dataset: 'usStates' };
    expect(answerFormatter(states, lookup)(['NY', 'CA', ' '])).toBe('New York, California');
    // A value the dataset no longer has is shown as kept.
    expect(answerFormatter(state, lookup)('ZZ')).toBe('ZZ');
  });

  it("formats every other question exactly as its type's formatter does", () => {
    const cases: [Element, unknown][] = [
      [{ ...createElement('Radio', 3), options: ['Yes##yes', 'No##no', 'Again##yes'] }, 'yes'],
      [createElement('Radio', 4), 'Option 2'],
      [{ ...createElement('Checkbox', 5), options: ['A##a', 'B##b'] }, ['a', 'b', 'c']],
      [createElement('Name', 6), { firstName: 'Marie', lastName: 'Curie' }],
      [createElement('RatingScale', 7), 4],
      [createElement('NetPromoterScore', 8), '9'],
      [createElement('TextBox', 9), 'hello'],
    ];
    for (const [element, answer] of cases)
      expect(answerFormatter(element, lookup)(answer)).toBe(elementRegistry[element.type].format(element, answer));
  });
});
