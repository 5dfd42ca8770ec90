import { LANGUAGES, languageInfo } from '@formbuilder/core';
import type { LanguageInfo } from '@formbuilder/core';
import { useMemo } from 'react';
import { useLocale } from '../../i18n/i18n-context';

// How the Languages screen names a language to its owner (docs/product.md, "Translating a form"):
// by its name in the owner app's language (core's English name in English, the browser's
// Intl.DisplayNames otherwise), with its own name beside it where that differs.

/** 'French (Français)'; 'English' alone. */
export function languageLabel(code: string): string {
  const { name, nativeName } = languageInfo(code);
  return nativeName === name ? name : `${name} (${nativeName})`;
}

/** The English name alone: 'French'. */
export const languageName = (code: string): string => languageInfo(code).name;

/** Every language the builder offers, by English name, but those in `without`. */
export function languagesBy(without: readonly string[]): LanguageInfo[] {
  const left = new Set(without);
  return LANGUAGES.filter((language) => !left.has(language.code)).sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

export interface LanguageNames {
  /** The name in a sentence: 'French' in English, 'français' in French. */
  name: (code: string) => string;
  /** The name alone as a tag: 'French', 'Allemand'. */
  tag: (code: string) => string;
  /** The name heading a line or an option: 'French (Français)', 'Allemand (Deutsch)'. */
  label: (code: string) => string;
  /** Every language the builder offers but those in `without`, in the order of their names. */
  sorted: (without: readonly string[]) => LanguageInfo[];
}

const english: LanguageNames = { name: languageName, tag: languageName, label: languageLabel, sorted: languagesBy };

/** Language names in another language than English, from the browser's own list. */
function namesIn(locale: string): LanguageNames {
  let display: Intl.DisplayNames | null = null;
  try {
    display = new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' });
  } catch {
    return english;
  }
  const name = (code: string): string => display?.of(code) ?? languageName(code);
  const tag = (code: string): string => {
    const own = name(code);
    return own.charAt(0).toLocaleUpperCase(locale) + own.slice(1);
  };
  const label = (code: string): string => {
    const { nativeName } = languageInfo(code);
    return nativeName.toLocaleLowerCase(locale) === name(code).toLocaleLowerCase(locale)
      ? tag(code)
      : `${tag(code)} (${nativeName})`;
  };
  const sorted = (without: readonly string[]): LanguageInfo[] => {
    const left = new Set(without);
    return LANGUAGES.filter((language) => !left.has(language.code)).sort((a, b) =>
      name(a.code).localeCompare(name(b.code), locale),
    );
  };
  return { name, tag, label, sorted };
}

/** The languages' names in the owner app's language. */
export function useLanguageNames(): LanguageNames {
  const { language, locale } = useLocale();
  return useMemo(() => (language === 'en' ? english : namesIn(locale)), [language, locale]);
}
