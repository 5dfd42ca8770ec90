import { answerText, flattenText, toNumber } from '../elements/answers';
import type { RuleOperator } from './names';

// docs/product.md §B3, the 12 rule operators. An answer may be text, a number or
// a list (checkbox). For a list, a positive operator holds when any item
// satisfies it, and its negation holds when no item does. Text comparison is
// exact and case-sensitive, like the option values rules usually compare.

type PositiveOperator = 'equals' | 'greaterThan' | 'lessThan' | 'contains' | 'startsWith' | 'endsWith';

const POSITIVE: readonly RuleOperator[] = ['equals', 'greaterThan', 'lessThan', 'contains', 'startsWith', 'endsWith'];
const isPositive = (operator: RuleOperator): operator is PositiveOperator => POSITIVE.includes(operator);

const NEGATIONS: Partial<Record<RuleOperator, PositiveOperator>> = {
  notEquals: 'equals',
  notContains: 'contains',
  notStartsWith: 'startsWith',
  notEndsWith: 'endsWith',
};

function items(answer: unknown): string[] {
  if (answer === undefined || answer === null) return [];
  if (Array.isArray(answer)) return answer.map((item) => flattenText(item)).filter((item) => item !== '');
  const text = answerText(answer) ?? flattenText(answer);
  return text === '' ? [] : [text];
}

/** Numbers compare as numbers, dates as dates; null when neither applies. */
function order(a: string, b: string): number | null {
  const x = toNumber(a);
  const y = toNumber(b);
  if (x !== null && y !== null) return x - y;
  const dx = Date.parse(a);
  const dy = Date.parse(b);
  return Number.isNaN(dx) || Number.isNaN(dy) ? null : dx - dy;
}

function holds(operator: PositiveOperator, item: string, expected: string): boolean {
  const a = item.trim();
  const b = expected.trim();
  switch (operator) {
    case 'equals': {
      const x = toNumber(a);
      const y = toNumber(b);
      return x !== null && y !== null ? x === y : a === b;
    }
    case 'greaterThan':
      return (order(a, b) ?? 0) > 0;
    case 'lessThan':
      return (order(a, b) ?? 0) < 0;
    case 'contains':
      return a.includes(b);
    case 'startsWith':
      return a.startsWith(b);
    case 'endsWith':
      return a.endsWith(b);
  }
}

/**
 * Whether `answer` satisfies `operator` against `expected`. `filled` is the
 * if-element's own "is filled" verdict (docs/product.md §B4), used by isEmpty/isFilled.
 */
export function evaluateOperator(operator: RuleOperator, answer: unknown, expected: unknown, filled: boolean): boolean {
  if (operator === 'isEmpty') return !filled;
  if (operator === 'isFilled') return filled;
  const negated = NEGATIONS[operator];
  const positive = negated ?? (isPositive(operator) ? operator : undefined);
  if (positive === undefined) return false;
  const expectedText = answerText(expected) ?? flattenText(expected);
  const anyHolds = items(answer).some((item) => holds(positive, item, expectedText));
  return negated === undefined ? anyHolds : !anyHolds;
}
