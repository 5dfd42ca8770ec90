import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { FALLBACK_LANGUAGE, initialLanguage, intlLocale, storeLanguage, type OwnerLanguage } from './languages';
import { makeTranslate, type Translate } from './translate';

// The owner app's language (docs/product.md, "The owner app's language"): chosen in the account's
// preferences, kept in this browser, the browser's own when it is French, else English. The
// page's <html lang> follows it. Outside the provider (tests of one piece) the app speaks English.

interface LocaleState {
  t: Translate;
  setLanguage: (language: OwnerLanguage) => void;
}

const english: LocaleState = {
  t: makeTranslate(FALLBACK_LANGUAGE, intlLocale(FALLBACK_LANGUAGE)),
  setLanguage: () => undefined,
};

const LocaleContext = createContext<LocaleState>(english);

export function LocaleProvider({ children }: { children: ReactNode }) {
  const [language, setChosen] = useState<OwnerLanguage>(initialLanguage);
  const t = useMemo(() => makeTranslate(language, intlLocale(language)), [language]);

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  const setLanguage = useCallback((next: OwnerLanguage) => {
    storeLanguage(next);
    setChosen(next);
  }, []);

  const state = useMemo(() => ({ t, setLanguage }), [t, setLanguage]);
  return <LocaleContext value={state}>{children}</LocaleContext>;
}

/** The app's words in the chosen language: t('forms.title'), t.rich('…', { strong: … }). */
export function useT(): Translate {
  return useContext(LocaleContext).t;
}

/** The chosen language, the locale of its dates and numbers, and the way to change it. */
export function useLocale(): {
  language: OwnerLanguage;
  locale: string;
  setLanguage: (language: OwnerLanguage) => void;
} {
  const { t, setLanguage } = useContext(LocaleContext);
  return { language: t.language, locale: t.locale, setLanguage };
}
