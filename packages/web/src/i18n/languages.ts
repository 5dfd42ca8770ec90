import { baseLanguage, languageInfo } from '@formbuilder/core';
import { en, type OwnerCatalogue } from './en';
import { fr } from './fr';

// The languages the owner app speaks (docs/product.md, "The owner app's language"). Adding one is
// a catalogue file beside en.ts, typed OwnerCatalogue, and a line here.
export const OWNER_CATALOGUES = { en, fr } as const satisfies Record<string, OwnerCatalogue>;

export type OwnerLanguage = keyof typeof OWNER_CATALOGUES;
export const OWNER_LANGUAGES = Object.keys(OWNER_CATALOGUES) as OwnerLanguage[];
export const FALLBACK_LANGUAGE: OwnerLanguage = 'en';

/** The browser's storage key of the chosen language. */
export const LANGUAGE_STORAGE_KEY = 'formbuilder.language';

export const isOwnerLanguage = (code: string): code is OwnerLanguage => Object.hasOwn(OWNER_CATALOGUES, code);

/** The language's name in itself, as the Language select lists it ('Français'). */
export const ownerLanguageName = (code: OwnerLanguage): string => languageInfo(code).nativeName;

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/** The stored choice, or null when there is none (or storage is blocked). */
export function storedLanguage(): OwnerLanguage | null {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return stored !== null && isOwnerLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function storeLanguage(language: OwnerLanguage): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Blocked storage: the choice lasts for this page.
  }
}

/** The stored choice; else French when the browser's first language is French; else English. */
export function initialLanguage(): OwnerLanguage {
  const stored = storedLanguage();
  if (stored !== null) return stored;
  const first = baseLanguage(browserLanguages()[0] ?? '');
  return first !== FALLBACK_LANGUAGE && isOwnerLanguage(first) ? first : FALLBACK_LANGUAGE;
}

/**
 * The locale dates and numbers are written in: the browser's own tag when it is in the chosen
 * language ('fr-CA' keeps Canadian dates, 'en-GB' British ones), else the language alone.
 */
export function intlLocale(language: OwnerLanguage): string {
  return browserLanguages().find((tag) => baseLanguage(tag) === language) ?? language;
}
