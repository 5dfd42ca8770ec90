import { answerList, isBlank, toNumber } from '../elements/answers';
import { getElementBehaviour } from '../elements/behaviours';
import { autoPageBreakPerPage, type FormPage } from '../pages';
import { evaluateOperator } from '../rules/operators';
import type { Answers, Element } from '../schemas/element';
import { evaluateFormula, parseFormula, type FormulaNode, type FormulaReference } from './formula';
import type { Condition, ConditionGroup, Ending, FormLogic, Operand, PageKey, Variable, VariableUpdate } from './types';

// The one evaluator of a form's logic (docs/product.md, "Logic"), run by the builder's preview,
// the visitor's script and the server alike. Everything here is a function of the answers: the
// path a visitor takes, the calculated values and the ending follow from what they answered, so
// the server recomputes them from the submission and trusts nothing the browser worked out.

export type VariableValues = Record<string, number | string>;

/** What the logic reads besides the form: the answers so far and the page's URL parameters. */
export interface LogicContext {
  elements: readonly Element[];
  pages: readonly FormPage[];
  logic: FormLogic;
  answers: Answers;
  params: Readonly<Record<string, string>>;
  /** Questions the show/hide rules hide: a page that shows nothing is passed by. */
  hidden?: ReadonlySet<number>;
}

/** Each page's key: 0 for the first, then the id of the Page Break that opens it (negative page numbers when pages are made automatically). */
export function pageKeys(
  elements: readonly Element[],
  pages: readonly FormPage[],
  autoPageBreak?: Parameters<typeof autoPageBreakPerPage>[0],
): PageKey[] {
  const breaks = elements.filter((element) => element.type === 'PageBreak').map((element) => element.id);
  const manual = autoPageBreakPerPage(autoPageBreak) === null;
  return pages.map((_, index) => (index === 0 ? 0 : manual ? (breaks[index - 1] ?? -(index + 1)) : -(index + 1)));
}

/** Parsed formulas, kept per text: an answer change re-evaluates without parsing again. */
const parsedFormulas = new Map<string, FormulaNode | null>();
function formulaOf(text: string): FormulaNode | null {
  let node = parsedFormulas.get(text);
  if (node === undefined) {
    try {
      node = parseFormula(text);
    } catch {
      // Stored logic is checked on save (schemas/logic.ts): an unreadable formula counts as 0.
      node = null;
    }
    if (parsedFormulas.size > 1000) parsedFormulas.clear();
    parsedFormulas.set(text, node);
  }
  return node;
}

/** The summed scores of the option(s) chosen for a question (0 when nothing scored is chosen). */
export function scoreOf(logic: FormLogic, question: number, answer: unknown): number {
  const scores = logic.scores[String(question)];
  if (!scores) return 0;
  return (answerList(answer) ?? []).reduce((sum, value) => sum + (scores[value] ?? 0), 0);
}

interface Reader {
  answer: (question: number) => unknown;
  /** The calculated values; worked out on first use, as most jumps read answers only. */
  variable: (id: string) => number | string | undefined;
}

function operandValue(operand: Operand, logic: FormLogic, read: Reader): number | string {
  switch (operand.kind) {
    case 'number':
    case 'text':
      return operand.value;
    case 'answer': {
      const answer = read.answer(operand.question);
      return toNumber(answer) ?? (isBlank(answer) ? '' : (answerList(answer)?.join(', ') ?? ''));
    }
    case 'score':
      return scoreOf(logic, operand.question, read.answer(operand.question));
    case 'variable':
      return read.variable(operand.variable) ?? 0;
    case 'formula': {
      const node = formulaOf(operand.formula);
      if (!node) return 0;
      return evaluateFormula(node, (reference: FormulaReference) => {
        if (reference.kind === 'var') return toNumber(read.variable(reference.variable)) ?? 0;
        const answer = read.answer(reference.question);
        return reference.kind === 'score' ? scoreOf(logic, reference.question, answer) : (toNumber(answer) ?? 0);
      });
    }
  }
}

