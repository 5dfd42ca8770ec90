import {
  DRAFT_VERSION,
  applyRecall,
  findIntegration,
  hasRecall,
  type Answers,
  type Ending,
  type FormProps,
  type VariableValues,
} from '@formbuilder/core';
import { sanitizeRichText } from '../forms/sanitize';
import { SUBMIT_ANOTHER_TEXT } from '@formbuilder/renderer';
import type { FormTarget, TargetQuery } from './form-target';
import { renderMessagePage } from './public-pages';

// The Thank You page responds only when the form page would, so it is
// reached with the same proof: results.service.ts finds it through the same lookup.

/**
 * What the Thank You page is reached with: the form page's proof, and `single=true` when the
 * form is embedded for a single submission (embed.js, fp_widget_cookie; docs/product.md §A2,
 * share panel), which offers no second response.
 */
export interface ThanksQuery extends TargetQuery {
  single?: string;
  /** The submission's result token, to show the ending its logic chose (docs/product.md, "Logic"). */
  ending?: string;
}

export const isSingleSubmission = (query: ThanksQuery): boolean => query.single === 'true';

/** The proof a page of this target is opened with, as a query string ('' or '?…'). */
function proofSearch(target: FormTarget, query: ThanksQuery, single: boolean): string {
  const params = new URLSearchParams();
  if (target.version === DRAFT_VERSION) {
    params.set('preview', 'true');
    params.set('token', query.token ?? '');
  } else if (target.form.private === 1 && query.access) {
    params.set('access', query.access);
  }
  if (single && isSingleSubmission(query)) params.set('single', 'true');
  const search = params.toString();
  return search === '' ? '' : `?${search}`;
}

/** Where a submission ends: the Thank You page, carrying the proof the form page was opened with. */
export function thanksUrl(uuid: string, target: FormTarget, query: ThanksQuery): string {
  return `/form/view/${uuid}/thanks${proofSearch(target, query, true)}`;
}

const thankYou = (props: FormProps) => ({
  title: findIntegration(props.integrations, 'tyPageTitle')?.value ?? 'Thank you!',
  text: findIntegration(props.integrations, 'tyPageText')?.value ?? 'Your submission has been received.',
});

/** The title the Thank You page shows (also the message of a submission answered as JSON). */
export const thankYouTitle = (props: FormProps): string => thankYou(props).title;

/**
 * Whether the form's own Thank You text recalls an answer or a value (docs/product.md, "Logic"):
 * the visitor is then sent there with the token that finds their submission.
 */
export const thankYouRecalls = (props: FormProps): boolean => hasRecall(thankYou(props).text);

/**
 * The Thank You page in the form's card, with 'Submit another response' back to a fresh form
 *, unless the form was embedded for a single submission.
 */
export function renderThanksPage(uuid: string, target: FormTarget, query: ThanksQuery, ended?: EndedWith): string {
  const { title, text } = thankYou(target.props);
  const action = isSingleSubmission(query)
    ? undefined
    : { href: `/form/view/${uuid}${proofSearch(target, query, false)}`, text: SUBMIT_ANOTHER_TEXT };
  const html = ended?.ending ? endingHtml({ ...ended, ending: ended.ending }) : '';
  if (html === '') {
    // The form's own text may recall too: filled in from the submission, or left empty without it.
    const values = ended
      ? { elements: ended.props.elements, answers: ended.answers, params: {}, variables: ended.variables }
      : { elements: target.props.elements, answers: {}, params: {}, variables: {} };
    return renderMessagePage(title, applyRecall(text, values, false), { uuid, props: target.props, action });
  }
  return renderMessagePage(title, '', { uuid, props: target.props, action, html });
}

/** The ending a submission's logic chose, with what its text may recall (docs/product.md, "Logic"). */
export interface EndedWith {
  /** None when only the form's own Thank You text recalls values. */
  ending: Ending | null;
  /** The props of the version answered: the questions recalled answers are read with. */
  props: Pick<FormProps, 'elements'>;
  answers: Answers;
  variables: VariableValues;
}

/**
 * The ending's thank-you text: sanitised as rich text is on save, then each recalled value put in
 * escaped (a visitor's answer never becomes markup). URL parameters are not stored: they read as nothing.
 */
export function endingHtml({ ending, props, answers, variables }: EndedWith & { ending: Ending }): string {
  const text = ending.kind === 'thanks' ? (ending.text ?? '').trim() : '';
  if (text === '') return '';
  return applyRecall(sanitizeRichText(text), { elements: props.elements, answers, params: {}, variables }, true);
}
