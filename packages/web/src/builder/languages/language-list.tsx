import { FORM_LANGUAGES_MAX } from '@formbuilder/core';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/i18n-context';
import type { Translate } from '../../i18n/translate';
import { ConfirmModal } from '../../ui/confirm-modal';
import { useLanguageNames } from './language-names';
import type { LanguagesEditor } from './use-languages';

/** '12 of 40 missing', or 'All 40 translated'. */
export function missingWords(t: Translate, missing: number, total: number): string {
  return t('builder.languages.missing', { missing, total: String(total) });
}

interface LanguageListProps {
  editor: LanguagesEditor;
  /** The language whose translations show below, if any. */
  selected: string | null;
  /** The search of the address that shows a language's translations. */
  linkTo: (code: string) => string;
  onAdded: (code: string) => void;
}

/**
 * docs/product.md, "Translating a form": the default language, the form's other languages each
 * with its count of missing translations, adding one (at most FORM_LANGUAGES_MAX) and removing
 * one, which takes its translations with it once confirmed.
 */
export function LanguageList({ editor, selected, linkTo, onAdded }: LanguageListProps) {
  const { languages, texts } = editor;
  const t = useT();
  const names = useLanguageNames();
  const defaultId = useId();
  const addId = useId();
  const [choice, setChoice] = useState('');
  const [removing, setRemoving] = useState<string | null>(null);
  // What the last add or removal did, read out; the focus then goes to 'Add a language', as the
  // button pressed is gone (a removed language's) or off (nothing chosen any more).
  const [done, setDone] = useState<{ text: string } | null>(null);
  const addSelect = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (done) addSelect.current?.focus();
  }, [done]);
  const full = languages.more.length >= FORM_LANGUAGES_MAX;
  const addable = names.sorted([languages.default, ...languages.more]);

  const add = () => {
    if (choice === '' || full) return;
    editor.add(choice);
    setChoice('');
    onAdded(choice);
    setDone({ text: t('builder.languages.added', { language: names.name(choice) }) });
  };

  return (
    <>
      <section className="languages-section" aria-labelledby={`${defaultId}-heading`}>
        <h3 id={`${defaultId}-heading`}>{t('builder.languages.default')}</h3>
        <div className="prop-field">
          <label htmlFor={defaultId}>{t('builder.languages.writtenIn')}</label>
          <select
            id={defaultId}
            value={languages.default}
            onChange={(event) => editor.setDefault(event.target.value)}
            aria-describedby={`${defaultId}-hint`}
          >
            {names.sorted(languages.more).map((language) => (
              <option key={language.code} value={language.code}>
                {names.label(language.code)}
              </option>
            ))}
          </select>
          <p className="prop-field__hint" id={`${defaultId}-hint`}>
            {t('builder.languages.defaultHint')}
          </p>
        </div>
      </section>

      <section className="languages-section" aria-labelledby={`${addId}-heading`}>
        <h3 id={`${addId}-heading`}>{t('builder.languages.others')}</h3>
        {languages.more.length === 0 ? (
          <p className="muted">{t('builder.languages.onlyIn', { language: names.name(languages.default) })}</p>
        ) : (
          <ul className="languages-list">
            {languages.more.map((code) => {
              const missing = editor.missingCount(code);
              return (
                <li
                  key={code}
                  className={`languages-list__item${code === selected ? ' languages-list__item--shown' : ''}`}
                >
                  <Link
                    to={linkTo(code)}
                    className="languages-list__name"
                    aria-current={code === selected ? 'true' : undefined}
                  >
                    {t.rich('builder.languages.translationsOf', { label: names.label(code), hidden })}
                  </Link>
                  <span className={`languages-badge${missing > 0 ? ' languages-badge--missing' : ''}`}>
                    {missingWords(t, missing, texts.length)}
                  </span>
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    onClick={() => setRemoving(code)}
                    aria-label={t('builder.languages.removeOf', { language: names.name(code) })}
                  >
                    {t('builder.languages.remove')}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        <div className="languages-add">
          <div className="prop-field">
            <label htmlFor={addId}>{t('builder.languages.add')}</label>
            <select
              ref={addSelect}
              id={addId}
              value={choice}
              disabled={full}
              onChange={(event) => setChoice(event.target.value)}
              aria-describedby={full ? `${addId}-full` : undefined}
            >
              <option value="">{t('builder.languages.choose')}</option>
              {addable.map((language) => (
                <option key={language.code} value={language.code}>
                  {names.label(language.code)}
                </option>
              ))}
            </select>
          </div>
          <button type="button" className="button button--primary" onClick={add} disabled={choice === '' || full}>
            {t('builder.languages.addButton')}
          </button>
        </div>
        <p role="status" className="visually-hidden">
          {done?.text}
        </p>
        {full && (
          <p className="prop-field__hint" id={`${addId}-full`}>
            {t('builder.languages.full', { max: FORM_LANGUAGES_MAX })}
          </p>
        )}
      </section>

      {removing !== null && (
        <ConfirmModal
          title={t('builder.languages.removeTitle', { language: names.name(removing) })}
          confirm={t('builder.languages.removeOf', { language: names.name(removing) })}
          danger
          focus="cancel"
          onCancel={() => setRemoving(null)}
          onConfirm={() => {
            editor.remove(removing);
            setRemoving(null);
            setDone({ text: t('builder.languages.removed', { language: names.name(removing) }) });
          }}
        >
          <p>
            {t('builder.languages.removeText', {
              count: texts.length - editor.missingCount(removing),
              language: names.name(removing),
            })}
          </p>
        </ConfirmModal>
      )}
    </>
  );
}

/** A part of a link's name read out only. */
const hidden = (chunks: ReactNode[]) => <span className="visually-hidden">{chunks}</span>;
