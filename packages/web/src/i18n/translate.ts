import { createElement, Fragment, type ReactNode } from 'react';
import { formatText, messageFormats } from '@formbuilder/core/runtime';
import { en, type OwnerCatalogue, type OwnerMessageId } from './en';
import { FALLBACK_LANGUAGE, OWNER_CATALOGUES, type OwnerLanguage } from './languages';

// Formats the owner app's words with intl-messageformat (docs/product.md, "The owner app's
// language"): plurals and numbers follow the chosen locale; an id a catalogue cannot format is
// said in English rather than not at all.

export type MessageValues = Readonly<Record<string, string | number>>;
/** Values of a rich message: its tags (<strong>…</strong>) are functions of their content. */
export type RichValues = Readonly<Record<string, string | number | ReactNode | ((chunks: ReactNode[]) => ReactNode)>>;

export interface Translate {
  (id: OwnerMessageId, values?: MessageValues): string;
  /** A message with tags drawn as elements, e.g. `<link>terms</link>` → a link. */
  rich(id: OwnerMessageId, values: RichValues): ReactNode;
  /** The language the words are in. */
  readonly language: OwnerLanguage;
  /** The locale dates and numbers are written in. */
  readonly locale: string;
}

const keyedParts = (parts: readonly ReactNode[]): ReactNode[] =>
  parts.map((part, index) => createElement(Fragment, { key: index }, part));

export function makeTranslate(language: OwnerLanguage, locale: string): Translate {
  const catalogue: OwnerCatalogue = OWNER_CATALOGUES[language];
  const format = messageFormats(catalogue, locale, { catalogue: en, locale: FALLBACK_LANGUAGE });
  const t = (id: OwnerMessageId, values?: MessageValues): string => formatText(format(id), values);
  const rich = (id: OwnerMessageId, values: RichValues): ReactNode => {
    // Each tag's content and the whole message are keyed children, as React wants of lists.
    const keyed = Object.fromEntries(
      Object.entries(values).map(([name, value]) => [
        name,
        typeof value === 'function' ? (chunks: ReactNode[]) => value(keyedParts(chunks)) : value,
      ]),
    );
    const parts = format(id).format<ReactNode>(keyed);
    return Array.isArray(parts) ? keyedParts(parts) : parts;
  };
  return Object.assign(t, { rich, language, locale });
}
