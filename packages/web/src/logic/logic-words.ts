import {
  canBeIfField,
  elementName,
  EMPTY_LOGIC,
  optionDisplay,
  pageKeys,
  recallReferences,
  ruleValueChoices,
  splitPages,
  stripHtml,
  truncateName,
} from '@formbuilder/core';
import type {
  Condition,
  ConditionGroup,
  Element,
  ElementType,
  FormLogic,
  FormPage,
  FormProps,
  JumpTarget,
  Operand,
  PageKey,
  Variable,
  VariableAction,
} from '@formbuilder/core';
import { ENGLISH } from '../editor/english';
import type { OwnerMessageId } from '../i18n/en';
import type { Translate } from '../i18n/translate';
import { operatorLabel, quoted } from '../rules/rule-words';

// The words of the logic screen (docs/product.md, "Logic"): page names, conditions and
// calculations read as sentences, and the ids the owner never types. Words in the app's language
// (docs/product.md, "The owner app's language"): English unless a `t` is given.

export const logicOfProps = (props: Pick<FormProps, 'logic'>): FormLogic => props.logic ?? EMPTY_LOGIC;

export interface PageEntry {
  /** 0 for the first page, else the id of the Page Break opening it (core pageKeys). */
  key: PageKey;
  /** 1-based. */
  number: number;
  /** "Page 2 · What is your name?" */
  name: string;
  page: FormPage;
}

/**
 * A question's name as the owner reads it: its label cut to 35 characters (core elementName), a
 * recalled answer in it shown as "@Name" rather than its token.
 */
export function questionName(
  element: Element,
  elements: readonly Element[],
  variables: readonly Variable[] = [],
  t: Translate = ENGLISH,
) {
  const label = typeof element.label === 'string' ? element.label : '';
  if (!label.includes('{{')) return elementName(element);
  const shown = recallParts(stripHtml(label), elements, variables, t)
    .map((part) => part.text)
    .join('');
  return shown.trim() === '' ? elementName(element) : truncateName(shown);
}

/** The form's pages with their keys and names: "Page N · first question label". */
export function pageEntries(
  props: Pick<FormProps, 'elements' | 'autoPageBreak' | 'logic'>,
  t: Translate = ENGLISH,
): PageEntry[] {
  const pages = splitPages(props.elements, props.autoPageBreak);
  const keys = pageKeys(props.elements, pages, props.autoPageBreak);
  return pages.map((page, index) => {
    const first = page.elements.find(canBeIfField);
    const number = index + 1;
    return {
      key: keys[index] ?? -number,
      number,
      name: first
        ? t('logic.pageNamed', { number, question: questionName(first, props.elements, props.logic?.variables, t) })
        : t('logic.page', { number }),
      page,
    };
  });
}

/** The questions a condition or a calculation may read (those with answers). */
export const questionsOf = (elements: readonly Element[]): Element[] => elements.filter(canBeIfField);

export const CHOICE_TYPES: readonly ElementType[] = ['Radio', 'Checkbox', 'Dropdown'];
export const isChoiceQuestion = (element: Element): boolean => CHOICE_TYPES.includes(element.type);

/** An id not yet taken: `prefix1`, `prefix2`… */
export function nextId(prefix: string, taken: readonly { id: string }[]): string {
  const ids = new Set(taken.map((item) => item.id));
  let number = 1;
  while (ids.has(`${prefix}${String(number)}`)) number += 1;
  return `${prefix}${String(number)}`;
}

/**
 * A value's id, made once from its name (letters, digits and _, starting with a letter, as
 * core's schema wants) and kept when it is renamed, so recall tokens and formulas stay right.
 */
export function variableIdFrom(name: string, taken: readonly Variable[]): string {
  const base =
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^[^a-z]+/, '')
      .slice(0, 56)
      // Runs of other characters are one _ already: at most one is left at the end.
      .replace(/_$/, '') || 'value';
  const ids = new Set(taken.map((variable) => variable.id));
  if (!ids.has(base)) return base;
  let number = 2;
  while (ids.has(`${base}_${String(number)}`)) number += 1;
  return `${base}_${String(number)}`;
}

/** The element type whose operators fit a condition's source (a text parameter, a number or text value). */
export function sourceType(
  condition: Pick<Condition, 'source'>,
  elements: readonly Element[],
  variables: readonly Variable[],
): ElementType | undefined {
  const { source } = condition;
  if (source.kind === 'answer') return elements.find((element) => element.id === source.question)?.type;
  if (source.kind === 'param') return 'TextBox';
  const variable = variables.find((candidate) => candidate.id === source.variable);
  return variable?.kind === 'number' ? 'Number' : 'TextBox';
}

