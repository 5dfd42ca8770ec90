import {
  importSummary,
  mergeTranslationFile,
  parseTranslationJson,
  translationFileName,
  translationJson,
  translationXliff,
} from '@formbuilder/core';
import type { Parsed, TranslationFileContent } from '@formbuilder/core';
import { useId, useRef, useState } from 'react';
import { saveFile } from '../../api/client';
import { useT } from '../../i18n/i18n-context';
import type { Translate } from '../../i18n/translate';
import { languageName, useLanguageNames } from './language-names';
import type { LanguagesEditor } from './use-languages';
import { readXliff } from './xliff-reader';

/** The largest translation file read: a form's texts in one language are far smaller. */
export const TRANSLATION_FILE_MAX_BYTES = 5 * 1024 * 1024;

type Outcome = { tone: 'success'; lines: string[] } | { tone: 'error'; text: string };

/** A file's content read as JSON or XLIFF: by its extension, else by its first character. */
function readTranslationFile(name: string, text: string, t: Translate): Parsed<TranslationFileContent> {
  const extension = name.toLowerCase().split('.').at(-1) ?? '';
  if (extension === 'json') return parseTranslationJson(text);
  if (['xlf', 'xliff', 'xml'].includes(extension)) return readXliff(text, t);
  return text.trimStart().startsWith('<') ? readXliff(text, t) : parseTranslationJson(text);
}

/**
 * docs/product.md, "Translating a form": one language as a file for translators (JSON or XLIFF
 * 1.2) and a translated file brought back, merged into this language's translations (texts the
 * form does not have are skipped and counted; a file in another language is refused).
 */
export function TranslationFilesPanel({ editor, language }: { editor: LanguagesEditor; language: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const t = useT();
  const names = useLanguageNames();
  // Core's merge and summary speak English, so they name the language in English.
  const name = languageName(language);
  const source = {
    form: editor.form.title,
    sourceLanguage: editor.languages.default,
    language,
    texts: editor.texts,
    translations: editor.languages.translations[language],
  };

  const download = (format: 'json' | 'xlf') => {
    const [content, type] =
      format === 'json'
        ? [translationJson(source), 'application/json']
        : [translationXliff(source), 'application/xliff+xml'];
    saveFile(
      new Blob([content], { type: `${type};charset=utf-8` }),
      translationFileName(source.form, language, format),
    );
  };

  async function importFile(file: File | undefined) {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (file.size > TRANSLATION_FILE_MAX_BYTES) {
      setOutcome({ tone: 'error', text: t('builder.languages.tooLarge') });
      return;
    }
    const read = readTranslationFile(file.name, await file.text(), t);
    const merged = read.ok
      ? mergeTranslationFile(
          read.value,
          { language, languageName: name, texts: editor.texts },
          editor.languages.translations[language],
          languageName,
        )
      : read;
    if (!merged.ok) {
      setOutcome({
        tone: 'error',
        text: t('builder.languages.notImported', { file: file.name, reason: merged.message }),
      });
      return;
    }
    editor.replaceTranslations(language, merged.value.translations);
    setOutcome({ tone: 'success', lines: importSummary(merged.value, name) });
  }

  return (
    <div className="translation-files" role="group" aria-labelledby={`${id}-heading`}>
      <h4 id={`${id}-heading`}>{t('builder.languages.files')}</h4>
      <p className="prop-field__hint">{t('builder.languages.filesHint', { language: names.name(language) })}</p>
      <div className="translation-files__actions">
        <button type="button" className="button button--secondary button--small" onClick={() => download('json')}>
          {t('builder.languages.downloadJson')}
        </button>
        <button type="button" className="button button--secondary button--small" onClick={() => download('xlf')}>
          {t('builder.languages.downloadXliff')}
        </button>
        <label className="button button--secondary button--small translation-files__import">
          {t('builder.languages.import', { language: names.name(language) })}
          <input
            ref={input}
            type="file"
            className="visually-hidden"
            accept=".json,.xlf,.xliff,.xml,application/json,application/xliff+xml,application/xml"
            onChange={(event) => void importFile(event.target.files?.[0])}
          />
        </label>
      </div>
      <div role="status">
        {outcome?.tone === 'success' && (
          <ul className="translation-files__outcome">
            {outcome.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </div>
      <div role="alert">{outcome?.tone === 'error' && <p className="form-alert">{outcome.text}</p>}</div>
    </div>
  );
}
