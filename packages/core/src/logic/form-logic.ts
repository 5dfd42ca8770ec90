import { splitPages, type FormPage } from '../pages';
import { evaluateVisibility } from '../rules/visibility';
import type { Answers, Element } from '../schemas/element';
import type { FormProps } from '../schemas/form';
import { followLogic, type LogicContext, type LogicOutcome } from './engine';
import { hasRecall } from './recall';
import { EMPTY_LOGIC, type FormLogic } from './types';

// A published form's logic as the visitor's script and the server use it (docs/product.md,
// "Logic"): the same context built the same way on both sides, so that the path, the values and
// the ending the server works out are the ones the visitor saw.

/**
 * The hidden field that carries the page's URL parameters (as a query string) with the answers:
 * conditions and recall may read them, and the server works the logic out again from the post.
 */
export const PARAMS_FIELD = '_params';

/** What of a form's props the logic reads. */
export type LogicProps = Pick<FormProps, 'elements' | 'rules' | 'autoPageBreak' | 'logic'>;

/** Whether a text the visitor sees recalls a value, worked out once per list of elements. */
const recallingElements = new WeakMap<readonly object[], boolean>();
function elementsRecall(elements: readonly object[]): boolean {
  let recalls = recallingElements.get(elements);
  if (recalls === undefined) {
    const text = JSON.stringify(elements);
    recalls = text.includes('{{') && hasRecall(text);
    recallingElements.set(elements, recalls);
  }
  return recalls;
}

/**
 * The form's logic, or null when it has none that changes anything (a form without logic runs as
 * before). A form whose texts recall an answer or a URL parameter has logic too, if only to fill
 * them in: its own, or none of jumps, values and endings.
 */
export function logicOf(props: Pick<FormProps, 'logic' | 'elements'>): FormLogic | null {
  const { logic } = props;
  if (logic) {
    const { jumps, variables, updates, endings, scores } = logic;
    const some =
      jumps.length > 0 ||
      variables.length > 0 ||
      updates.length > 0 ||
      endings.length > 0 ||
      Object.keys(scores).length > 0;
    if (some) return logic;
  }
  return elementsRecall(props.elements) ? (logic ?? EMPTY_LOGIC) : null;
}

/** Whether the form's pages follow jumps (so that Next and Previous are worked out, not counted). */
export const hasJumps = (props: Pick<FormProps, 'logic'>): boolean => (props.logic?.jumps.length ?? 0) > 0;

/**
 * The context the evaluator reads, for these answers and URL parameters; `pages` may be passed
 * in by a caller that keeps them (the evaluator caches what it works out per pages array).
 */
export function logicContext(
  props: LogicProps,
  answers: Answers,
  params: Readonly<Record<string, string>>,
  pages: readonly FormPage[] = splitPages(props.elements, props.autoPageBreak),
): LogicContext | null {
  const logic = logicOf(props);
  if (!logic) return null;
  const elements: readonly Element[] = props.elements;
  const hidden = evaluateVisibility(elements, props.rules, answers);
  return { elements, pages, logic, answers, params, hidden };
}

/**
 * Where a submission of these answers ends: the pages visited, the answers kept (those of
 * pages the path takes, plus URL parameters and other values on no page), the calculated
 * values and the ending; null for a form without logic.
 */
export function submissionOutcome(
  props: LogicProps,
  answers: Answers,
  params: Readonly<Record<string, string>> = {},
): LogicOutcome | null {
  const context = logicContext(props, answers, params);
  return context ? followLogic(context) : null;
}
