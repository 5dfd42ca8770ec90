import { isBlank, toNumber } from '../elements/answers';
import { getElementBehaviour } from '../elements/behaviours';
import type { Answers, Element } from '../schemas/element';
import type { Rule } from '../schemas/rule';
import { isRuleComplete } from './editing';
import { evaluateOperator } from './operators';

interface TargetState {
  hasShow: boolean;
  shown: boolean;
  hiddenByRule: boolean;
}

/** Rules that take part: complete and not marked for removal (docs/product.md §B3 and §B5). */
export function activeRules(rules: readonly Rule[]): Rule[] {
  return rules.filter((rule) => rule.delete !== true && isRuleComplete(rule));
}

function conditionHolds(rule: Rule, byId: ReadonlyMap<number, Element>, answerOf: (id: number) => unknown): boolean {
  const answer = answerOf(rule.if.field);
  // fieldLink: if.value names another element whose answer is compared
  const linkedId = rule.fieldLink === true ? toNumber(rule.if.value) : null;
  const expected = linkedId !== null && byId.has(linkedId) ? answerOf(linkedId) : rule.if.value;
  const ifElement = byId.get(rule.if.field);
  const definition = ifElement ? getElementBehaviour(ifElement.type) : undefined;
  const filled = ifElement && definition ? definition.isFilled(ifElement, answer) : !isBlank(answer);
  return evaluateOperator(rule.if.operator, answer, expected, filled);
}

function hiddenPass(
  rules: readonly Rule[],
  byId: ReadonlyMap<number, Element>,
  answers: Answers,
  hidden: ReadonlySet<number>,
): Set<number> {
  const answerOf = (id: number): unknown => (hidden.has(id) ? undefined : answers[String(id)]);
  const targets = new Map<number, TargetState>();
  for (const rule of rules) {
    const state = targets.get(rule.then.field) ?? { hasShow: false, shown: false, hiddenByRule: false };
    const holds = conditionHolds(rule, byId, answerOf);
    if (rule.then.command === 'show') {
      state.hasShow = true;
      state.shown ||= holds;
    } else {
      state.hiddenByRule ||= holds;
    }
    targets.set(rule.then.field, state);
  }
  const next = new Set<number>();
  for (const [id, state] of targets) {
    if (state.hiddenByRule || (state.hasShow && !state.shown)) next.add(id);
  }
  return next;
}

const sameSet = (a: ReadonlySet<number>, b: ReadonlySet<number>): boolean =>
  a.size === b.size && [...a].every((id) => b.has(id));

/**
 * The ids of elements the rules hide (docs/product.md §B3 commands show/hide):
 * a target of 'show' rules stays hidden until one of their conditions holds;
 * a target of a 'hide' rule is hidden while its condition holds, and hide wins
 * over show. A hidden element's answer counts as empty for other rules, so
 * chains of rules settle; the passes stop when nothing changes (bounded so a
 * rule cycle cannot loop forever).
 */
export function evaluateVisibility(
  elements: readonly Element[],
  rules: readonly Rule[],
  answers: Answers,
): Set<number> {
  const rulesInPlay = activeRules(rules);
  const byId = new Map(elements.map((element) => [element.id, element]));
  let hidden = new Set<number>();
  for (let pass = 0; pass <= rulesInPlay.length; pass += 1) {
    const next = hiddenPass(rulesInPlay, byId, answers, hidden);
    if (sameSet(next, hidden)) break;
    hidden = next;
  }
  return hidden;
}

export interface AppliedRules {
  /** Ids of the elements the rules hide. */
  hidden: Set<number>;
  /** Answers of visible input elements only; the rest are dropped. */
  answers: Record<string, unknown>;
  /** Ids of visible questions that must be filled; a hidden one is never required. */
  required: Set<number>;
}

/** Applies the rules to answers (docs/architecture.md, "Submissions and the outbox": a hidden question is not required). */
export function applyRules(elements: readonly Element[], rules: readonly Rule[], answers: Answers): AppliedRules {
  const hidden = evaluateVisibility(elements, rules, answers);
  const kept: Record<string, unknown> = {};
  const required = new Set<number>();
  for (const element of elements) {
    const definition = getElementBehaviour(element.type);
    if (hidden.has(element.id) || definition?.isInput !== true) continue;
    const key = String(element.id);
    if (Object.hasOwn(answers, key)) kept[key] = answers[key];
    if (definition.hasRequired && element.required === true) required.add(element.id);
  }
  return { hidden, answers: kept, required };
}
