import type { ElementType } from '../element-types';
import { getElementBehaviour } from '../elements/behaviours';
import { RULE_NAME_MAX_LENGTH } from '../limits';
import type { ParsedOption } from '../options';
import type { Element } from '../schemas/element';
import type { Rule, RuleDraft } from '../schemas/rule';
import { RULE_OPERATORS, VALUELESS_OPERATORS, type RuleOperator } from './names';
import { stripHtml, truncateText } from '../text';

// The rule builder's choices and checks (docs/product.md §B5, rules).

/** docs/product.md §B5, only input-type elements can be if-fields. */
export function canBeIfField(element: Element): boolean {
  return getElementBehaviour(element.type)?.isInput ?? false;
}

export function ifFieldChoices(elements: readonly Element[]): Element[] {
  return elements.filter(canBeIfField);
}

/** docs/product.md §B5, the then-field choices exclude page breaks and the if-field. */
export function thenFieldChoices(elements: readonly Element[], ifFieldId: number | null | undefined): Element[] {
  return elements.filter((element) => element.type !== 'PageBreak' && element.id !== ifFieldId);
}

/**
 * What an if-field's answer is, for the operators that make sense on it
 *: free text, a number, a date, a date and time, one option, several options, a
 * point on a scale, or only there or not (a file). Null for elements without
 * an answer. A Record, so that a new element type must say which it is.
 */
export type RuleAnswerKind = 'text' | 'number' | 'date' | 'dateTime' | 'choice' | 'choices' | 'scale' | 'presence';

const ANSWER_KINDS: Readonly<Record<ElementType, RuleAnswerKind | null>> = {
  TextBox: 'text',
  TextArea: 'text',
  Email: 'text',
  URLParam: 'text',
  Name: 'text',
  Phone: 'text',
  List: 'text',
  Address: 'text',
  LocationAddress: 'text',
  Number: 'number',
  Date: 'date',
  DateTime: 'dateTime',
  Radio: 'choice',
  Dropdown: 'choice',
  Checkbox: 'choices',
  RatingScale: 'scale',
  NetPromoterScore: 'scale',
  File: 'presence',
  Button: null,
  Header: null,
  Description: null,
  PageBreak: null,
  Separator: null,
  Image: null,
};

const PRESENCE: readonly RuleOperator[] = ['isEmpty', 'isFilled'];
const SAME: readonly RuleOperator[] = ['equals', 'notEquals'];
const ORDER: readonly RuleOperator[] = ['greaterThan', 'lessThan'];
const TEXT: readonly RuleOperator[] = [
  'contains',
  'notContains',
  'startsWith',
  'notStartsWith',
  'endsWith',
  'notEndsWith',
];

const OPERATORS_BY_KIND: Readonly<Record<RuleAnswerKind, readonly RuleOperator[]>> = {
  text: [...SAME, ...TEXT, ...PRESENCE],
  number: [...SAME, ...ORDER, ...PRESENCE],
  date: [...SAME, ...ORDER, ...PRESENCE],
  // A date-time answer is an instant in Paris time (docs/product.md §B5): compared, never equal to a typed day.
  dateTime: [...ORDER, ...PRESENCE],
  choice: [...SAME, ...PRESENCE],
  choices: [...SAME, ...PRESENCE],
  scale: [...SAME, ...ORDER, ...PRESENCE],
  presence: PRESENCE,
};

export function ruleAnswerKind(type: ElementType): RuleAnswerKind | null {
  return ANSWER_KINDS[type];
}

/**
 * The operators the rule builder offers for an if-field of this type, among
 * the 12 of docs/product.md §B3 (saved rules keep the same names): no 'greater than'
 * for a choice, comparisons for numbers, dates and scales, text matching for
 * text. Without an if-field, all 12.
 */
export function ruleOperatorsFor(type: ElementType | undefined): readonly RuleOperator[] {
  const kind = type === undefined ? null : ruleAnswerKind(type);
  return kind === null ? RULE_OPERATORS : OPERATORS_BY_KIND[kind];
}

/** docs/product.md §B5, the value input is hidden for isEmpty and isFilled. */
export function operatorNeedsValue(operator: RuleOperator): boolean {
  return !VALUELESS_OPERATORS.includes(operator);
}

/**
 * The values a rule may compare with when the if-field offers fixed answers
 * (Checkbox, Radio, NetPromoterScore, RatingScale, Dropdown; docs/product.md §B5);
 * null when the value is typed freely. With choices, fieldLink is off.
 */
export function ruleValueChoices(element: Element): ParsedOption[] | null {
  const definition = getElementBehaviour(element.type);
  return definition?.hasOptions === true ? definition.answerChoices(element) : null;
}

const isSet = (value: unknown): boolean => value !== undefined && value !== null && value !== '';

/**
 * docs/product.md §B5, a rule needs its if-field, operator, then-command and
 * then-field; the value too unless the operator is isEmpty or isFilled.
 * An incomplete rule is silently not saved.
 */
export function isRuleComplete(rule: RuleDraft): boolean {
  const operator = rule.if?.operator;
  if (!isSet(rule.if?.field) || !isSet(operator) || !isSet(rule.then?.command) || !isSet(rule.then?.field)) {
    return false;
  }
  return operator ? !operatorNeedsValue(operator) || isSet(rule.if?.value) : false;
}

/**
 * docs/product.md §B3, a rule id is the count plus one; when an earlier removal
 * left that id taken, the largest id plus one keeps ids unique.
 */
export function nextRuleId(rules: readonly Pick<Rule, 'id'>[]): number {
  const count = rules.length + 1;
  const taken = rules.some((rule) => rule.id === count);
  return taken ? Math.max(...rules.map((rule) => rule.id)) + 1 : count;
}

/** Saves a complete rule (replacing the one with its id); an incomplete one changes nothing. */
export function saveRule(rules: readonly Rule[], draft: RuleDraft): Rule[] {
  if (!isRuleComplete(draft) || !draft.if || !draft.then) return [...rules];
  const { field, operator, value } = draft.if;
  const { command, field: target, value: thenValue } = draft.then;
  if (field == null || operator == null || command == null || target == null) return [...rules];
  const rule: Rule = {
    id: draft.id ?? nextRuleId(rules),
    type: 'showHide',
    if: { field, operator, value },
    then: { command, field: target, value: thenValue },
    fieldLink: draft.fieldLink ?? false,
  };
  const exists = rules.some((item) => item.id === rule.id);
  return exists ? rules.map((item) => (item.id === rule.id ? rule : item)) : [...rules, rule];
}

/** Removes a rule, and any rule already marked with the delete flag (docs/product.md §B3). */
export function removeRule(rules: readonly Rule[], id: number): Rule[] {
  return rules.filter((rule) => rule.id !== id && rule.delete !== true);
}

/** docs/product.md §A9, names in rule summaries are truncated to 35 characters. */
export function truncateName(name: string, max: number = RULE_NAME_MAX_LENGTH): string {
  return truncateText(stripHtml(name), max);
}

/** A readable name for an element in rule summaries: its label, else its type's name. */
export function elementName(element: Element | undefined): string {
  if (!element) return 'Deleted Question';
  const label = stripHtml(element.label ?? '');
  return truncateName(label !== '' ? label : (getElementBehaviour(element.type)?.displayName ?? element.type));
}
