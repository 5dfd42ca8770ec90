import { formLanguageCodes, languageInfo, type FormProps } from '@formbuilder/core';
import { badRequest } from '../http/errors';
import type { FormRow, FormsStore } from '../forms/forms.store';

// The languages of a form's results (docs/product.md, "Languages in results"): those of its
// published version, which visitors answer (and the Data screen reads), then any more its draft has,
// the published default first (the draft's before a first publish). A submission stored before
// languages were kept has none: it reads as that default.

export interface ResultLanguages {
  /** The form's default language: what a submission without a stored language reads as. */
  default: string;
  /** Every language of the form, the default first. */
  codes: readonly string[];
}

export function resultLanguagesOf(
  props: Pick<FormProps, 'languages'> | undefined,
  draft?: Pick<FormProps, 'languages'>,
): ResultLanguages {
  const codes = formLanguageCodes(props?.languages);
  const more = draft ? formLanguageCodes(draft.languages).filter((code) => !codes.includes(code)) : [];
  return { default: codes[0] as string, codes: [...codes, ...more] };
}

/** The form's result languages: its published version's, then its draft's. */
export async function formResultLanguages(forms: Pick<FormsStore, 'version'>, form: FormRow): Promise<ResultLanguages> {
  const published =
    form.published_version === null ? undefined : (await forms.version(form.id, form.published_version))?.props;
  return published ? resultLanguagesOf(published, form.props) : resultLanguagesOf(form.props);
}

/** A stored language as the results give it: the code, the form's default when none was stored. */
export const languageOf = (stored: string | null | undefined, languages: Pick<ResultLanguages, 'default'>): string =>
  stored ?? languages.default;

/** The language's English name ('French'), as the exports' Language column words it; the code when unknown. */
export const languageName = (code: string): string => languageInfo(code).name || code;

/**
 * The list's or an export's `language` filter, refused (400) in words unless it is one of the
 * form's languages; `defaultLanguage` goes with it, so that the default also finds the submissions
 * stored without a language (answer-filter-sql.ts).
 */
export function languageFilter<F extends { language?: string | undefined }>(
  filter: F,
  languages: ResultLanguages,
): F & { defaultLanguage?: string } {
  if (filter.language === undefined) return filter;
  if (!languages.codes.includes(filter.language)) {
    const offered = languages.codes.map((code) => `${code} (${languageName(code)})`).join(', ');
    throw badRequest(
      `language: this form has no language '${filter.language.slice(0, 35)}'. Use one of its languages: ${offered}.`,
    );
  }
  return { ...filter, defaultLanguage: languages.default };
}
