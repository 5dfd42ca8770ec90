import { en, type Catalogue, type MessageId } from './catalogues/en';
import { DEFAULT_LANGUAGE, languageDir } from './languages';
import { formatText, messageFormats } from './message-formats';

// The page's own words in one language (docs/product.md, "Languages"), formatted with
// intl-messageformat (ICU plurals and numbers in the language's own rules). The server builds
// them from the catalogues (catalogues/index.ts); the visitor's script from the one catalogue the
// page carries, so it never loads the other languages.

export type MessageValues = Readonly<Record<string, string | number>>;

export interface PageWords {
  /** The language the words are in ('en' when the page's words fall back to English). */
  readonly lang: string;
  readonly dir: 'ltr' | 'rtl';
  readonly catalogue: Catalogue;
  t(id: MessageId, values?: MessageValues): string;
}

/** Words over a catalogue; an id the catalogue lacks (or cannot format) is said in English. */
export function wordsFrom(lang: string, catalogue: Partial<Catalogue>): PageWords {
  const full: Catalogue = { ...en, ...catalogue };
  const format = messageFormats(full, lang, { catalogue: en, locale: DEFAULT_LANGUAGE });
  return { lang, dir: languageDir(lang), catalogue: full, t: (id, values) => formatText(format(id), values) };
}

/** The ids the visitor's script says itself: answers' messages, steps, sending, files, partial responses. */
const SCRIPT_PREFIXES = ['answer.', 'page.step', 'page.page', 'submit.', 'upload.', 'file.', 'partial.'];

/**
 * What of a catalogue the page carries to the visitor's script: the words it says itself (the
 * rest is drawn by the server), the partial responses' only when the form saves them.
 */
export function scriptCatalogue(catalogue: Catalogue, savesPartials: boolean): Partial<Catalogue> {
  const kept = (id: string) =>
    SCRIPT_PREFIXES.some((prefix) => id.startsWith(prefix)) && (savesPartials || !id.startsWith('partial.'));
  return Object.fromEntries(Object.entries(catalogue).filter(([id]) => kept(id)));
}

/** The English words: what validators and the page say when no language is given. */
export const ENGLISH: PageWords = wordsFrom(DEFAULT_LANGUAGE, en);

export type { Catalogue, MessageId } from './catalogues/en';
