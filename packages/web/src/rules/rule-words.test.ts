import { createElement } from '@formbuilder/core';
import type { Element, Rule } from '@formbuilder/core';
import { describe, expect, it } from 'vitest';
import { operatorLabel, ruleSentence } from './rule-words';

const elements: Element[] = [
  { ...createElement('Radio', 1), label: '<p>How did you hear about us?</p>', options: ['Friend', 'Other##other'] },
  { ...createElement('TextArea', 2), label: '<p>Tell us <strong>more</strong></p>' },
  { ...createElement('Checkbox', 3), label: 'Pets', options: ['Cat##cat', 'Dog##dog'] },
  { ...createElement('Date', 4), label: 'Arrival' },
  { ...createElement('Number', 5), label: 'Guests' },
  { ...createElement('TextBox', 6), label: 'Please tell us, in as much detail as you like, why you are writing' },
  { ...createElement('File', 7), label: 'CV' },
];

const rule = (
  field: number,
  operator: Rule['if']['operator'],
  value: string | null,
  command: Rule['then']['command'],
  target: number,
  fieldLink = false,
): Rule => ({
  id: 1,
  type: 'showHide',
  if: { field, operator, value },
  then: { command, field: target },
  fieldLink,
});

describe('rule sentences', () => {
  it('reads a rule as a sentence with the question labels, without their HTML, and the option shown', () => {
    expect(ruleSentence(rule(1, 'equals', 'other', 'show', 2), elements)).toBe(
      'If “How did you hear about us?” is “Other”, show “Tell us more”',
    );
    expect(ruleSentence(rule(3, 'notEquals', 'dog', 'hide', 2), elements)).toBe(
      'If “Pets” does not include “Dog”, hide “Tell us more”',
    );
    expect(ruleSentence(rule(4, 'greaterThan', '2026-12-24', 'show', 5), elements)).toBe(
      'If “Arrival” is after “2026-12-24”, show “Guests”',
    );
    expect(ruleSentence(rule(5, 'lessThan', '3', 'hide', 4), elements)).toBe(
      'If “Guests” is less than “3”, hide “Arrival”',
    );
    expect(ruleSentence(rule(7, 'isFilled', null, 'show', 2), elements)).toBe(
      'If “CV” has a file, show “Tell us more”',
    );
    expect(ruleSentence(rule(2, 'isEmpty', null, 'hide', 1), elements)).toBe(
      'If “Tell us more” is empty, hide “How did you hear about us?”',
    );
  });

  it('cuts long labels, names another question for a linked value, and a deleted question as such', () => {
    expect(ruleSentence(rule(6, 'contains', 'refund', 'show', 2), elements)).toBe(
      'If “Please tell us, in as much detail a...” contains “refund”, show “Tell us more”',
    );
    expect(ruleSentence(rule(5, 'equals', '4', 'show', 2, true), elements)).toBe(
      'If “Guests” is the answer to “Arrival”, show “Tell us more”',
    );
    expect(ruleSentence(rule(99, 'equals', 'x', 'show', 2), elements)).toBe(
      'If “Deleted Question” is “x”, show “Tell us more”',
    );
  });

  it('words operators for the kind of answer', () => {
    expect(operatorLabel('equals', 'Radio')).toBe('is');
    expect(operatorLabel('equals', 'Checkbox')).toBe('includes');
    expect(operatorLabel('lessThan', 'DateTime')).toBe('is before');
    expect(operatorLabel('lessThan', 'RatingScale')).toBe('is less than');
    expect(operatorLabel('isEmpty', undefined)).toBe('is empty');
  });
});
