import { toNumber } from '../elements/answers';
import type { FormPage } from '../pages';
import type { Answers, Element } from '../schemas/element';
import type { Rule } from '../schemas/rule';
import { activeRules, evaluateVisibility } from './visibility';

// A multi-page form with rules, in a browser without the page's script: the server
// takes the visitor through it a page at a time (docs/api.md, public pages), and decides what each page shows from the answers given so far, with
// the same rules the script runs.

/** The button pressed: 'next' or 'previous' (the page's Submit has no name). */
export const STEP_FIELD = '_step';
/** The page the visitor was on, a hidden field of such a page. */
export const PAGE_FIELD = '_page';

/**
 * Whether such a form goes page by page through the server: it has several pages
 * and rules in play, and no File question before its last page (a chosen file
 * cannot be carried to the next page; such a form shows every page at once).
 */
export function stepsOnServer(pages: readonly FormPage[], rules: readonly Rule[]): boolean {
  if (pages.length < 2 || activeRules(rules).length === 0) return false;
  return pages.slice(0, -1).every((page) => page.elements.every((element) => element.type !== 'File'));
}

/** The 1-based page holding each element. */
const pageOfIds = (pages: readonly FormPage[]): Map<number, number> =>
  new Map(pages.flatMap((page) => page.elements.map((element): [number, number] => [element.id, page.pageNumber])));

/**
 * Targets whose rules cannot be settled while pages `from` onwards are unanswered:
 * a rule reading a question on those pages (or one not on any page). Drawn as the
 * form draws any rule's target without the script: shown, and never natively required.
 */
export function unsettledTargets(pages: readonly FormPage[], rules: readonly Rule[], from: number): Set<number> {
  const pageOf = pageOfIds(pages);
  const unsettled = new Set<number>();
  for (const rule of activeRules(rules)) {
    const linked = rule.fieldLink === true ? toNumber(rule.if.value) : null;
    const read = linked === null ? [rule.if.field] : [rule.if.field, linked];
    if (read.some((id) => (pageOf.get(id) ?? from) >= from)) unsettled.add(rule.then.field);
  }
  return unsettled;
}

/**
 * What the rules hide on a page drawn from the answers so far, when pages `from`
 * onwards are still to be answered (1 when every page is drawn at once, which then
 * hides nothing a rule could still show).
 */
export function hiddenFromAnswers(
  elements: readonly Element[],
  pages: readonly FormPage[],
  rules: readonly Rule[],
  answers: Answers,
  from: number,
): Set<number> {
  const hidden = evaluateVisibility(elements, rules, answers);
  for (const id of unsettledTargets(pages, rules, from)) hidden.delete(id);
  return hidden;
}

/**
 * The page a visitor moves to from page `current`: the next or
 * previous one that shows something, as the visitor's script moves; the last page,
 * which holds Submit, is always reachable, and so is the first.
 */
export function stepTarget(
  pages: readonly FormPage[],
  hidden: ReadonlySet<number>,
  current: number,
  direction: 'next' | 'previous',
): number {
  const count = pages.length;
  const skipped = (page: number) => !pages[page - 1]?.elements.some((element) => !hidden.has(element.id));
  if (direction === 'next') {
    let target = Math.min(current + 1, count);
    while (target < count && skipped(target)) target += 1;
    return target;
  }
  let target = Math.max(current - 1, 1);
  while (target > 1 && skipped(target)) target -= 1;
  return target;
}
