import { ENGLISH, isRecord, wordsFrom, type PageWords } from '@formbuilder/core/runtime';

// The page's own words in the visitor's language (docs/product.md, "Languages"), as the script
// says them: from the one catalogue the page carries in its data (the server's visitor-data.ts),
// English when it carries none. Set once by initForm from the page's data; a page has one language.

let current: PageWords = ENGLISH;

/** The words of the page's data: its catalogue's ICU messages, formatted here (strings only). */
export function wordsOfData(value: unknown): PageWords {
  if (!isRecord(value) || typeof value.lang !== 'string' || !isRecord(value.catalogue)) return ENGLISH;
  const messages = Object.entries(value.catalogue).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return wordsFrom(value.lang, Object.fromEntries(messages));
}

/** The words the script speaks on this page. */
export const pageWords = (): PageWords => current;

export function setPageWords(words: PageWords): void {
  current = words;
}