function applyUpdate(
  variable: Variable,
  current: number | string,
  update: VariableUpdate,
  value: number | string,
): number | string {
  if (variable.kind === 'text') {
    const text = typeof value === 'number' ? String(value) : value;
    if (update.action === 'set') return text;
    return update.action === 'add' ? `${String(current)}${text}` : current;
  }
  const number = toNumber(value) ?? 0;
  const base = toNumber(current) ?? 0;
  switch (update.action) {
    case 'set':
      return number;
    case 'add':
      return base + number;
    case 'subtract':
      return base - number;
    case 'multiply':
      return base * number;
    case 'divide':
      return number === 0 ? base : base / number;
  }
}

/** Each form's questions by id, made once per list of elements (a condition looks one up per answer change). */
const elementMaps = new WeakMap<readonly Element[], Map<number, Element>>();
function elementById(elements: readonly Element[], id: number): Element | undefined {
  let byId = elementMaps.get(elements);
  if (!byId) {
    byId = new Map(elements.map((element) => [element.id, element]));
    elementMaps.set(elements, byId);
  }
  return byId.get(id);
}

/** Whether one condition holds against the answers, the URL parameters and the values so far. */
export function conditionHolds(
  condition: Condition,
  context: Pick<LogicContext, 'elements' | 'params'>,
  read: Reader,
): boolean {
  const { source } = condition;
  let value: unknown;
  let filled: boolean;
  if (source.kind === 'answer') {
    value = read.answer(source.question);
    const element = elementById(context.elements, source.question);
    const behaviour = element ? getElementBehaviour(element.type) : undefined;
    filled = element && behaviour ? behaviour.isFilled(element, value) : !isBlank(value);
  } else {
    value = source.kind === 'param' ? context.params[source.name] : read.variable(source.variable);
    filled = !isBlank(value);
  }
  return evaluateOperator(condition.operator, value, condition.value, filled);
}

/** A group holds when all (or any) of its conditions do; a group without conditions always holds. */
export function groupHolds(
  group: ConditionGroup,
  context: Pick<LogicContext, 'elements' | 'params'>,
  read: Reader,
): boolean {
  if (group.conditions.length === 0) return true;
  const check = (condition: Condition) => conditionHolds(condition, context, read);
  return group.match === 'any' ? group.conditions.some(check) : group.conditions.every(check);
}

/** The calculated values from the answers given: each starts at its initial value, then every update runs in order. */
export function computeVariables(
  context: Pick<LogicContext, 'elements' | 'params' | 'logic'>,
  answers: Answers,
): VariableValues {
  const { logic } = context;
  const variables: VariableValues = {};
  for (const variable of logic.variables) variables[variable.id] = variable.initial;
  const read: Reader = { answer: (question) => answers[String(question)], variable: (id) => variables[id] };
  const byId = new Map(logic.variables.map((variable) => [variable.id, variable]));
  for (const update of logic.updates) {
    const variable = byId.get(update.variable);
    if (!variable || !groupHolds(update, context, read)) continue;
    variables[variable.id] = applyUpdate(
      variable,
      variables[variable.id] ?? variable.initial,
      update,
      operandValue(update.operand, logic, read),
    );
  }
  return variables;
}

export interface LogicOutcome {
  /** The 1-based pages visited, in order. */
  path: number[];
  /** The ending reached (by a jump or by its conditions); null when the form has none of its own. */
  ending: Ending | null;
  /** The answers of the questions on the pages visited; the rest are dropped. */
  answers: Record<string, unknown>;
  variables: VariableValues;
}

/** What following a form needs of its pages, worked out once per form (the arrays stay the same between answer changes). */
interface PageIndex {
  keys: PageKey[];
  /** 1-based page number by key. */
  numberOf: Map<PageKey, number>;
  /** Each page's question ids as answer keys. */
  answerKeys: string[][];
  /** Every question placed on a page. */
  placed: Set<string>;
}
const pageIndexes = new WeakMap<readonly FormPage[], PageIndex>();
function pageIndex(elements: readonly Element[], pages: readonly FormPage[]): PageIndex {
  let index = pageIndexes.get(pages);
  if (!index) {
    const keys = pageKeys(elements, pages);
    const answerKeys = pages.map((page) => page.elements.map((element) => String(element.id)));
    index = {
      keys,
      numberOf: new Map(keys.map((key, at) => [key, at + 1])),
      answerKeys,
      placed: new Set(answerKeys.flat()),
    };
    pageIndexes.set(pages, index);
  }
  return index;
}

