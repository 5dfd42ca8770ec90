import { LANGUAGE_FIELD, formLanguageCodes, type FormProps } from '@formbuilder/core';
import type { SubmittedFields } from './submitted-fields';

/**
 * The language a submission is stored in (docs/product.md, "Languages in results"): the `_lang`
 * its page (or an API client) posted when that is one of the form's languages, else the form's
 * default. Every submission gets one, a form with a single language its default.
 */
export function postedLanguage(props: Pick<FormProps, 'languages'>, fields: Pick<SubmittedFields, 'values'>): string {
  const codes = formLanguageCodes(props.languages);
  const posted = fields.values.get(LANGUAGE_FIELD)?.[0]?.trim() ?? '';
  return codes.includes(posted) ? posted : (codes[0] as string);
}
