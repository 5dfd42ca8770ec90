import { elementName, optionDisplay, ruleAnswerKind, ruleValueChoices, truncateName } from '@formbuilder/core';
import type { Element, Rule, RuleAnswerKind, RuleCommand, RuleOperator } from '@formbuilder/core';

// The words of the rule builder (docs/product.md §B3, the 12 operators and 2
// commands), read as a sentence.
export const OPERATOR_LABELS: Record<RuleOperator, string> = {
  equals: 'is',
  greaterThan: 'is greater than',
  lessThan: 'is less than',
  notEquals: 'is not',
  contains: 'contains',
  notContains: 'does not contain',
  startsWith: 'starts with',
  notStartsWith: 'does not start with',
  endsWith: 'ends with',
  notEndsWith: 'does not end with',
  isEmpty: 'is empty',
  isFilled: 'is filled',
};

// The same operators, as they read for some kinds of answer.
const KIND_LABELS: Partial<Record<RuleAnswerKind, Partial<Record<RuleOperator, string>>>> = {
  date: { greaterThan: 'is after', lessThan: 'is before' },
  dateTime: { greaterThan: 'is after', lessThan: 'is before' },
  choices: { equals: 'includes', notEquals: 'does not include' },
  presence: { isEmpty: 'has no file', isFilled: 'has a file' },
};

/** An operator's words for the if-field's type (a date 'is after', a Multiple Choice 'includes'). */
export function operatorLabel(operator: RuleOperator, type: Element['type'] | undefined): string {
  const kind = type === undefined ? null : ruleAnswerKind(type);
  return (kind === null ? undefined : KIND_LABELS[kind]?.[operator]) ?? OPERATOR_LABELS[operator];
}

export const COMMAND_LABELS: Record<RuleCommand, string> = { show: 'show', hide: 'hide' };

const quoted = (text: string): string => `“${text}”`;

/** The value as the owner reads it: an option's text, another question's answer, or the text typed. */
function valueText(rule: Rule, ifElement: Element | undefined, elements: readonly Element[]): string {
  const { value } = rule.if;
  if (value === undefined || value === null || value === '') return '';
  if (rule.fieldLink === true)
    return `the answer to ${quoted(elementName(elements.find((element) => String(element.id) === String(value))))}`;
  const choices = ifElement ? ruleValueChoices(ifElement) : null;
  return quoted(truncateName(choices ? optionDisplay(choices, String(value)) : String(value)));
}

/**
 * A rule as a sentence, e.g. 'If “How did you hear about us?” is “Other”,
 * show “Tell us more”'. Question labels lose their HTML and are cut to 35
 * characters (docs/product.md §A9, core's elementName).
 */
export function ruleSentence(rule: Rule, elements: readonly Element[]): string {
  const ifElement = elements.find((element) => element.id === rule.if.field);
  const thenElement = elements.find((element) => element.id === rule.then.field);
  const condition = [
    quoted(elementName(ifElement)),
    operatorLabel(rule.if.operator, ifElement?.type),
    valueText(rule, ifElement, elements),
  ]
    .filter((part) => part !== '')
    .join(' ');
  return `If ${condition}, ${COMMAND_LABELS[rule.then.command]} ${quoted(elementName(thenElement))}`;
}
