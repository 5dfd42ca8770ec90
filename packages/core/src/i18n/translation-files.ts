import { TRANSLATION_TEXT_MAX_LENGTH } from '../schemas/languages';
import type { TranslatableText, Translations } from './translate';

// Files for translators (docs/product.md, "Translating a form"): one language of a form as JSON
// or XLIFF 1.2, each text under its translation key with the default language's text beside its
// translation. Built here by plain string building; JSON is read here too, XLIFF in the browser
// (its DOMParser) into the same TranslationFileContent, and both are merged by mergeTranslationFile.

/** What a translation file is built from: one language of one form. */
export interface TranslationFileSource {
  /** The form's title, named in the file so that a translator knows which form it is. */
  readonly form: string;
  readonly sourceLanguage: string;
  readonly language: string;
  readonly texts: readonly TranslatableText[];
  readonly translations: Translations | undefined;
}

/** The JSON file's `format`, which tells it from any other JSON file. */
export const TRANSLATION_JSON_FORMAT = 'formbuilder-translations';

/** One form's language as the JSON file for translators. */
export function translationJson(source: TranslationFileSource): string {
  const texts: Record<string, { section: string; field: string; source: string; translation: string }> = {};
  for (const text of source.texts) {
    texts[text.key] = {
      section: text.section,
      field: text.field,
      source: text.text,
      translation: source.translations?.[text.key] ?? '',
    };
  }
  const file = {
    format: TRANSLATION_JSON_FORMAT,
    version: 1,
    form: source.form,
    sourceLanguage: source.sourceLanguage,
    language: source.language,
    texts,
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

// XML 1.0 allows tab, line feed and carriage return below U+0020 and no other control character;
// the lone surrogates and U+FFFE/U+FFFF are not characters either.
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- these are the characters XML refuses
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const XML_TEXT: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '\r': '&#13;' };
const XML_ATTRIBUTE: Readonly<Record<string, string>> = {
  ...XML_TEXT,
  '"': '&quot;',
  "'": '&apos;',
  '\n': '&#10;',
  '\t': '&#9;',
};

/** A text as XML character data: markup escaped, characters XML cannot hold left out. */
export function xmlText(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>\r]/g, (c) => XML_TEXT[c] ?? c);
}

/** A text as a quoted XML attribute value (white space kept as character references). */
export function xmlAttribute(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"'\r\n\t]/g, (c) => XML_ATTRIBUTE[c] ?? c);
}

/**
 * One form's language as an XLIFF 1.2 file: a trans-unit per text, its id the translation key,
 * `<source>` the default language's text and `<target>` the translation (left out when there is
 * none yet), a note saying where the text is. Rich texts are HTML kept as escaped text.
 */
