// @vitest-environment jsdom
import { translationXliff } from '@formbuilder/core';
import type { TranslatableText } from '@formbuilder/core';
import { describe, expect, it } from 'vitest';
import { readXliff } from './xliff-reader';

const texts: TranslatableText[] = [
  { key: 'title', text: 'Contact us', section: 'Form', field: 'Title', rich: false },
  { key: 'element.1.label', text: '<b>Your</b> name & "x"', section: '1. Your name', field: 'Label', rich: true },
  { key: 'element.2.option.a "b"\n<c>', text: 'Line one\r\nline two', section: '2. C', field: 'Option', rich: false },
];

describe('readXliff (docs/product.md, "Translating a form")', () => {
  it('reads back the XLIFF 1.2 the builder writes, escapes and white space included', () => {
    const file = translationXliff({
      form: 'Contact & <us>',
      sourceLanguage: 'en',
      language: 'fr',
      texts,
      translations: { title: 'Contactez-nous', 'element.2.option.a "b"\n<c>': 'Ligne un\r\nligne deux' },
    });
    expect(readXliff(file)).toEqual({
      ok: true,
      value: {
        language: 'fr',
        units: [
          { key: 'title', source: 'Contact us', translation: 'Contactez-nous' },
          { key: 'element.1.label', source: '<b>Your</b> name & "x"', translation: '' },
          { key: 'element.2.option.a "b"\n<c>', source: 'Line one\r\nline two', translation: 'Ligne un\r\nligne deux' },
        ],
      },
    });
  });

  it('reads XLIFF 2, joining a unit’s segments', () => {
    const file = `<?xml version="1.0"?>
<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="de-DE">
  <file id="f1">
    <unit id="title"><segment><source>Contact </source><target>Kontakt </target></segment><segment><source>us</source><target>uns</target></segment></unit>
    <unit id="element.1.label"><segment><source>Name</source></segment></unit>
  </file>
</xliff>`;
    expect(readXliff(file)).toEqual({
      ok: true,
      value: {
        language: 'de-DE',
        units: [
          { key: 'title', source: 'Contact us', translation: 'Kontakt uns' },
          { key: 'element.1.label', source: 'Name', translation: '' },
        ],
      },
    });
  });

  it('refuses what is not well-formed XML, not XLIFF, or not placeable, in words', () => {
    expect(readXliff('<xliff version="1.2"><file><body><trans-unit id="a"><source>x</trans-unit>')).toEqual({
      ok: false,
      message: 'The file is not well-formed XML, so it cannot be read as XLIFF. Check that it was saved whole.',
    });
    expect(readXliff('<html><body/></html>')).toEqual({
      ok: false,
      message: 'The file is XML but not XLIFF: it does not start with <xliff>.',
    });
    expect(readXliff('<xliff version="3.0"/>')).toEqual({
      ok: false,
      message: 'The file is XLIFF version "3.0"; the builder reads XLIFF 1.2 and 2.',
    });
    expect(
      readXliff(
        '<xliff version="1.2"><file target-language="fr"><body><trans-unit><source>x</source></trans-unit></body></file></xliff>',
      ),
    ).toEqual({ ok: false, message: 'A <trans-unit> in the file has no id, so its text cannot be placed.' });
    expect(
      readXliff(
        '<xliff version="1.2"><file target-language="fr"><body/></file><file target-language="de"><body/></file></xliff>',
      ),
    ).toEqual({ ok: false, message: 'The file holds translations into more than one language; import one at a time.' });
  });

  it('reads a file that names no target language as one with none', () => {
    expect(readXliff('<xliff version="1.2"><file><body/></file></xliff>')).toEqual({
      ok: true,
      value: { language: null, units: [] },
    });
  });
});
