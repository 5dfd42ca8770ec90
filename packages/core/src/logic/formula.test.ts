import { describe, expect, it } from 'vitest';
import { evaluateFormula, formulaReferences, parseFormula, type FormulaReference } from './formula';

const values: Record<string, number> = { 'answer:7': 3, 'score:3': 10, 'var:total': 4 };
const read = (reference: FormulaReference) =>
  values[reference.kind === 'var' ? `var:${reference.variable}` : `${reference.kind}:${String(reference.question)}`] ??
  0;
const run = (formula: string) => evaluateFormula(parseFormula(formula), read);

describe('formulas', () => {
  it('keeps the usual precedence, brackets and signs', () => {
    expect(run('1 + 2 * 3')).toBe(7);
    expect(run('(1 + 2) * 3')).toBe(9);
    expect(run('10 - 4 - 3')).toBe(3);
    expect(run('-2 * -(3)')).toBe(6);
    expect(run('7.5 / 2.5')).toBe(3);
  });

  it('reads answers, scores and values, an unknown one as 0', () => {
    expect(run('{score:3} + {answer:7} * 2')).toBe(16);
    expect(run('{var:total} / 2 + {answer:99}')).toBe(2);
    expect(formulaReferences(parseFormula('{score:3} + ({var:total} - {answer:7})'))).toEqual([
      { kind: 'score', question: 3 },
      { kind: 'var', variable: 'total' },
      { kind: 'answer', question: 7 },
    ]);
  });

  it('divides by zero into 0 rather than infinity', () => {
    expect(run('5 / {answer:99}')).toBe(0);
  });

  it('refuses what it cannot read, saying where', () => {
    expect(() => parseFormula('')).toThrow('The formula is empty.');
    expect(() => parseFormula('1 +')).toThrow('ends too soon');
    expect(() => parseFormula('(1 + 2')).toThrow('never closed');
    expect(() => parseFormula('2 $ 3')).toThrow('cannot read “$” at character 3');
    expect(() => parseFormula('1 2')).toThrow('goes on unexpectedly at character 3');
    expect(() => parseFormula('{answer:name}')).toThrow('must name a question by its number');
    expect(() => parseFormula('('.repeat(40) + '1' + ')'.repeat(40))).toThrow('too deeply');
    expect(() => parseFormula('1+'.repeat(300) + '1')).toThrow('500 characters at most');
  });
});
