import {
  DRAFT_VERSION,
  ENGLISH,
  applyRecall,
  endingTextKey,
  translated,
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
import { visitorLanguage, type VisitorLanguage } from './page-language';

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
  /** The language the form was answered in, for a form with languages (docs/product.md, "Languages"). */
  lang?: string;
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
  if (query.lang !== undefined && target.props.languages !== undefined) params.set('lang', query.lang);
  const search = params.toString();
  return search === '' ? '' : `?${search}`;
}

/**
 * Where a submission ends: the Thank You page, carrying the proof the form page was opened with,
 * and the language it was answered in (`lang`), so that it speaks it too.
 */
export function thanksUrl(uuid: string, target: FormTarget, query: ThanksQuery, lang?: string): string {
  return `/form/view/${uuid}/thanks${proofSearch(target, lang === undefined ? query : { ...query, lang }, true)}`;
}

/** The Thank You page's texts: the form's own, translated, or the page's words in the visitor's language. */
const thankYou = (props: FormProps, language: VisitorLanguage | null = null) => {
  const words = language?.words ?? ENGLISH;
  // The form's own text, its translation, or (unset, or the English a new form starts with) the page's words.
  const own = (type: 'tyPageTitle' | 'tyPageText', id: 'thanks.title' | 'thanks.text') => {
    const value = findIntegration(props.integrations, type)?.value;
    const text = value === undefined ? undefined : translated(language?.translations, id, value);
    return text === undefined || text === ENGLISH.t(id) ? words.t(id) : text;
  };
  return { title: own('tyPageTitle', 'thanks.title'), text: own('tyPageText', 'thanks.text') };
};

/** The title the Thank You page shows (also the message of a submission answered as JSON). */
export const thankYouTitle = (props: FormProps, language: VisitorLanguage | null = null): string =>
  thankYou(props, language).title;

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
  const language = visitorLanguage(target.props, { query: query.lang });
  const { title, text } = thankYou(target.props, language);
  const action = isSingleSubmission(query)
    ? undefined
    : {
        href: `/form/view/${uuid}${proofSearch(target, query, false)}`,
        text: language ? language.words.t('page.submitAnother') : SUBMIT_ANOTHER_TEXT,
      };
  const translatedEnding =
    ended?.ending && language?.translations
      ? {
          ...ended.ending,
          text: translated(language.translations, endingTextKey(ended.ending.id), ended.ending.text ?? ''),
        }
      : ended?.ending;
  const html = translatedEnding ? endingHtml({ ...(ended as EndedWith), ending: translatedEnding }) : '';
  if (html === '') {
    // The form's own text may recall too: filled in from the submission, or left empty without it.
    const values = ended
      ? { elements: ended.props.elements, answers: ended.answers, params: ended.params, variables: ended.variables }
      : { elements: target.props.elements, answers: {}, params: {}, variables: {} };
    return renderMessagePage(title, applyRecall(text, values, false), { uuid, props: target.props, action, language });
  }
  return renderMessagePage(title, '', { uuid, props: target.props, action, html, language });
}

/** The ending a submission's logic chose, with what its text may recall (docs/product.md, "Logic"). */
export interface EndedWith {
  /** None when only the form's own Thank You text recalls values. */
  ending: Ending | null;
  /** The props of the version answered: the questions recalled answers are read with. */
  props: Pick<FormProps, 'elements'>;
  answers: Answers;
  variables: VariableValues;
  /** The URL parameters the form names, stored with the submission (none before they were kept). */
  params: Readonly<Record<string, string>>;
}

/**
 * The ending's thank-you text: sanitised as rich text is on save, then each recalled value put in
 * escaped (a visitor's answer never becomes markup), the URL parameters as stored with the submission.
 */
export function endingHtml({ ending, props, answers, variables, params }: EndedWith & { ending: Ending }): string {
  const text = ending.kind === 'thanks' ? (ending.text ?? '').trim() : '';
  if (text === '') return '';
  return applyRecall(sanitizeRichText(text), { elements: props.elements, answers, params, variables }, true);
}
