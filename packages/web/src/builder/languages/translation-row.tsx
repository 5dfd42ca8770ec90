import { languageDir, stripHtml } from '@formbuilder/core';
import type { TranslatableText } from '@formbuilder/core';
import { memo, useId } from 'react';
import { useT } from '../../i18n/i18n-context';
import { useLanguageNames } from './language-names';

/** Inline markup, whose tags sit inside words and sentences: left out without a space. */
const INLINE_TAG = /<\/?(?:a|abbr|b|code|em|i|mark|s|small|span|strong|sub|sup|u)\b[^<>]*>/gi;

/** A rich text's words: 'We answer <strong>within a day</strong>.' reads 'We answer within a day.' */
export const plainText = (html: string): string => stripHtml(html.replace(INLINE_TAG, ''));

interface TranslationRowProps {
  text: TranslatableText;
  /** The translation as the form has it ('' when there is none). */
  value: string;
  sourceLanguage: string;
  language: string;
  onChange: (key: string, value: string) => void;
}

/**
 * One text beside its translation (docs/product.md, "Translating a form"): the default language's
 * text, read only (a rich text as its words), and the translation's text area, named by the
 * text's section and field. A missing translation is flagged in words, which the text area reads
 * out with the original.
 */
export const TranslationRow = memo(function TranslationRow({
  text,
  value,
  sourceLanguage,
  language,
  onChange,
}: TranslationRowProps) {
  const id = useId();
  const t = useT();
  const names = useLanguageNames();
  const missing = value.trim() === '';
  const source = text.rich ? plainText(text.text) : text.text;
  const describedBy = [`${id}-source`, missing ? `${id}-missing` : '', text.rich ? `${id}-rich` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={`translation-row${missing ? ' translation-row--missing' : ''}`}>
      <div className="translation-row__head">
        <label htmlFor={id} className="translation-row__field">
          <span className="visually-hidden">{text.section}, </span>
          {text.field}
          <span className="visually-hidden">{t('builder.languages.fieldIn', { language: names.name(language) })}</span>
        </label>
        {missing && (
          <span className="translation-row__missing" id={`${id}-missing`}>
            {t('builder.languages.missingFlag')}
          </span>
        )}
      </div>
      <div className="translation-row__pair">
        <div className="translation-row__source">
          <span className="translation-row__language" aria-hidden="true">
            {names.tag(sourceLanguage)}
          </span>
          <p id={`${id}-source`} lang={sourceLanguage} dir={languageDir(sourceLanguage)}>
            <span className="visually-hidden">
              {t('builder.languages.sourceSaid', { language: names.name(sourceLanguage) })}
            </span>
            {source}
          </p>
        </div>
        <div className="translation-row__target">
          <span className="translation-row__language" aria-hidden="true">
            {names.tag(language)}
          </span>
          <textarea
            id={id}
            lang={language}
            dir={languageDir(language)}
            rows={text.rich || source.length > 80 ? 3 : 1}
            value={value}
            onChange={(event) => onChange(text.key, event.target.value)}
            aria-describedby={describedBy}
          />
          {text.rich && (
            <p className="prop-field__hint" id={`${id}-rich`}>
              {t('builder.languages.richHint')}
            </p>
          )}
        </div>
      </div>
      {text.rich && missing && (
        <button
          type="button"
          className="button button--secondary button--small translation-row__copy"
          onClick={() => onChange(text.key, text.text)}
        >
          {t.rich('builder.languages.copy', {
            section: text.section,
            field: text.field,
            hidden: (chunks) => <span className="visually-hidden">{chunks}</span>,
          })}
        </button>
      )}
    </div>
  );
});
