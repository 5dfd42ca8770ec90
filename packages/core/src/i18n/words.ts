import { IntlMessageFormat } from 'intl-messageformat';
import { en, type Catalogue, type MessageId } from './catalogues/en';
import { DEFAULT_LANGUAGE, languageDir } from './languages';

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
  const formats = new Map<MessageId, IntlMessageFormat>();
  const full: Catalogue = { ...en, ...catalogue };
  const format = (id: MessageId): IntlMessageFormat => {
    let message = formats.get(id);
    if (message === undefined) {
      try {
        message = new IntlMessageFormat(full[id], lang);
      } catch {
        message = new IntlMessageFormat(en[id], DEFAULT_LANGUAGE);
      }
      formats.set(id, message);
    }
    return message;
  };
  return {
    lang,
    dir: languageDir(lang),
    catalogue: full,
    t(id, values) {
      const text = format(id).format(values);
      return typeof text === 'string' ? text : String(text);
    },
  };
}

/** The English words: what validators and the page say when no language is given. */
export const ENGLISH: PageWords = wordsFrom(DEFAULT_LANGUAGE, en);

export type { Catalogue, MessageId } from './catalogues/en';
