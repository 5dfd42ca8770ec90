import { describe, expect, it } from 'vitest';
import { RULE_OPERATORS } from '../schemas/rule';
import { evaluateOperator } from './operators';

const test = (operator: (typeof RULE_OPERATORS)[number], answer: unknown, value: unknown, filled = true) =>
  evaluateOperator(operator, answer, value, filled);

describe('rule operators (docs/product.md §B3)', () => {
  it('are the twelve of the product', () => {
    expect(RULE_OPERATORS).toEqual([
      'equals',
      'greaterThan',
      'lessThan',
      'notEquals',
      'contains',
      'notContains',
      'startsWith',
      'notStartsWith',
      'endsWith',
      'notEndsWith',
      'isEmpty',
      'isFilled',
    ]);
  });

  it('equals / notEquals compare text exactly and numbers as numbers', () => {
    expect(test('equals', 'Yes', 'Yes')).toBe(true);
    expect(test('equals', 'Yes', 'yes')).toBe(false);
    expect(test('equals', 5, '5.0')).toBe(true);
    expect(test('notEquals', 'No', 'Yes')).toBe(true);
    expect(test('notEquals', 'Yes', 'Yes')).toBe(false);
  });

  it('greaterThan / lessThan compare numbers and dates', () => {
    expect(test('greaterThan', '10', 9)).toBe(true);
    expect(test('greaterThan', 9, '10')).toBe(false);
    expect(test('lessThan', 2, 3)).toBe(true);
    expect(test('lessThan', '2024-01-01', '2024-06-01')).toBe(true);
    expect(test('greaterThan', 'abc', 3)).toBe(false);
    expect(test('lessThan', undefined, 3)).toBe(false);
  });

  it('contains / notContains', () => {
    expect(test('contains', 'hello world', 'lo w')).toBe(true);
    expect(test('notContains', 'hello world', 'xyz')).toBe(true);
    expect(test('notContains', 'hello world', 'world')).toBe(false);
  });

  it('startsWith / notStartsWith / endsWith / notEndsWith', () => {
    expect(test('startsWith', 'Paris', 'Pa')).toBe(true);
    expect(test('notStartsWith', 'Paris', 'Pa')).toBe(false);
    expect(test('endsWith', 'Paris', 'is')).toBe(true);
    expect(test('notEndsWith', 'Paris', 'on')).toBe(true);
  });

  it("isEmpty / isFilled follow the element's own filled verdict", () => {
    expect(test('isEmpty', '', undefined, false)).toBe(true);
    expect(test('isFilled', '', undefined, false)).toBe(false);
    expect(test('isFilled', 'x', undefined, true)).toBe(true);
    expect(test('isEmpty', 'x', undefined, true)).toBe(false);
  });

  it('on a list answer, a positive operator holds when any item does', () => {
    const checked = ['Red', 'Blue'];
    expect(test('equals', checked, 'Blue')).toBe(true);
    expect(test('notEquals', checked, 'Blue')).toBe(false);
    expect(test('notEquals', checked, 'Green')).toBe(true);
    expect(test('contains', checked, 'lu')).toBe(true);
    expect(test('startsWith', checked, 'R')).toBe(true);
    expect(test('notEndsWith', checked, 'ed')).toBe(false);
    expect(test('equals', [], 'Red')).toBe(false);
  });
});