/** Adds a page's answers to those kept. */
function keepPage(kept: Record<string, unknown>, keys: readonly string[] | undefined, answers: Answers): void {
  for (const key of keys ?? []) if (Object.hasOwn(answers, key)) kept[key] = answers[key];
}

/** Answers of questions on no page (URL parameters, hidden values): they always travel. */
function unplacedAnswers(placed: ReadonlySet<string>, answers: Answers): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const key of Object.keys(answers)) if (!placed.has(key)) kept[key] = answers[key];
  return kept;
}

/** The ending chosen at the end of the path: the first whose conditions hold; the last is the default. */
export function chooseEnding(
  context: Pick<LogicContext, 'elements' | 'params' | 'logic'>,
  answers: Answers,
  variables: VariableValues,
): Ending | null {
  const { endings } = context.logic;
  const read: Reader = { answer: (question) => answers[String(question)], variable: (id) => variables[id] };
  const chosen = endings.slice(0, -1).find((ending) => groupHolds(ending, context, read));
  return chosen ?? endings.at(-1) ?? null;
}

/**
 * Follows the form from its first page: after each page the first of its jumps that holds
 * leads on (to a page or an ending), otherwise the next page. A jump back to a page already on the
 * path would loop for ever with the same answers, so it is passed over (the builder warns of it);
 * a page that shows nothing is passed through. Stops at `until` when given (the page the visitor
 * is on), else at the end.
 */
export function followLogic(context: LogicContext, until?: number): LogicOutcome {
  const { pages, logic, answers } = context;
  const { keys, numberOf, answerKeys, placed } = pageIndex(context.elements, pages);
  const count = pages.length;
  const path: number[] = [];
  const seen = new Set<number>();
  // The answers of the pages taken so far, grown page by page.
  const soFar = unplacedAnswers(placed, answers);
  let current = 1;
  while (count > 0) {
    path.push(current);
    seen.add(current);
    keepPage(soFar, answerKeys[current - 1], answers);
    if (current === until) break;
    let variables: VariableValues | undefined;
    const valuesNow = () => (variables ??= computeVariables(context, soFar));
    const read: Reader = { answer: (question) => soFar[String(question)], variable: (id) => valuesNow()[id] };
    const key = keys[current - 1];
    let next = current + 1;
    for (const jump of logic.jumps) {
      if (jump.from !== key || !groupHolds(jump, context, read)) continue;
      if (jump.to.kind === 'ending') {
        const ending =
          logic.endings.find((candidate) => candidate.id === (jump.to as { ending: string }).ending) ?? null;
        if (ending) return { path, ending, answers: soFar, variables: valuesNow() };
        continue;
      }
      const target = numberOf.get(jump.to.page);
      if (target === undefined || seen.has(target)) continue;
      next = target;
      break;
    }
    // A page whose every question the rules hide is passed through (the last page, with Submit, never is).
    while (
      next < count &&
      context.hidden &&
      !(pages[next - 1]?.elements.some((element) => !context.hidden?.has(element.id)) ?? false)
    ) {
      if (seen.has(next)) break;
      next += 1;
    }
    if (next > count || seen.has(next)) break;
    current = next;
  }
  const variables = computeVariables(context, soFar);
  return { path, ending: chooseEnding(context, soFar, variables), answers: soFar, variables };
}

/** Where Next leads from page `current`: a page number, or 'end' when the form is done (Submit). */
export function nextStep(context: LogicContext, current: number): number | 'end' {
  const outcome = followLogic(context);
  const at = outcome.path.indexOf(current);
  if (at === -1) return Math.min(current + 1, context.pages.length);
  return outcome.path[at + 1] ?? 'end';
}

/** Where Previous leads from page `current`: back along the path taken. */
export function previousStep(context: LogicContext, current: number): number {
  const { path } = followLogic(context, current);
  return path.at(-1) === current ? (path.at(-2) ?? 1) : Math.max(current - 1, 1);
}
