import type { PageLanguage } from '../languages';
import { DEFAULT_LANGUAGE } from '../languages';
import { wordsFrom, type PageWords } from '../words';
import { en, type Catalogue } from './en';

// Every catalogue of the page's words, for the server and the owner's preview. The visitor's
// script never imports this: the page carries the one catalogue it needs.
export const CATALOGUES: Readonly<Partial<Record<PageLanguage, Catalogue>>> = { en };

const cache = new Map<string, PageWords>();

/**
 * The page's words for a form language: its catalogue when one ships, else English (whose `lang`
 * is then 'en': the page's <html lang> follows the form's language, not these words).
 */
export function pageWords(lang: string): PageWords {
  let words = cache.get(lang);
  if (words === undefined) {
    const catalogue = CATALOGUES[lang as PageLanguage];
    words = catalogue === undefined ? wordsFrom(DEFAULT_LANGUAGE, en) : wordsFrom(lang, catalogue);
    cache.set(lang, words);
  }
  return words;
}
