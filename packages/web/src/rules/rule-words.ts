import { elementName, optionDisplay, ruleValueChoices } from '@formbuilder/core';
import type { Element, Rule, RuleCommand, RuleOperator } from '@formbuilder/core';

// The words of the rule builder (spec: builder §3, the 12 operators and 2 commands).
export const OPERATOR_LABELS: Record<RuleOperator, string> = {
  equals: 'is equal to',
  greaterThan: 'is greater than',
  lessThan: 'is less than',
  notEquals: 'is not equal to',
  contains: 'contains',
  notContains: 'does not contain',
  startsWith: 'starts with',
  notStartsWith: 'does not start with',
  endsWith: 'ends with',
  notEndsWith: 'does not end with',
  isEmpty: 'is empty',
  isFilled: 'is filled',
};

export const COMMAND_LABELS: Record<RuleCommand, string> = { show: 'show', hide: 'hide' };

/** The value as the owner reads it: an option's display text, another question's name, or the text. */
function valueText(rule: Rule, ifElement: Element | undefined, elements: readonly Element[]): string {
  const { value } = rule.if;
  if (value === undefined || value === null || value === '') return '';
  if (rule.fieldLink === true) return `the answer to ${elementName(elements.find((element) => String(element.id) === String(value)))}`;
  const choices = ifElement ? ruleValueChoices(ifElement) : null;
  return `"${choices ? optionDisplay(choices, String(value)) : String(value)}"`;
}

/**
 * A rule in one line, e.g. 'If Email is equal to "a@b.c" then show Phone'.
 * Question names are truncated to 35 characters (spec: app-shell §9, core's elementName).
 */
export function ruleSummary(rule: Rule, elements: readonly Element[]): string {
  const ifElement = elements.find((element) => element.id === rule.if.field);
  const thenElement = elements.find((element) => element.id === rule.then.field);
  const value = valueText(rule, ifElement, elements);
  const condition = [elementName(ifElement), OPERATOR_LABELS[rule.if.operator], value].filter((part) => part !== '').join(' ');
  return `If ${condition} then ${COMMAND_LABELS[rule.then.command]} ${elementName(thenElement)}`;
}
