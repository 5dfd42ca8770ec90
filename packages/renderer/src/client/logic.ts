import {
  PARAMS_FIELD,
  applyRecall,
  followLogic,
  hasJumps,
  logicContext,
  nextStep,
  previousStep,
  recallReferences,
  recalledText,
  splitPages,
  visitorParams,
  type Answers,
  type LogicContext,
  type LogicOutcome,
  type RecallReference,
} from '@formbuilder/core/runtime';
import type { PageData } from './page-data';
import { pageWords } from './words';

// A form's logic on the visitor's page (docs/product.md, "Logic"), worked out by core's one
// evaluator over the answers on the page and its URL parameters (`_params`): where Next and
// Previous lead with jumps, the page where the path ends (its Submit shows instead of Next),
// the step along the path, and the recalled texts the renderer drew (recall.tsx), rewritten as
// answers change.

export interface LogicRun {
  /** Whether Next and Previous follow jumps rather than the pages' order. */
  readonly jumps: boolean;
  /** Works the logic out for these answers; answers what the show/hide rules hide. */
  read(answers: Answers): ReadonlySet<number>;
  /** Where Next leads from page `page`: a page, or 'end' when the path ends there (Submit). */
  next(page: number): number | 'end';
  /** Where Previous leads: back along the path taken. */
  previous(page: number): number;
  /** The pages the path takes with the answers so far, in order. */
  path(): readonly number[];
  /** Rewrites the recalled texts, and the step and the buttons of page `page`. */
  draw(page: number): void;
}

const setText = (node: Node, text: string): void => {
  if (node.textContent !== text) node.textContent = text;
};

/** The logic of the page's form, or null when it has none (the page then runs as without logic). */
export function createLogic(form: HTMLFormElement, data: PageData | null, search: string): LogicRun | null {
  if (data?.logic === undefined) return null;
  const props = {
    elements: [...data.elements],
    rules: [...data.rules],
    logic: data.logic,
  };
  const pages = splitPages(props.elements, data.autoPageBreak);
  // The server draws the query the page was asked with; a page it served from its cache has none.
  const field = form.querySelector<HTMLInputElement>(`input[type="hidden"][name="${PARAMS_FIELD}"]`);
  if (field !== null && field.value === '' && search.length > 1) field.value = search.replace(/^\?/, '');
  const params = visitorParams(field?.value ?? '');
  const contextOf = (answers: Answers): LogicContext | null => logicContext(props, answers, params, pages);
  let context = contextOf({});
  if (context === null) return null;
  let outcome: LogicOutcome | null = null;
  const current = (): LogicContext => context as LogicContext;
  const followed = (): LogicOutcome => (outcome ??= followLogic(current()));

  // The recalled texts, found once: spans, and the placeholders and options that keep their text.
  const spans = [...form.querySelectorAll<HTMLElement>('.fb-recall[data-recall]')].flatMap(
    (span): [HTMLElement, RecallReference][] => {
      const [reference] = recallReferences(`{{${span.getAttribute('data-recall') ?? ''}}}`);
      return reference ? [[span, reference]] : [];
    },
  );
  const placeholders = [...form.querySelectorAll<HTMLInputElement>('[data-recall-placeholder]')];
  const options = [...form.querySelectorAll<HTMLOptionElement>('option[data-recall-text]')];
  const jumps = hasJumps(props);

  return {
    jumps,
    read(answers) {
      context = contextOf(answers) ?? context;
      outcome = null;
      return current().hidden ?? new Set();
    },
    next: (page) => nextStep(current(), page),
    previous: (page) => previousStep(current(), page),
    path: () => followed().path,
    draw(page) {
      const { path, variables } = followed();
      if (spans.length + placeholders.length + options.length > 0) {
        const values = { elements: props.elements, answers: current().answers, params, variables };
        for (const [span, reference] of spans) setText(span, recalledText(reference, values));
        for (const input of placeholders)
          input.placeholder = applyRecall(input.getAttribute('data-recall-placeholder') ?? '', values, false);
        for (const option of options)
          setText(option, applyRecall(option.getAttribute('data-recall-text') ?? '', values, false));
      }
      const section = form.querySelector(`section.fb-page[data-page="${String(page)}"]`);
      const at = path.indexOf(page);
      if (section === null || at === -1) return;
      // The step along the path: the pages taken so far and those the answers lead to.
      const words = section.querySelector('.fb-progress p');
      if (words !== null) setText(words, pageWords().t('page.step', { step: at + 1, count: path.length }));
      const bar = section.querySelector('.fb-progress progress');
      if (bar instanceof HTMLProgressElement) {
        bar.max = path.length;
        bar.value = at + 1;
      }
      if (!jumps) return;
      // Where the path ends before the last page, Submit shows instead of Next.
      const ends = at === path.length - 1 && page < pages.length;
      const next = section.querySelector<HTMLElement>('button[data-action="next"]');
      const submit = section.querySelector<HTMLElement>('button[data-end-submit]');
      if (next !== null && submit !== null) {
        next.hidden = ends;
        submit.hidden = !ends;
      }
    },
  };
}
