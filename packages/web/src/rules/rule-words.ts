import { elementName, optionDisplay, ruleAnswerKind, ruleValueChoices, truncateName } from '@formbuilder/core';
import type { Element, Rule, RuleAnswerKind, RuleCommand, RuleOperator } from '@formbuilder/core';
import { ENGLISH } from '../editor/english';
import type { OwnerMessageId } from '../i18n/en';
import type { Translate } from '../i18n/translate';

// The words of the rule builder (docs/product.md §B3, the 12 operators and 2
// commands), read as a sentence, in the app's language (English unless a `t` is given).
const OPERATOR_IDS = {
  equals: 'rules.operator.equals',
  greaterThan: 'rules.operator.greaterThan',
  lessThan: 'rules.operator.lessThan',
  notEquals: 'rules.operator.notEquals',
  contains: 'rules.operator.contains',
  notContains: 'rules.operator.notContains',
  startsWith: 'rules.operator.startsWith',
  notStartsWith: 'rules.operator.notStartsWith',
  endsWith: 'rules.operator.endsWith',
  notEndsWith: 'rules.operator.notEndsWith',
  isEmpty: 'rules.operator.isEmpty',
  isFilled: 'rules.operator.isFilled',
} as const satisfies Record<RuleOperator, OwnerMessageId>;

// The same operators, as they read for some kinds of answer.
const DATE_IDS = { greaterThan: 'rules.operator.after', lessThan: 'rules.operator.before' } as const;
const KIND_IDS: Partial<Record<RuleAnswerKind, Partial<Record<RuleOperator, OwnerMessageId>>>> = {
  date: DATE_IDS,
  dateTime: DATE_IDS,
  choices: { equals: 'rules.operator.includes', notEquals: 'rules.operator.notIncludes' },
  presence: { isEmpty: 'rules.operator.noFile', isFilled: 'rules.operator.hasFile' },
};

/** An operator's words for the if-field's type (a date 'is after', a Multiple Choice 'includes'). */
export function operatorLabel(
  operator: RuleOperator,
  type: Element['type'] | undefined,
  t: Translate = ENGLISH,
): string {
  const kind = type === undefined ? null : ruleAnswerKind(type);
  return t((kind === null ? undefined : KIND_IDS[kind]?.[operator]) ?? OPERATOR_IDS[operator]);
}

const COMMAND_IDS = {
  show: 'rules.command.show',
  hide: 'rules.command.hide',
} as const satisfies Record<RuleCommand, OwnerMessageId>;

/** A command's words: 'show', 'hide'. */
export const commandLabel = (command: RuleCommand, t: Translate = ENGLISH): string => t(COMMAND_IDS[command]);

/** A name or a value between the language's quotation marks: “Other”, « Autre ». */
export const quoted = (text: string, t: Translate = ENGLISH): string => t('rules.quoted', { text });

/** The value as the owner reads it: an option's text, another question's answer, or the text typed. */
function valueText(rule: Rule, ifElement: Element | undefined, elements: readonly Element[], t: Translate): string {
  const { value } = rule.if;
  if (value === undefined || value === null || value === '') return '';
  if (rule.fieldLink === true)
    return t('rules.answerTo', {
      question: quoted(elementName(elements.find((element) => String(element.id) === String(value))), t),
    });
  const choices = ifElement ? ruleValueChoices(ifElement) : null;
  return quoted(truncateName(choices ? optionDisplay(choices, String(value)) : String(value)), t);
}

/**
 * A rule as a sentence, e.g. 'If “How did you hear about us?” is “Other”,
 * show “Tell us more”'. Question labels lose their HTML and are cut to 35
 * characters (docs/product.md §A9, core's elementName).
 */
export function ruleSentence(rule: Rule, elements: readonly Element[], t: Translate = ENGLISH): string {
  const ifElement = elements.find((element) => element.id === rule.if.field);
  const thenElement = elements.find((element) => element.id === rule.then.field);
  const condition = [
    quoted(elementName(ifElement), t),
    operatorLabel(rule.if.operator, ifElement?.type, t),
    valueText(rule, ifElement, elements, t),
  ]
    .filter((part) => part !== '')
    .join(' ');
  return t('rules.sentence', {
    condition,
    command: commandLabel(rule.then.command, t),
    field: quoted(elementName(thenElement), t),
  });
}
