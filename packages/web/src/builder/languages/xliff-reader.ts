import type { Parsed, TranslationFileContent, TranslationUnit } from '@formbuilder/core';
import type { Translate } from '../../i18n/translate';
import { inEnglish } from '../in-english';

// XLIFF files for translators, read with the browser's XML parser (docs/product.md, "Translating a
// form"): XLIFF 1.2 (<file target-language> and <trans-unit id> with <source> and <target>, as the
// builder writes it) and XLIFF 2 (<xliff trgLang> and <unit id> whose <segment>s hold them).
// Refusals are in English unless a `t` of the owner's language is given.

const refuse = (message: string): Parsed<TranslationFileContent> => ({ ok: false, message });

/** The element's children named `name`, whatever the namespace. */
const children = (parent: Element, name: string): Element[] =>
  Array.from(parent.children).filter((child) => child.localName === name);

/** The text of the first child named `name`, or null when there is none. */
function childText(parent: Element, name: string): string | null {
  const child = children(parent, name)[0];
  return child === undefined ? null : (child.textContent ?? '');
}

/** Every element named `name` under `root`, whatever the namespace. */
const descendants = (root: Document | Element, name: string): Element[] =>
  Array.from(root.getElementsByTagNameNS('*', name));

function unitsOf12(root: Element, t: Translate): TranslationUnit[] | string {
  const units: TranslationUnit[] = [];
  for (const unit of descendants(root, 'trans-unit')) {
    const key = unit.getAttribute('id');
    if (key === null || key === '') return t('builder.languages.xliff.noId', { unit: '<trans-unit>' });
    units.push({ key, source: childText(unit, 'source'), translation: childText(unit, 'target') ?? '' });
  }
  return units;
}

function unitsOf2(root: Element, t: Translate): TranslationUnit[] | string {
  const units: TranslationUnit[] = [];
  for (const unit of descendants(root, 'unit')) {
    const key = unit.getAttribute('id');
    if (key === null || key === '') return t('builder.languages.xliff.noId', { unit: '<unit>' });
    const segments = children(unit, 'segment');
    const join = (name: string): string | null =>
      segments.some((segment) => childText(segment, name) !== null)
        ? segments.map((segment) => childText(segment, name) ?? '').join('')
        : null;
    units.push({ key, source: join('source'), translation: join('target') ?? '' });
  }
  return units;
}

/** The one language the file's translations are in, or a sentence saying why there is none. */
function targetLanguageOf12(root: Element, t: Translate): string | null | { error: string } {
  const languages = new Set(
    descendants(root, 'file')
      .map((file) => file.getAttribute('target-language'))
      .filter((language): language is string => language !== null && language.trim() !== ''),
  );
  if (languages.size > 1) return { error: t('builder.languages.xliff.manyLanguages') };
  return [...languages][0] ?? null;
}

/** Reads an XLIFF 1.2 or 2 file; a file that is not well-formed XML or not XLIFF is refused in words. */
export function readXliff(text: string, t: Translate = inEnglish): Parsed<TranslationFileContent> {
  const document = new DOMParser().parseFromString(text, 'application/xml');
  if (document.getElementsByTagName('parsererror').length > 0) {
    return refuse(t('builder.languages.xliff.notXml'));
  }
  const root = document.documentElement;
  if (root.localName !== 'xliff') return refuse(t('builder.languages.xliff.notXliff', { root: '<xliff>' }));
  const version = root.getAttribute('version') ?? '';
  if (version.startsWith('1.')) {
    const language = targetLanguageOf12(root, t);
    if (language !== null && typeof language === 'object') return refuse(language.error);
    const units = unitsOf12(root, t);
    return typeof units === 'string' ? refuse(units) : { ok: true, value: { language, units } };
  }
  if (version.startsWith('2.')) {
    const units = unitsOf2(root, t);
    return typeof units === 'string'
      ? refuse(units)
      : { ok: true, value: { language: root.getAttribute('trgLang'), units } };
  }
  return refuse(t('builder.languages.xliff.version', { version: version.slice(0, 10) }));
}
