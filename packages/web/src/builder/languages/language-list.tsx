import { FORM_LANGUAGES_MAX } from '@formbuilder/core';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmModal } from '../../ui/confirm-modal';
import { languageLabel, languageName, languagesBy } from './language-names';
import type { LanguagesEditor } from './use-languages';

/** '12 of 40 missing', or 'All 40 translated'. */
export function missingWords(missing: number, total: number): string {
  return missing === 0 ? `All ${String(total)} translated` : `${String(missing)} of ${String(total)} missing`;
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
  const addable = languagesBy([languages.default, ...languages.more]);

  const add = () => {
    if (choice === '' || full) return;
    editor.add(choice);
    setChoice('');
    onAdded(choice);
    setDone({ text: `${languageName(choice)} added: its translations are below.` });
  };

  return (
    <>
      <section className="languages-section" aria-labelledby={`${defaultId}-heading`}>
        <h3 id={`${defaultId}-heading`}>Default language</h3>
        <div className="prop-field">
          <label htmlFor={defaultId}>The form is written in</label>
          <select
            id={defaultId}
            value={languages.default}
            onChange={(event) => editor.setDefault(event.target.value)}
            aria-describedby={`${defaultId}-hint`}
          >
            {languagesBy(languages.more).map((language) => (
              <option key={language.code} value={language.code}>
                {languageLabel(language.code)}
              </option>
            ))}
          </select>
          <p className="prop-field__hint" id={`${defaultId}-hint`}>
            The language of the texts as you wrote them in the builder. Changing it keeps every text as it is: it only
            says which language they are in. To make one of the other languages the default, remove it first.
          </p>
        </div>
      </section>

      <section className="languages-section" aria-labelledby={`${addId}-heading`}>
        <h3 id={`${addId}-heading`}>Other languages</h3>
        {languages.more.length === 0 ? (
          <p className="muted">
            The form is only in {languageName(languages.default)}. Add a language to offer it to visitors in theirs.
          </p>
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
                    {languageLabel(code)}
                    <span className="visually-hidden">: translations</span>
                  </Link>
                  <span className={`languages-badge${missing > 0 ? ' languages-badge--missing' : ''}`}>
                    {missingWords(missing, texts.length)}
                  </span>
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    onClick={() => setRemoving(code)}
                    aria-label={`Remove ${languageName(code)}`}
                  >
                    Remove
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        <div className="languages-add">
          <div className="prop-field">
            <label htmlFor={addId}>Add a language</label>
            <select
              ref={addSelect}
              id={addId}
              value={choice}
              disabled={full}
              onChange={(event) => setChoice(event.target.value)}
              aria-describedby={full ? `${addId}-full` : undefined}
            >
              <option value="">Choose a language…</option>
              {addable.map((language) => (
                <option key={language.code} value={language.code}>
                  {languageLabel(language.code)}
                </option>
              ))}
            </select>
          </div>
          <button type="button" className="button button--primary" onClick={add} disabled={choice === '' || full}>
            Add
          </button>
        </div>
        <p role="status" className="visually-hidden">
          {done?.text}
        </p>
        {full && (
          <p className="prop-field__hint" id={`${addId}-full`}>
            A form can have at most {FORM_LANGUAGES_MAX} languages besides its default one.
          </p>
        )}
      </section>

      {removing !== null && (
        <ConfirmModal
          title={`Remove ${languageName(removing)}?`}
          confirm={`Remove ${languageName(removing)}`}
          danger
          focus="cancel"
          onCancel={() => setRemoving(null)}
          onConfirm={() => {
            editor.remove(removing);
            setRemoving(null);
            setDone({ text: `${languageName(removing)} removed, with its translations.` });
          }}
        >
          <p>
            Its translations go with it ({translatedWords(texts.length - editor.missingCount(removing))}), and visitors
            are no longer offered the form in {languageName(removing)}. Undo brings them back while the editor is open.
          </p>
        </ConfirmModal>
      )}
    </>
  );
}

const translatedWords = (count: number): string =>
  count === 1 ? '1 text translated' : `${String(count)} texts translated`;
