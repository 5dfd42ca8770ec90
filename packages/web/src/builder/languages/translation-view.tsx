import { missingTranslations } from '@formbuilder/core';
import type { TranslatableText } from '@formbuilder/core';
import { useCallback, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/i18n-context';
import { missingWords } from './language-list';
import { useLanguageNames } from './language-names';
import { TranslationFilesPanel } from './translation-files-panel';
import { TranslationRow } from './translation-row';
import type { LanguagesEditor } from './use-languages';

interface Section {
  name: string;
  texts: TranslatableText[];
}

/**
 * The texts in runs of one section each, in the form's order; a field a section has more than once
 * (its options) is numbered, so that each text's input has a name of its own: 'Option 2'.
 */
function sectionsOf(texts: readonly TranslatableText[]): Section[] {
  const sections: Section[] = [];
  for (const text of texts) {
    const last = sections.at(-1);
    if (last?.name === text.section) last.texts.push(text);
    else sections.push({ name: text.section, texts: [text] });
  }
  return sections.map((section) => {
    const count = (field: string) => section.texts.filter((text) => text.field === field).length;
    const seen = new Map<string, number>();
    return {
      ...section,
      texts: section.texts.map((text) => {
        if (count(text.field) < 2) return text;
        const number = (seen.get(text.field) ?? 0) + 1;
        seen.set(text.field, number);
        return { ...text, field: `${text.field} ${String(number)}` };
      }),
    };
  });
}

interface TranslationViewProps {
  editor: LanguagesEditor;
  language: string;
  /** Where the preview of this language opens, or null for a form not saved yet. */
  previewPath: string | null;
}

/**
 * docs/product.md, "Translating a form": one language's translations, section by section, each
 * text beside the default language's; how many are missing, and a way to show only those. The
 * texts shown as missing stay in view while they are translated, until all are shown again.
 */
export function TranslationView({ editor, language, previewPath }: TranslationViewProps) {
  const id = useId();
  const t = useT();
  const names = useLanguageNames();
  const { texts, languages, setTranslation } = editor;
  const translations = languages.translations[language];
  const missing = missingTranslations(texts, translations).length;
  // The keys that were missing when 'Show only missing' was turned on, or null for every text.
  const [onlyKeys, setOnlyKeys] = useState<ReadonlySet<string> | null>(null);
  const [shownFor, setShownFor] = useState(language);
  if (shownFor !== language) {
    setShownFor(language);
    setOnlyKeys(null);
  }
  const sections = useMemo(
    () => sectionsOf(onlyKeys === null ? texts : texts.filter((text) => onlyKeys.has(text.key))),
    [texts, onlyKeys],
  );
  const change = useCallback(
    (key: string, value: string) => setTranslation(language, key, value),
    [setTranslation, language],
  );
  const name = names.name(language);

  return (
    <section className="languages-section translation-view" aria-labelledby={`${id}-heading`}>
      <div className="translation-view__header">
        <div>
          <h3 id={`${id}-heading`}>{t('builder.languages.translation', { language: name })}</h3>
          <p className="translation-view__count">{missingWords(t, missing, texts.length)}</p>
        </div>
        {previewPath !== null && (
          <Link className="button button--secondary" to={previewPath}>
            {t('builder.languages.preview', { language: name })}
          </Link>
        )}
      </div>
      <TranslationFilesPanel editor={editor} language={language} />
      {texts.length === 0 ? (
        <p className="muted">{t('builder.languages.noTexts')}</p>
      ) : (
        <>
          <label className="checkbox translation-view__only">
            <input
              type="checkbox"
              checked={onlyKeys !== null}
              onChange={(event) =>
                setOnlyKeys(
                  event.target.checked
                    ? new Set(missingTranslations(texts, translations).map((text) => text.key))
                    : null,
                )
              }
              aria-describedby={`${id}-only-hint`}
            />
            {t('builder.languages.onlyMissing')}
          </label>
          <p className="prop-field__hint" id={`${id}-only-hint`}>
            {t('builder.languages.onlyMissingHint')}
          </p>
          {sections.length === 0 && (
            <p className="muted">{t('builder.languages.nothingMissing', { language: name })}</p>
          )}
          {sections.map((section, index) => (
            <section
              key={`${String(index)}:${section.name}`}
              className="translation-section"
              aria-labelledby={`${id}-section-${String(index)}`}
            >
              <h4 id={`${id}-section-${String(index)}`}>{section.name}</h4>
              {section.texts.map((text) => (
                <TranslationRow
                  key={text.key}
                  text={text}
                  value={translations?.[text.key] ?? ''}
                  sourceLanguage={languages.default}
                  language={language}
                  onChange={change}
                />
              ))}
            </section>
          ))}
        </>
      )}
    </section>
  );
}