export function translationXliff(source: TranslationFileSource): string {
  const units = source.texts.map((text) => {
    const translation = source.translations?.[text.key] ?? '';
    const lines = [
      `      <trans-unit id="${xmlAttribute(text.key)}" xml:space="preserve"${text.rich ? ' datatype="html"' : ''}>`,
      `        <source>${xmlText(text.text)}</source>`,
    ];
    if (translation !== '') lines.push(`        <target>${xmlText(translation)}</target>`);
    lines.push(`        <note>${xmlText(`${text.section} · ${text.field}`)}</note>`, '      </trans-unit>');
    return lines.join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">',
    `  <file original="${xmlAttribute(source.form)}" source-language="${xmlAttribute(source.sourceLanguage)}" target-language="${xmlAttribute(source.language)}" datatype="plaintext">`,
    '    <body>',
    ...units,
    '    </body>',
    '  </file>',
    '</xliff>',
    '',
  ].join('\n');
}

/** A file's name: the form's title made safe, the language and the extension ('contact-us.fr.xlf'). */
export function translationFileName(form: string, language: string, extension: 'json' | 'xlf'): string {
  const base =
    form
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'form';
  return `${base}.${language}.${extension}`;
}

/** One text read from a translation file. */
export interface TranslationUnit {
  readonly key: string;
  /** The default language's text as the file has it, when it has one. */
  readonly source: string | null;
  readonly translation: string;
}

/** A translation file as read, before it is checked against the form. */
export interface TranslationFileContent {
  /** The language the file's translations are in, as it names it ('fr', 'fr-CA'), or null. */
  readonly language: string | null;
  readonly units: readonly TranslationUnit[];
}

export type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads the JSON file for translators; a file that is not one is refused in words. */
export function parseTranslationJson(text: string): Parsed<TranslationFileContent> {
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch {
    return { ok: false, message: 'The file is not valid JSON.' };
  }
  if (!isRecord(file) || !isRecord(file.texts)) {
    return { ok: false, message: 'The file is not a translation file: it has no "texts".' };
  }
  const units: TranslationUnit[] = [];
  for (const [key, entry] of Object.entries(file.texts)) {
    if (typeof entry === 'string') {
      units.push({ key, source: null, translation: entry });
    } else if (isRecord(entry) && typeof entry.translation === 'string') {
      units.push({
        key,
        source: typeof entry.source === 'string' ? entry.source : null,
        translation: entry.translation,
      });
    } else {
      return {
        ok: false,
        message: `The text "${key.slice(0, 80)}" in the file has no "translation" written as text.`,
      };
    }
  }
  return { ok: true, value: { language: typeof file.language === 'string' ? file.language : null, units } };
}

/** What an import did, for the owner. */
export interface TranslationImport {
  /** The language's translations with the file's merged in. */
  readonly translations: Record<string, string>;
  /** Texts whose translation the file gave (new or changed). */
  readonly imported: number;
  /** Keys in the file the form does not have. */
  readonly unknown: number;
  /** Texts translated in the file whose default-language text has changed since. */
  readonly changedSource: number;
  /** Translations longer than a translation may be. */
  readonly tooLong: number;
}

/** The language a code names, without its region: 'fr-CA' and 'FR_ca' are 'fr'. */
const primaryLanguage = (code: string): string => (code.trim().toLowerCase().split(/[-_]/)[0] ?? '').trim();

/**
 * Merges a file into one language's translations: a file in another language (or naming none) is
 * refused; a text with an empty translation in the file keeps the one the form has; keys the form
 * does not have are counted and skipped.
 */
export function mergeTranslationFile(
  content: TranslationFileContent,
  target: { readonly language: string; readonly languageName: string; readonly texts: readonly TranslatableText[] },
  translations: Translations | undefined,
  languageNameOf: (code: string) => string = (code) => code,
): Parsed<TranslationImport> {
  if (content.language === null || content.language.trim() === '') {
    return {
      ok: false,
      message: `The file does not say which language its translations are in, so it cannot be taken as ${target.languageName}.`,
    };
  }
  const fileLanguage = primaryLanguage(content.language);
  if (fileLanguage !== target.language) {
    return {
      ok: false,
      message: `The file holds translations into ${languageNameOf(fileLanguage)}, not ${target.languageName}. Import it into ${languageNameOf(fileLanguage)}, or choose a ${target.languageName} file.`,
    };
  }
  const byKey = new Map(target.texts.map((text) => [text.key, text]));
  const merged: Record<string, string> = { ...translations };
  let imported = 0;
  let unknown = 0;
  let changedSource = 0;
  let tooLong = 0;
  for (const unit of content.units) {
    const text = byKey.get(unit.key);
    if (text === undefined) {
      unknown += 1;
      continue;
    }
    if (unit.translation.trim() === '') continue;
    if (unit.translation.length > TRANSLATION_TEXT_MAX_LENGTH) {
      tooLong += 1;
      continue;
    }
    if (merged[unit.key] !== unit.translation) imported += 1;
    merged[unit.key] = unit.translation;
    if (unit.source !== null && unit.source !== text.text) changedSource += 1;
  }
  return { ok: true, value: { translations: merged, imported, unknown, changedSource, tooLong } };
}

const texts = (count: number): string => (count === 1 ? '1 text' : `${String(count)} texts`);

/** What an import says once done: how many texts it brought, and what it skipped and why. */
export function importSummary(result: TranslationImport, languageName: string): string[] {
  const lines = [
    result.imported === 0
      ? `The file brought no new ${languageName} translations.`
      : `${texts(result.imported)} translated into ${languageName} from the file.`,
  ];
  if (result.unknown > 0) {
    lines.push(
      `${texts(result.unknown)} in the file ${result.unknown === 1 ? 'is' : 'are'} not in this form and ${result.unknown === 1 ? 'was' : 'were'} skipped.`,
    );
  }
  if (result.tooLong > 0) {
    lines.push(
      `${texts(result.tooLong)} ${result.tooLong === 1 ? 'was' : 'were'} longer than ${String(TRANSLATION_TEXT_MAX_LENGTH)} characters and skipped.`,
    );
  }
  if (result.changedSource > 0) {
    lines.push(
      `${texts(result.changedSource)} changed in the form since the file was made: check ${result.changedSource === 1 ? 'its translation' : 'their translations'}.`,
    );
  }
  return lines;
}