export const variableName = (variables: readonly Variable[], id: string, t: Translate = ENGLISH): string =>
  variables.find((variable) => variable.id === id)?.name ?? t('logic.deletedValueName', { id });

/** One condition as words: “Colour” is “Blue”, the URL parameter “plan” is “pro”, the value “Total” is greater than “10”. */
export function conditionSentence(
  condition: Condition,
  elements: readonly Element[],
  variables: readonly Variable[],
  t: Translate = ENGLISH,
): string {
  const { source, operator, value } = condition;
  const element = source.kind === 'answer' ? elements.find((candidate) => candidate.id === source.question) : undefined;
  const subject =
    source.kind === 'answer'
      ? quoted(elementName(element), t)
      : source.kind === 'param'
        ? t('logic.urlParameter', { name: quoted(source.name, t) })
        : t('logic.theValue', { name: quoted(variableName(variables, source.variable, t), t) });
  const type = sourceType(condition, elements, variables);
  let shown = value === undefined || value === null || value === '' ? '' : String(value);
  const choices = element ? ruleValueChoices(element) : null;
  if (shown !== '' && choices) shown = optionDisplay(choices, shown);
  return [subject, operatorLabel(operator, type, t), shown === '' ? '' : quoted(truncateName(shown), t)]
    .filter((part) => part !== '')
    .join(' ');
}

/** "always", or "when “A” is “x” and “B” is filled". */
export function groupSentence(
  group: ConditionGroup,
  elements: readonly Element[],
  variables: readonly Variable[],
  t: Translate = ENGLISH,
) {
  if (group.conditions.length === 0) return t('logic.always');
  const joiner = t(group.match === 'all' ? 'logic.joinAll' : 'logic.joinAny');
  const conditions = group.conditions.map((condition) => conditionSentence(condition, elements, variables, t));
  return t('logic.when', { conditions: conditions.join(joiner) });
}

export function targetName(
  target: JumpTarget,
  pages: readonly PageEntry[],
  endings: FormLogic['endings'],
  t: Translate = ENGLISH,
): string {
  if (target.kind === 'page') return pages.find((page) => page.key === target.page)?.name ?? t('logic.deletedPage');
  const ending = endings.find((candidate) => candidate.id === target.ending);
  return ending ? t('logic.theEnding', { name: quoted(ending.name, t) }) : t('logic.deletedEnding');
}

/** The words of a calculation's actions: 'Set to', 'Add'… */
export const ACTION_LABELS = {
  set: 'logic.action.set',
  add: 'logic.action.add',
  subtract: 'logic.action.subtract',
  multiply: 'logic.action.multiply',
  divide: 'logic.action.divide',
} as const satisfies Record<VariableAction, OwnerMessageId>;

/** The words of what a calculation works with, in the order offered: 'a number', 'a text'… */
export const OPERAND_LABELS = {
  number: 'logic.operand.number',
  text: 'logic.operand.text',
  answer: 'logic.operand.answer',
  score: 'logic.operand.score',
  variable: 'logic.operand.variable',
  formula: 'logic.operand.formula',
} as const satisfies Record<Operand['kind'], OwnerMessageId>;

/** What can be recalled in a text, as the `@` picker offers it. */
export interface RecallChoice {
  label: string;
  token: string;
}

export function recallChoices(
  questions: readonly Element[],
  variables: readonly Variable[],
  t: Translate = ENGLISH,
): RecallChoice[] {
  return [
    ...questions.map((element) => ({
      label: questionName(element, questions, variables, t),
      token: `{{answer:${String(element.id)}}}`,
    })),
    ...variables.map((variable) => ({
      label: t('logic.recallValue', { name: variable.name }),
      token: `{{var:${variable.id}}}`,
    })),
  ];
}

/** A part of a text: plain, or a recall token shown by name ("@Name"). */
export type RecallPart = { kind: 'text'; text: string } | { kind: 'recall'; text: string; token: string };

const TOKEN = /\{\{(?:answer|param|var):[A-Za-z0-9_-]{1,64}\}\}/g;

/** The text cut into plain parts and recall tokens, each token named as the owner knows it. */
export function recallParts(
  text: string,
  elements: readonly Element[],
  variables: readonly Variable[],
  t: Translate = ENGLISH,
): RecallPart[] {
  const parts: RecallPart[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const [reference] = recallReferences(match[0]);
    const at = match.index;
    if (!reference) continue;
    if (at > last) parts.push({ kind: 'text', text: text.slice(last, at) });
    const name =
      reference.kind === 'answer'
        ? elementName(elements.find((element) => element.id === reference.question))
        : reference.kind === 'param'
          ? reference.name
          : variableName(variables, reference.variable, t);
    parts.push({ kind: 'recall', text: `@${name}`, token: match[0] });
    last = at + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
