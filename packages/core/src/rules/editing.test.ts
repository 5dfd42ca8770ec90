import { describe, expect, it } from 'vitest';
import { ELEMENT_TYPES } from '../element-types';
import { RULE_OPERATORS } from './names';
import type { Element } from '../schemas/element';
import type { Rule } from '../schemas/rule';
import {
  canBeIfField,
  elementName,
  ifFieldChoices,
  isRuleComplete,
  nextRuleId,
  operatorNeedsValue,
  removeRule,
  ruleAnswerKind,
  ruleOperatorsFor,
  ruleValueChoices,
  saveRule,
  thenFieldChoices,
  truncateName,
} from './editing';

const elements: Element[] = [
  { id: 1, type: 'TextBox', label: 'Name' },
  { id: 2, type: 'Header', label: 'About you' },
  { id: 3, type: 'PageBreak' },
  { id: 4, type: 'Checkbox', label: 'Pets', options: ['Cat##cat', 'Dog##dog'] },
  { id: 5, type: 'Button' },
];

const complete: Rule = {
  id: 1,
  type: 'showHide',
  if: { field: 4, operator: 'equals', value: 'cat' },
  then: { command: 'show', field: 1 },
  fieldLink: false,
};

describe('rule builder choices (docs/product.md §B5)', () => {
  it('only input elements can be if-fields', () => {
    expect(canBeIfField({ id: 1, type: 'TextBox' })).toBe(true);
    expect(canBeIfField({ id: 2, type: 'Header' })).toBe(false);
    expect(ifFieldChoices(elements).map((element) => element.id)).toEqual([1, 4]);
  });

  it('then-field choices exclude page breaks and the if-field', () => {
    expect(thenFieldChoices(elements, 4).map((element) => element.id)).toEqual([1, 2, 5]);
  });

  it('option-like if-fields offer their values', () => {
    expect(ruleValueChoices(elements[3] as Element)).toEqual([
      { display: 'Cat', value: 'cat' },
      { display: 'Dog', value: 'dog' },
    ]);
    expect(ruleValueChoices({ id: 9, type: 'NetPromoterScore' })).toHaveLength(11);
    expect(ruleValueChoices(elements[0] as Element)).toBeNull();
  });

  it('isEmpty and isFilled take no value', () => {
    expect(operatorNeedsValue('isEmpty')).toBe(false);
    expect(operatorNeedsValue('isFilled')).toBe(false);
    expect(operatorNeedsValue('contains')).toBe(true);
  });
});

describe('isRuleComplete', () => {
  it('needs if-field, operator, then-command, then-field and a value', () => {
    expect(isRuleComplete(complete)).toBe(true);
    expect(isRuleComplete({ ...complete, if: { field: null, operator: 'equals', value: 'x' } })).toBe(false);
    expect(isRuleComplete({ ...complete, if: { field: 4, operator: null, value: 'x' } })).toBe(false);
    expect(isRuleComplete({ ...complete, then: { command: null, field: 1 } })).toBe(false);
    expect(isRuleComplete({ ...complete, then: { command: 'hide' } })).toBe(false);
    expect(isRuleComplete({ ...complete, if: { field: 4, operator: 'equals', value: '' } })).toBe(false);
    expect(isRuleComplete({})).toBe(false);
  });

  it('does not need a value for isEmpty and isFilled', () => {
    expect(isRuleComplete({ ...complete, if: { field: 4, operator: 'isEmpty' } })).toBe(true);
  });
});

describe('saving rules', () => {
  it('an incomplete rule is silently not saved', () => {
    expect(saveRule([complete], { if: { field: 1 } })).toEqual([complete]);
  });

  it('a new rule gets the count plus one as id; an existing one is replaced', () => {
    const saved = saveRule([complete], { if: { field: 1, operator: 'isFilled' }, then: { command: 'hide', field: 2 } });
    expect(saved[1]).toMatchObject({ id: 2, type: 'showHide', fieldLink: false });
    const edited = saveRule(saved, { ...complete, then: { command: 'hide', field: 1 } });
    expect(edited[0]?.then.command).toBe('hide');
    expect(edited).toHaveLength(2);
  });

  it('keeps ids unique after a removal', () => {
    expect(nextRuleId([{ id: 2 }])).toBe(3);
    expect(nextRuleId([{ id: 1 }, { id: 3 }])).toBe(4);
    expect(removeRule([complete, { ...complete, id: 2, delete: true }], 1)).toEqual([]);
  });
});

describe('names in rule summaries (docs/product.md §A9)', () => {
  it('truncates to 35 characters', () => {
    expect(truncateName('a'.repeat(35))).toBe('a'.repeat(35));
    expect(truncateName('a'.repeat(36))).toBe(`${'a'.repeat(35)}...`);
    expect(truncateName('<b>Bold</b> label')).toBe('Bold label');
  });

  it('names elements by label, type name or as deleted', () => {
    expect(elementName(elements[0])).toBe('Name');
    expect(elementName({ id: 9, type: 'Phone' })).toBe('Phone');
    expect(elementName(undefined)).toBe('Deleted Question');
  });
});

describe('operators by if-field type', () => {
  it('offers no comparison for a choice, comparisons for numbers, dates and scales, text matching for text', () => {
    expect(ruleOperatorsFor('Radio')).toEqual(['equals', 'notEquals', 'isEmpty', 'isFilled']);
    expect(ruleOperatorsFor('Dropdown')).not.toContain('greaterThan');
    expect(ruleOperatorsFor('Checkbox')).toEqual(['equals', 'notEquals', 'isEmpty', 'isFilled']);
    expect(ruleOperatorsFor('Number')).toEqual([
      'equals',
      'notEquals',
      'greaterThan',
      'lessThan',
      'isEmpty',
      'isFilled',
    ]);
    expect(ruleOperatorsFor('Date')).toContain('lessThan');
    expect(ruleOperatorsFor('DateTime')).toEqual(['greaterThan', 'lessThan', 'isEmpty', 'isFilled']);
    expect(ruleOperatorsFor('RatingScale')).toContain('greaterThan');
    expect(ruleOperatorsFor('TextBox')).toEqual([
      'equals',
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
    expect(ruleOperatorsFor('TextBox')).not.toContain('greaterThan');
    expect(ruleOperatorsFor('File')).toEqual(['isEmpty', 'isFilled']);
  });

  it('knows an answer kind for exactly the types that can be if-fields, and offers all 12 operators without one', () => {
    for (const type of ELEMENT_TYPES) expect(ruleAnswerKind(type) !== null).toBe(canBeIfField({ id: 1, type }));
    expect(ruleOperatorsFor(undefined)).toEqual(RULE_OPERATORS);
    const offered = new Set(ELEMENT_TYPES.flatMap((type) => [...ruleOperatorsFor(type)]));
    expect([...offered].sort()).toEqual([...RULE_OPERATORS].sort());
  });
});
