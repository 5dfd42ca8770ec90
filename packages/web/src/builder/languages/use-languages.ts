import { DEFAULT_LANGUAGE, missingTranslations, translatableTexts } from '@formbuilder/core';
import type { Form, FormLanguages, TranslatableText } from '@formbuilder/core';
import { useCallback, useContext, useMemo } from 'react';
import { useAvailability } from '../form-life/form-life-api';
import { BuilderStoreContext, useBuilderDispatch, useBuilderState } from '../state/builder-context';
import { edit } from '../state/builder-state';

// The form's languages and one way to change them (docs/product.md, "Translating a form"): each
// change is one undoable builder edit of props.languages, saved with the draft (autosave).

const NO_LANGUAGES: FormLanguages = { default: DEFAULT_LANGUAGE, more: [], translations: {} };

/** A form's props.languages, with what a form that never had any starts with. */
export const languagesOf = (form: Pick<Form, 'props'>): FormLanguages => ({
  ...NO_LANGUAGES,
  ...form.props.languages,
});

/** The languages with one language's translations replaced; an empty set drops the language's entry. */
function withTranslations(languages: FormLanguages, code: string, texts: Record<string, string>): FormLanguages {
  const translations = { ...languages.translations };
  if (Object.keys(texts).length === 0) delete translations[code];
  else translations[code] = texts;
  return { ...languages, translations };
}

export interface LanguagesEditor {
  form: Form;
  languages: FormLanguages;
  /** Every text of the form a visitor reads, in the form's order. */
  texts: TranslatableText[];
  /** How many texts have no translation into `code`. */
  missingCount: (code: string) => number;
  setDefault: (code: string) => void;
  add: (code: string) => void;
  remove: (code: string) => void;
  /** One translation typed; an empty text removes it. Typing into one text joins into one undo step. */
  setTranslation: (code: string, key: string, text: string) => void;
  /** A language's translations replaced at once (an import). */
  replaceTranslations: (code: string, texts: Record<string, string>) => void;
}

/** The form's languages and texts, for the Languages screen; null until the draft is there. */
export function useLanguagesEditor(): LanguagesEditor | null {
  const { form } = useBuilderState();
  const store = useContext(BuilderStoreContext);
  const dispatch = useBuilderDispatch();
  const formId = form?.id ?? null;
  // The closed message is a text visitors read too; it lives with the form's availability.
  const closedMessage = useAvailability(formId ?? 0, formId !== null).data?.settings.closedMessage;
  const props = form?.props;
  const title = form?.title ?? '';
  // Typing a translation changes props.languages only: the texts (and the rows drawn from them)
  // stay the same objects while the parts they are read from do.
  const elements = props?.elements;
  const { autoPageBreak, integrations, logic } = props ?? {};
  const texts = useMemo(
    () =>
      elements ? translatableTexts({ elements, autoPageBreak, integrations, logic }, title, { closedMessage }) : [],
    [elements, autoPageBreak, integrations, logic, title, closedMessage],
  );

  // The store's own latest draft, so that the callbacks stay the same from one keystroke to the next.
  const change = useCallback(
    (next: (languages: FormLanguages) => FormLanguages, coalesce?: string) => {
      const current = store?.getState().form;
      if (!current) return;
      dispatch(edit({ type: 'updateProps', changes: { languages: next(languagesOf(current)) } }, coalesce));
    },
    [store, dispatch],
  );
  const setTranslation = useCallback(
    (code: string, key: string, text: string) =>
      change((languages) => {
        const texts = { ...languages.translations[code] };
        if (text === '') delete texts[key];
        else texts[key] = text;
        return withTranslations(languages, code, texts);
      }, `translation:${code}:${key}`),
    [change],
  );

  if (!form) return null;
  const languages = languagesOf(form);
  return {
    form,
    languages,
    texts,
    missingCount: (code) => missingTranslations(texts, languages.translations[code]).length,
    setDefault: (code) => change((current) => ({ ...current, default: code })),
    add: (code) => change((current) => ({ ...current, more: [...current.more, code] })),
    remove: (code) =>
      change((current) => {
        const translations = { ...current.translations };
        delete translations[code];
        return { ...current, more: current.more.filter((item) => item !== code), translations };
      }),
    setTranslation,
    replaceTranslations: (code, texts) => change((current) => withTranslations(current, code, texts)),
  };
}
