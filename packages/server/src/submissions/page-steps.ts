import {
  PAGE_FIELD,
  PARAMS_FIELD,
  STEP_FIELD,
  evaluateVisibility,
  hasAnswerErrors,
  hasJumps,
  hiddenFromAnswers,
  logicContext,
  logicOf,
  nextStep,
  pageIndexOf,
  previousStep,
  splitPages,
  stepTarget,
  stepsOnServerWithLogic,
  stripHtml,
  validateAnswers,
  visitorParams,
  partialSettingsOf,
  ENGLISH,
  type Answers,
  type PageWords,
  type Element,
  type FormProps,
} from '@formbuilder/core';
import { readAnswers } from './answers';
import type { SubmittedFields } from './submitted-fields';

// A multi-page form with rules or jumps, posted by a browser without the page's script: Next and
// Previous come here (core's stepsOnServerWithLogic), and the server picks the page to show and
// what the rules hide on it from the answers so far; with jumps, the page the path leads to
// (core's nextStep and previousStep, docs/product.md, "Logic"). Nothing is stored before Submit;
// every page carries the answers of the others in its hidden pages, and a form with logic the
// page's URL parameters in `_params`.

/** Whether a browser without the script goes through the form page by page on the server (core's rule, with the form's partial responses setting). */
export function stepsOnServerOf(pages: ReturnType<typeof splitPages>, props: FormProps): boolean {
  return stepsOnServerWithLogic(pages, props, partialSettingsOf(props).enabled);
}

/** How a form page is drawn again: its answers and messages, the page shown and what the rules hide there. */
export interface PageView {
  answers: Answers;
  errors: Record<string, string>;
  /** Also said at the top of the page when set. */
  formError: string | undefined;
  /** Undefined: every page shows. */
  currentPage: number | undefined;
  hiddenElementIds: Set<number>;
  /** A form with logic: the page's query string its `_params` keeps from step to step. */
  query?: string;
}

export const CORRECT_THESE = 'Please correct the highlighted questions.';

/** A question as a message names it: its label's text. */
export const questionLabel = (element: Element | undefined, words: PageWords = ENGLISH): string =>
  stripHtml(element?.label ?? '') || words.t('answer.aQuestion');

/**
 * What is said of answers the rules drop (answered questions that other answers skip),
 * since without the script the visitor saw and filled them; '' when there are none.
 */
function droppedAnswers(props: FormProps, answers: Answers, hidden: ReadonlySet<number>, words: PageWords): string {
  const labels = props.elements
    .filter((element) => hidden.has(element.id) && Object.hasOwn(answers, String(element.id)))
    .map((element) => `'${questionLabel(element, words)}'`);
  if (labels.length === 0) return '';
  return ` ${words.t('answer.dropped', { count: labels.length, labels: labels.join(', ') })}`;
}

/**
 * A Next or Previous of a page without the script, or null when this is a submission; its
 * messages in the visitor's words (docs/product.md, "Languages").
 */
export function takeStep(props: FormProps, fields: SubmittedFields, words: PageWords = ENGLISH): PageView | null {
  const direction = fields.values.get(STEP_FIELD)?.[0];
  if (direction !== 'next' && direction !== 'previous') return null;
  const pages = splitPages(props.elements, props.autoPageBreak);
  if (!stepsOnServerOf(pages, props)) return null;
  const posted = Math.trunc(Number(fields.values.get(PAGE_FIELD)?.[0]));
  const from = Number.isFinite(posted) ? Math.min(Math.max(posted, 1), pages.length) : 1;
  // Enter in a field presses the form's first submit button, a hidden page's Next: on the
  // last page it means Submit, as with the script.
  if (direction === 'next' && from === pages.length) return null;
  const { elements, rules } = props;
  const answers = readAnswers(elements, fields);
  const query = logicOf(props) === null ? undefined : (fields.values.get(PARAMS_FIELD)?.[0] ?? '');
  const path = hasJumps(props) ? logicContext(props, answers, visitorParams(query ?? ''), pages) : null;
  // The same on a page whose path ends there: it shows Submit instead of Next.
  if (direction === 'next' && path !== null && nextStep(path, from) === 'end') return null;
  const errors: Record<string, string> = {};
  if (direction === 'next') {
    // Only this page is checked, as the script checks it; the rest waits for its page or Submit.
    const onPage = new Set(pages[from - 1]?.elements.map((element) => element.id));
    for (const [id, message] of Object.entries(validateAnswers(elements, rules, answers, words)))
      if (onPage.has(Number(id))) errors[id] = message;
  }
  const stay = hasAnswerErrors(errors);
  const page = stay ? from : stepTo(pages, path, answers, from, direction, props);
  return {
    answers,
    errors,
    formError: stay
      ? `${words.t('answer.correctThese')}${droppedAnswers(props, answers, evaluateVisibility(elements, rules, answers), words)}`
      : undefined,
    currentPage: page,
    hiddenElementIds: hiddenFromAnswers(elements, pages, rules, answers, page),
    ...(query === undefined ? {} : { query }),
  };
}

