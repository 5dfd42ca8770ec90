import {
  PARAMS_FIELD,
  logicOf,
  splitPages,
  storedParams,
  submissionOutcome,
  type Answers,
  type Ending,
  type FormProps,
  type VariableValues,
  visitorParams,
} from '@formbuilder/core';
import type { SubmittedFields } from './submitted-fields';

// The intake is the authority on a form's logic (docs/product.md, "Logic"): from the answers
// posted and the page's URL parameters it works out the path taken, the values and the ending,
// with core's evaluator (the visitor's script runs the same one).

/** The page's URL parameters, posted as a query string in `_params`, read as the page reads them. */
export const submittedParams = (fields: SubmittedFields): Record<string, string> =>
  visitorParams(fields.values.get(PARAMS_FIELD)?.[0] ?? '');

/** What the logic made of a submission. */
export interface SubmissionLogic {
  /** The answers of the pages taken (and those on no page); the others are dropped. */
  answers: Answers;
  /** Questions on pages the path does not take: never required, their answers dropped. */
  skipped: ReadonlySet<number>;
  /** The values to store, null when the form has none. */
  variables: VariableValues | null;
  ending: Ending | null;
  /** The page's URL parameters the form declares (core's storedParams), stored with the submission. */
  params: Record<string, string>;
}

/** The logic's outcome for these answers; null for a form without logic (which takes the plain path). */
export function submissionLogic(props: FormProps, answers: Answers, fields: SubmittedFields): SubmissionLogic | null {
  if (logicOf(props) === null) return null;
  const params = submittedParams(fields);
  const outcome = submissionOutcome(props, answers, params);
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
    params: storedParams(props, params),
  };
}
