import { describe, expect, it } from 'vitest';
import { TRANSLATION_TEXT_MAX_LENGTH } from '../schemas/languages';
import type { TranslatableText } from './translate';
import {
  importSummary,
  mergeTranslationFile,
  parseTranslationJson,
  translationFileName,
  translationJson,
  translationXliff,
  xmlAttribute,
  xmlText,
} from './translation-files';

const texts: TranslatableText[] = [
  { key: 'title', text: 'Contact us', section: 'Form', field: 'Title', rich: false },
  { key: 'element.1.label', text: '<b>Your</b> name & "nick"', section: '1. Your name', field: 'Label', rich: true },
  { key: 'element.2.option.r d', text: 'Red', section: '2. Colour', field: 'Option', rich: false },
];
const source = {
  form: 'Contact <us>',
  sourceLanguage: 'en',
  language: 'fr',
  texts,
  translations: { title: 'Contactez-nous' },
};
const french = { language: 'fr', languageName: 'French', texts };

describe('translation files (docs/product.md, "Translating a form")', () => {
  it('writes JSON with each key, its place, source and translation (empty when missing)', () => {
    const file = JSON.parse(translationJson(source)) as Record<string, unknown>;
    expect(file).toEqual({
      format: 'formbuilder-translations',
      version: 1,
      form: 'Contact <us>',
      sourceLanguage: 'en',
      language: 'fr',
      texts: {
        title: { section: 'Form', field: 'Title', source: 'Contact us', translation: 'Contactez-nous' },
        'element.1.label': {
          section: '1. Your name',
          field: 'Label',
          source: '<b>Your</b> name & "nick"',
          translation: '',
        },
        'element.2.option.r d': { section: '2. Colour', field: 'Option', source: 'Red', translation: '' },
      },
    });
  });

  it('writes XLIFF 1.2 with escaped ids, sources and targets, and no target for a missing one', () => {
    const xliff = translationXliff(source);
    expect(xliff).toContain('<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">');
    expect(xliff).toContain('original="Contact &lt;us&gt;" source-language="en" target-language="fr"');
    expect(xliff).toContain(
      '<trans-unit id="title" xml:space="preserve">\n        <source>Contact us</source>\n        <target>Contactez-nous</target>',
    );
    expect(xliff).toContain(
      '<trans-unit id="element.1.label" xml:space="preserve" datatype="html">\n        <source>&lt;b&gt;Your&lt;/b&gt; name &amp; "nick"</source>\n        <note>',
    );
    expect(xliff).toContain('<note>2. Colour · Option</note>');
    expect(xliff.match(/<target>/g)).toHaveLength(1);
  });

  it('escapes what XML cannot hold as it is', () => {
    expect(xmlText('a < b && c > d\r\n')).toBe('a &lt; b &amp;&amp; c &gt; d&#13;\n');
    expect(xmlAttribute(`say "hi"\n\t'x'`)).toBe('say &quot;hi&quot;&#10;&#9;&apos;x&apos;');
    expect(xmlText('bell\u0007 and \uD800 lone')).toBe('bell and  lone');
    expect(xmlText('emoji 😀')).toBe('emoji 😀');
  });

  it('names files by the form and the language', () => {
    expect(translationFileName('Café: Contact us!', 'fr', 'xlf')).toBe('cafe-contact-us.fr.xlf');
    expect(translationFileName('日本', 'ja', 'json')).toBe('form.ja.json');
  });

  it('reads back its own JSON', () => {
    const parsed = parseTranslationJson(translationJson(source));
    expect(parsed).toEqual({
      ok: true,
      value: {
        language: 'fr',
        units: [
          { key: 'title', source: 'Contact us', translation: 'Contactez-nous' },
          { key: 'element.1.label', source: '<b>Your</b> name & "nick"', translation: '' },
          { key: 'element.2.option.r d', source: 'Red', translation: '' },
        ],
      },
    });
  });

  it('refuses JSON that is not a translation file, in words', () => {
    expect(parseTranslationJson('{ nope')).toEqual({ ok: false, message: 'The file is not valid JSON.' });
    expect(parseTranslationJson('[1]')).toEqual({
      ok: false,
      message: 'The file is not a translation file: it has no "texts".',
    });
    expect(parseTranslationJson('{"language":"fr","texts":{"title":{"translation":3}}}')).toEqual({
      ok: false,
      message: 'The text "title" in the file has no "translation" written as text.',
    });
  });

  it('merges a file: skips unknown keys and empty translations, keeps the rest, counts changed sources', () => {
    const merged = mergeTranslationFile(
      {
        language: 'fr-CA',
        units: [
          { key: 'title', source: 'Contact us', translation: 'Écrivez-nous' },
          { key: 'element.1.label', source: 'Your old name', translation: '<b>Votre</b> nom' },
          { key: 'element.2.option.r d', source: 'Red', translation: '  ' },
          { key: 'element.9.label', source: 'Gone', translation: 'Parti' },
          { key: 'element.8.label', source: null, translation: 'Aussi parti' },
          { key: 'ending.x.text', source: null, translation: 'Fin' },
        ],
      },
      french,
      { title: 'Contactez-nous', 'element.2.option.r d': 'Rouge' },
    );
    expect(merged).toEqual({
      ok: true,
      value: {
        translations: { title: 'Écrivez-nous', 'element.1.label': '<b>Votre</b> nom', 'element.2.option.r d': 'Rouge' },
        imported: 2,
        unknown: 3,
        changedSource: 1,
        tooLong: 0,
      },
    });
    if (!merged.ok) return;
    expect(importSummary(merged.value, 'French')).toEqual([
      '2 texts translated into French from the file.',
      '3 texts in the file are not in this form and were skipped.',
      '1 text changed in the form since the file was made: check its translation.',
    ]);
  });

  it('skips translations longer than the limit', () => {
    const merged = mergeTranslationFile(
      {
        language: 'fr',
        units: [{ key: 'title', source: null, translation: 'x'.repeat(TRANSLATION_TEXT_MAX_LENGTH + 1) }],
      },
      french,
      undefined,
    );
    expect(merged.ok && merged.value).toMatchObject({ imported: 0, tooLong: 1, translations: {} });
    if (merged.ok)
      expect(importSummary(merged.value, 'French')).toEqual([
        'The file brought no new French translations.',
        `1 text was longer than ${String(TRANSLATION_TEXT_MAX_LENGTH)} characters and skipped.`,
      ]);
  });

  it('refuses a file in another language, or naming none', () => {
    const names: Record<string, string> = { de: 'German' };
    expect(mergeTranslationFile({ language: 'de', units: [] }, french, {}, (code) => names[code] ?? code)).toEqual({
      ok: false,
      message: 'The file holds translations into German, not French. Import it into German, or choose a French file.',
    });
    expect(mergeTranslationFile({ language: null, units: [] }, french, {})).toEqual({
      ok: false,
      message: 'The file does not say which language its translations are in, so it cannot be taken as French.',
    });
  });
});
