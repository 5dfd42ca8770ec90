import {
  PARAMS_FIELD,
  logicOf,
  splitPages,
  submissionOutcome,
  type Answers,
  type Ending,
  type FormProps,
  type VariableValues,
} from '@formbuilder/core';
import type { SubmittedFields } from './submitted-fields';

// The intake is the authority on a form's logic (docs/product.md, "Logic"): from the answers
// posted and the page's URL parameters it works out the path taken, the values and the ending,
// with core's evaluator (the visitor's script runs the same one).

/** The URL parameters a logic may read: names, characters kept (more is ignored). */
export const PARAMS_LIMITS = { names: 50, characters: 2_000 } as const;

/** The page's URL parameters, posted as a query string in `_params`: the first value of each name. */
export function submittedParams(fields: SubmittedFields): Record<string, string> {
  const raw = fields.values.get(PARAMS_FIELD)?.[0] ?? '';
  const params: Record<string, string> = {};
  if (raw === '') return params;
  let names = 0;
  for (const [name, value] of new URLSearchParams(raw.slice(0, PARAMS_LIMITS.characters))) {
    if (Object.hasOwn(params, name)) continue;
    if (names === PARAMS_LIMITS.names) break;
    params[name] = value;
    names += 1;
  }
  return params;
}

/** What the logic made of a submission. */
export interface SubmissionLogic {
  /** The answers of the pages taken (and those on no page); the others are dropped. */
  answers: Answers;
  /** Questions on pages the path does not take: never required, their answers dropped. */
  skipped: ReadonlySet<number>;
  /** The values to store, null when the form has none. */
  variables: VariableValues | null;
  ending: Ending | null;
}

/** The logic's outcome for these answers; null for a form without logic (which takes the plain path). */
export function submissionLogic(props: FormProps, answers: Answers, fields: SubmittedFields): SubmissionLogic | null {
  if (logicOf(props) === null) return null;
  const outcome = submissionOutcome(props, answers, submittedParams(fields));
  if (!outcome) return null;
  const taken = new Set(outcome.path);
  const skipped = new Set<number>();
  for (const page of splitPages(props.elements, props.autoPageBreak))
    if (!taken.has(page.pageNumber)) for (const element of page.elements) skipped.add(element.id);
  return {
    answers: outcome.answers,
    skipped,
    variables: (props.logic?.variables.length ?? 0) > 0 ? outcome.variables : null,
    ending: outcome.ending,
  };
}
