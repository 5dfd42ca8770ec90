import { IntlMessageFormat } from 'intl-messageformat';

// One catalogue's messages as intl-messageformat formatters, made once per id: the page's words
// (words.ts) and the owner app's (web's i18n/translate.ts) both read theirs through it. An id
// whose message cannot be parsed is said from the fallback catalogue (English) instead.

export function messageFormats<Id extends string>(
  catalogue: Readonly<Record<Id, string>>,
  locale: string,
  fallback: { readonly catalogue: Readonly<Record<Id, string>>; readonly locale: string },
): (id: Id) => IntlMessageFormat {
  const formats = new Map<Id, IntlMessageFormat>();
  return (id) => {
    let message = formats.get(id);
    if (message === undefined) {
      try {
        message = new IntlMessageFormat(catalogue[id], locale);
      } catch {
        message = new IntlMessageFormat(fallback.catalogue[id], fallback.locale);
      }
      formats.set(id, message);
    }
    return message;
  };
}

/** A message formatted as plain text. */
export function formatText(message: IntlMessageFormat, values?: Readonly<Record<string, string | number>>): string {
  const text = message.format(values);
  return typeof text === 'string' ? text : String(text);
}
