import { formLanguageCodes, languageInfo, type FormProps } from '@formbuilder/core';
import { useT } from '../i18n/i18n-context';
import type { Translate } from '../i18n/translate';

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

const displayNames = new Map<string, Intl.DisplayNames>();

/**
 * A language named in the app's language, as a sentence says it: in English by its English name
 * ('French'), as the exports' Language column words it; in another by the browser's names of
 * that locale ('français'), else the English name.
 */
export function languageName(code: string, t: Pick<Translate, 'language' | 'locale'>): string {
  const english = languageInfo(code).name;
  if (t.language === 'en') return english;
  try {
    let names = displayNames.get(t.locale);
    if (!names) {
      names = new Intl.DisplayNames([t.locale], { type: 'language', fallback: 'none' });
      displayNames.set(t.locale, names);
    }
    return names.of(code) ?? english;
  } catch {
    return english;
  }
}

/** A language named alone, in a cell or an option: 'French', 'Français'. */
export function languageLabel(code: string, t: Pick<Translate, 'language' | 'locale'>): string {
  const name = languageName(code, t);
  return t.language === 'en' ? name : name.charAt(0).toLocaleUpperCase(t.locale) + name.slice(1);
}

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
  const t = useT();
  if (codes.length === 0) return null;
  return (
    <label>
      <span>{t('data.languages.label')}</span>
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('data.languages.all')}</option>
        {codes.map((code) => (
          <option key={code} value={code}>
            {languageLabel(code, t)}
          </option>
        ))}
      </select>
    </label>
  );
}
