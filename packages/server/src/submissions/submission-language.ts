import { LANGUAGE_FIELD, translateProps, type FormProps } from '@formbuilder/core';
import { chooseLanguage, type LanguageAsked, type LanguageChoice } from '../public/page-language';
import type { SubmittedFields } from './submitted-fields';

// The language a submission was answered in (docs/product.md, "Languages"): the `_lang` its page
// posts when it is one of the form's languages, else what the request asks for (`?lang=` on the
// address it posts to, then Accept-Language), else the form's default. The intake answers in it:
// its validation messages and its refusals are in the visitor's words.

export type SubmissionLanguage = LanguageChoice;
export type { LanguageAsked };

/** The submission's language; `fields` null before the body is read (what the request asks for). */
export function submissionLanguage(
  props: Pick<FormProps, 'languages'>,
  fields: Pick<SubmittedFields, 'values'> | null,
  asked: LanguageAsked = {},
): SubmissionLanguage {
  return chooseLanguage(props, fields?.values.get(LANGUAGE_FIELD)?.[0], asked);
}

/** The form's props as its visitors read them in the submission's language (their required texts). */
export const propsIn = <P extends FormProps>(props: P, language: SubmissionLanguage): P =>
  translateProps(props, language.translations);
