import { formLanguageCodes, LANGUAGE_PARAM } from '@formbuilder/core';
import type { FormLanguages } from '@formbuilder/core';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../i18n/i18n-context';
import { useLanguageNames } from './language-names';

/**
 * The language the preview shows the form in (docs/product.md, "Translating a form"): `?lang=` of
 * the preview's address when the form has it, else the default; undefined for the default, whose
 * address needs none.
 */
export function usePreviewLanguage(languages: FormLanguages | undefined) {
  const [search, setSearch] = useSearchParams();
  const codes = formLanguageCodes(languages);
  const asked = search.get(LANGUAGE_PARAM);
  const language = asked !== null && codes.includes(asked) ? asked : codes[0];
  return {
    codes,
    language,
    /** The language for the preview's address: none for the default. */
    shown: language === codes[0] ? undefined : language,
    choose: (code: string) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(LANGUAGE_PARAM, code);
          return next;
        },
        { replace: true },
      ),
  };
}

interface PreviewLanguageProps {
  codes: readonly string[];
  language: string | undefined;
  onChange: (code: string) => void;
}

/** The preview's language choice, for a form in more than one language. */
export function PreviewLanguage({ codes, language, onChange }: PreviewLanguageProps) {
  const id = useId();
  const t = useT();
  const names = useLanguageNames();
  if (codes.length < 2) return null;
  return (
    <div className="preview-language">
      <label htmlFor={id}>{t('builder.languages.previewLanguage')}</label>
      <select id={id} value={language} onChange={(event) => onChange(event.target.value)}>
        {codes.map((code, index) => (
          <option key={code} value={code}>
            {index === 0 ? t('builder.languages.previewDefault', { label: names.label(code) }) : names.label(code)}
          </option>
        ))}
      </select>
    </div>
  );
}
