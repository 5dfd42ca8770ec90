import { describe, expect, it } from 'vitest';
import type { Element } from '../schemas/element';
import type { Rule, RuleCommand, RuleOperator } from '../schemas/rule';
import { validateAnswers } from './validate';
import { applyRules, evaluateVisibility } from './visibility';

const elements: Element[] = [
  { id: 1, type: 'Radio', label: 'Have a car?', options: ['Yes', 'No'], required: true },
  { id: 2, type: 'TextBox', label: 'Plate', required: true, requiredText: 'Plate please' },
  { id: 3, type: 'Email', label: 'Mail', required: true },
  { id: 4, type: 'Number', label: 'Age', maxValue: 120 },
  { id: 5, type: 'Button', buttonText: 'Submit' },
];

let nextId = 1;
const rule = (
  field: number,
  operator: RuleOperator,
  value: string | undefined,
  command: RuleCommand,
  target: number,
): Rule => ({
  id: nextId++,
  type: 'showHide',
  if: { field, operator, value },
  then: { command, field: target },
  fieldLink: false,
});

describe('evaluateVisibility', () => {
  const showPlate = rule(1, 'equals', 'Yes', 'show', 2);

  it('a show rule hides its target until the condition holds', () => {
    expect([...evaluateVisibility(elements, [showPlate], {})]).toEqual([2]);
    expect([...evaluateVisibility(elements, [showPlate], { 1: 'No' })]).toEqual([2]);
    expect([...evaluateVisibility(elements, [showPlate], { 1: 'Yes' })]).toEqual([]);
  });

  it('a hide rule hides its target while the condition holds', () => {
    const hideMail = rule(4, 'lessThan', '18', 'hide', 3);
    expect(evaluateVisibility(elements, [hideMail], { 4: 12 }).has(3)).toBe(true);
    expect(evaluateVisibility(elements, [hideMail], { 4: 30 }).has(3)).toBe(false);
    expect(evaluateVisibility(elements, [hideMail], {}).has(3)).toBe(false);
  });

  it('hide wins over show', () => {
    const rules = [showPlate, rule(4, 'isFilled', undefined, 'hide', 2)];
    expect(evaluateVisibility(elements, rules, { 1: 'Yes', 4: 3 }).has(2)).toBe(true);
  });

  it('a hidden question counts as empty for later rules', () => {
    const chain = [showPlate, rule(2, 'isFilled', undefined, 'show', 3)];
    expect([...evaluateVisibility(elements, chain, { 1: 'No', 2: 'AB-123' })].sort()).toEqual([2, 3]);
    expect([...evaluateVisibility(elements, chain, { 1: 'Yes', 2: 'AB-123' })]).toEqual([]);
  });

  it('ignores deleted and incomplete rules', () => {
    const deleted = { ...showPlate, delete: true };
    const incomplete = rule(1, 'equals', '', 'show', 2);
    expect(evaluateVisibility(elements, [deleted, incomplete], {}).size).toBe(0);
  });

  it("with fieldLink, compares with another question's answer", () => {
    const linked: Rule = { ...rule(2, 'equals', '3', 'hide', 4), fieldLink: true };
    expect(evaluateVisibility(elements, [linked], { 2: 'a@b', 3: 'a@b' }).has(4)).toBe(true);
    expect(evaluateVisibility(elements, [linked], { 2: 'a@b', 3: 'c@d' }).has(4)).toBe(false);
  });

  it('settles even when rules form a cycle', () => {
    const cycle = [rule(2, 'isFilled', undefined, 'show', 3), rule(3, 'isFilled', undefined, 'show', 2)];
    expect(() => evaluateVisibility(elements, cycle, { 2: 'x', 3: 'a@b' })).not.toThrow();
  });
});

describe('applyRules', () => {
  const rules = [rule(1, 'equals', 'Yes', 'show', 2)];

  it('drops answers of hidden and unknown questions', () => {
    const applied = applyRules(elements, rules, { 1: 'No', 2: 'AB-123', 3: 'a@b', 99: 'x' });
    expect(applied.answers).toEqual({ 1: 'No', 3: 'a@b' });
  });

  it('a hidden question is not required', () => {
    expect([...applyRules(elements, rules, { 1: 'No' }).required].sort()).toEqual([1, 3]);
    expect([...applyRules(elements, rules, { 1: 'Yes' }).required].sort()).toEqual([1, 2, 3]);
  });
});

describe('validateAnswers', () => {
  const rules = [rule(1, 'equals', 'Yes', 'show', 2)];

  it('shows requiredText for a visible required question left empty', () => {
    expect(validateAnswers(elements, rules, { 1: 'Yes', 3: 'a@b' })).toEqual({ 2: 'Plate please' });
  });

  it('falls back to "Please fill this field." without a requiredText', () => {
    expect(validateAnswers(elements, rules, { 1: 'No' })).toEqual({ 3: 'Please fill this field.' });
  });

  it('does not ask for a hidden question', () => {
    expect(validateAnswers(elements, rules, { 1: 'No', 3: 'a@b' })).toEqual({});
  });

  it("reports the element validator's message", () => {
    expect(validateAnswers(elements, rules, { 1: 'Maybe', 3: 'nope', 4: 200 })).toEqual({
      1: 'Please choose one of the options.',
      3: 'Please enter a valid e-mail address.',
      4: 'Please enter a number of at most 120.',
    });
  });

  it('checks an optional answer only when one is sent', () => {
    expect(validateAnswers(elements, [], { 1: 'No', 2: 'x', 3: 'a@b', 4: '' })).toEqual({});
  });
});
