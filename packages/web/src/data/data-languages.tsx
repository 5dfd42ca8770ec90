import { formLanguageCodes, languageInfo, type FormProps } from '@formbuilder/core';

// The languages of a form's results on the Data screen (docs/product.md, "Languages in results"):
// a form with more than one language gets a Language column, a language filter and the language
// in each submission's detail; a form with one gets none of them.

/** The table's column of each submission's language (core's dataColumnKeySchema). */
export const LANGUAGE_COLUMN = 'language';

/** The published form's languages, its default first, when it has more than one; else none. */
export function resultLanguages(props: Pick<FormProps, 'languages'> | undefined): string[] {
  const codes = formLanguageCodes(props?.languages);
  return codes.length > 1 ? codes : [];
}

/** A language by its English name ('French'), as the exports' Language column words it. */
export const languageName = (code: string): string => languageInfo(code).name;

/** The list's language filter, beside the dates: every language, or one of the form's ('' is all). */
export function LanguageFilter({
  codes,
  value,
  onChange,
}: {
  codes: readonly string[];
  value: string;
  onChange: (language: string) => void;
}) {
  if (codes.length === 0) return null;
  return (
    <label>
      <span>Language</span>
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">All languages</option>
        {codes.map((code) => (
          <option key={code} value={code}>
            {languageName(code)}
          </option>
        ))}
      </select>
    </label>
  );
}
