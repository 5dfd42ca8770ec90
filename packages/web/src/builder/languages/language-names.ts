import { LANGUAGES, languageInfo } from '@formbuilder/core';
import type { LanguageInfo } from '@formbuilder/core';

// How the Languages screen names a language to its owner (docs/product.md, "Translating a form"):
// by its English name, with its own name beside it where that differs.

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
