import type { PageLanguage } from '../languages';
import { DEFAULT_LANGUAGE } from '../languages';
import { wordsFrom, type PageWords } from '../words';
import { ar } from './ar';
import { de } from './de';
import { en, type Catalogue } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { nl } from './nl';
import { pt } from './pt';

// Every catalogue of the page's words, for the server and the owner's preview. The visitor's
// script never imports this: the page carries the one catalogue it needs. A full record: a
// language added to PAGE_LANGUAGES does not compile until its catalogue is written.
export const CATALOGUES: Readonly<Record<PageLanguage, Catalogue>> = { en, fr, de, es, pt, it, nl, ar };

const cache = new Map<PageLanguage, PageWords>();

const hasCatalogue = (lang: string): lang is PageLanguage => Object.hasOwn(CATALOGUES, lang);

/**
 * The page's words for a form language: its catalogue when one ships, else English (whose `lang`
 * is then 'en': the page's <html lang> follows the form's language, not these words).
 */
export function pageWords(lang: string): PageWords {
  const code: PageLanguage = hasCatalogue(lang) ? lang : DEFAULT_LANGUAGE;
  let words = cache.get(code);
  if (words === undefined) {
    words = wordsFrom(code, CATALOGUES[code]);
    cache.set(code, words);
  }
  return words;
}