/** The page Next or Previous leads to: along the path with jumps, else the next or previous page that shows something. */
function stepTo(
  pages: ReturnType<typeof splitPages>,
  path: ReturnType<typeof logicContext>,
  answers: Answers,
  from: number,
  direction: 'next' | 'previous',
  { elements, rules }: FormProps,
): number {
  if (path === null)
    return stepTarget(pages, hiddenFromAnswers(elements, pages, rules, answers, from + 1), from, direction);
  if (direction === 'previous') return previousStep(path, from);
  const next = nextStep(path, from);
  return next === 'end' ? from : next;
}

/**
 * A refused submission drawn again: page by page, the page of the first message;
 * otherwise every page. The message names the answers the rules drop.
 */
export function refusedView(
  props: FormProps,
  answers: Answers,
  errors: Record<string, string>,
  message: string,
  /** A form with logic: the posted `_params`, kept on the page drawn again. */
  query?: string,
  words: PageWords = ENGLISH,
): PageView {
  const { elements, rules } = props;
  const formError = `${message}${droppedAnswers(props, answers, evaluateVisibility(elements, rules, answers), words)}`;
  const pages = splitPages(elements, props.autoPageBreak);
  const kept = query === undefined || logicOf(props) === null ? {} : { query };
  if (!stepsOnServerOf(pages, props))
    return { answers, errors, formError, currentPage: undefined, hiddenElementIds: new Set(), ...kept };
  const first = elements.find((element) => Object.hasOwn(errors, String(element.id)));
  const page = first === undefined ? pages.length : pageIndexOf(pages, first.id) + 1 || pages.length;
  return {
    answers,
    errors,
    formError,
    currentPage: page,
    hiddenElementIds: hiddenFromAnswers(elements, pages, rules, answers, page),
    ...kept,
  };
}

/** Hidden fields a page posted without the script carries: whether the visit gave a first answer, and the furthest page it reached. */
export const BEGAN_FIELD = '_began';
export const REACHED_FIELD = '_reached';

/** What a step without the script adds to the statistics' funnel (responses/progress.ts), and the fields that remember it. */
export interface StepProgress {
  /** The visit's first answer, counted once. */
  start: boolean;
  /** A page (2 and on) the visit reached for the first time, or null. */
  reached: number | null;
  hiddenFields: Record<string, string>;
}

/**
 * How far a visit without the script has got, from the hidden fields its pages carry: a
 * start the first time a step brings any answer, a page the first time the visit reaches it
 * (going back and forth counts nothing more), as the script's beacons count them.
 */
export function stepProgress(fields: SubmittedFields, view: PageView): StepProgress {
  const began = fields.values.get(BEGAN_FIELD)?.[0] === '1';
  const posted = Math.trunc(Number(fields.values.get(REACHED_FIELD)?.[0]));
  const furthest = Number.isFinite(posted) && posted >= 1 ? posted : 1;
  const start = !began && Object.keys(view.answers).length > 0;
  const page = view.currentPage ?? 1;
  const reached = page > furthest ? page : null;
  return {
    start,
    reached,
    hiddenFields: { [BEGAN_FIELD]: began || start ? '1' : '', [REACHED_FIELD]: String(Math.max(page, furthest)) },
  };
}
