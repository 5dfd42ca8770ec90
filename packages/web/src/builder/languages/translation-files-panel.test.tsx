// @vitest-environment jsdom
import { translatableTexts, translationXliff } from '@formbuilder/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contactForm, FRENCH, open, savedLanguages } from './languages-test-kit';

afterEach(() => vi.restoreAllMocks());

/** The files the screen saves, by name, with their type and text. */
function catchDownloads() {
  const saved: { name: string; type: string; text: string }[] = [];
  const blobs = new Map<string, Blob>();
  // jsdom has no object URLs: each blob saved is kept under its own.
  Object.assign(URL, { createObjectURL: () => '', revokeObjectURL: () => undefined });
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:${String(blobs.size)}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) void blob.text().then((text) => saved.push({ name: this.download, type: blob.type, text }));
  });
  return saved;
}

function importFile(name: string, content: string) {
  const input = screen.getByLabelText('Import a file in French');
  fireEvent.change(input, { target: { files: [new File([content], name)] } });
}

const files = () => screen.getByRole('group', { name: 'Files for translators' });
const status = () => within(files()).getByRole('status');
const alert = () => within(files()).getByRole('alert');

const formTexts = () => {
  const form = contactForm();
  return translatableTexts(form.props, form.title);
};

describe('files for translators (docs/product.md, "Translating a form")', () => {
  it('downloads the language as JSON and as XLIFF, each text with its original and translation', async () => {
    await open();
    const saved = catchDownloads();
    fireEvent.click(screen.getByRole('button', { name: 'Download JSON' }));
    fireEvent.click(screen.getByRole('button', { name: 'Download XLIFF' }));
    await vi.waitFor(() => expect(saved).toHaveLength(2));
    const [json, xliff] = saved;
    expect(json?.name).toBe('contact-us.fr.json');
    expect(json?.type).toBe('application/json;charset=utf-8');
    const file = JSON.parse(json?.text ?? '') as { language: string; form: string; texts: Record<string, unknown> };
    expect(file.language).toBe('fr');
    expect(file.form).toBe('Contact us');
    expect(Object.keys(file.texts)).toEqual(formTexts().map((text) => text.key));
    expect(file.texts.title).toEqual({
      section: 'Form',
      field: 'Title',
      source: 'Contact us',
      translation: 'Contactez-nous',
    });
    expect(file.texts['element.3.label']).toMatchObject({ source: '<b>Bold</b> question', translation: '' });
    expect(xliff?.name).toBe('contact-us.fr.xlf');
    expect(xliff?.text).toContain('source-language="en" target-language="fr"');
    expect(xliff?.text).toContain('<trans-unit id="element.2.option.r" xml:space="preserve">');
    expect(xliff?.text).toContain('<source>&lt;b&gt;Bold&lt;/b&gt; question</source>');
    expect(xliff?.text).toContain('<target>Contactez-nous</target>');
  });

  it('imports a JSON file: merges its translations, and says what it skipped', async () => {
    const fetchMock = await open();
    importFile(
      'contact-us.fr.json',
      JSON.stringify({
        language: 'fr',
        texts: {
          'element.1.label': { source: 'Your name', translation: 'Votre nom' },
          'element.2.option.r': { source: 'Red', translation: 'Rouge' },
          title: { source: 'Contact us', translation: '' },
          'element.40.label': { translation: 'Parti' },
          'element.41.label': { translation: 'Aussi parti' },
          'element.42.label': { translation: 'Encore' },
        },
      }),
    );
    await vi.waitFor(() => expect(status().textContent).toContain('2 texts translated into French from the file.'));
    expect(status().textContent).toContain('3 texts in the file are not in this form and were skipped.');
    expect(screen.getByLabelText<HTMLTextAreaElement>('1. Your name, Label, in French').value).toBe('Votre nom');
    expect(await savedLanguages(fetchMock)).toEqual({
      ...FRENCH,
      translations: { fr: { title: 'Contactez-nous', 'element.1.label': 'Votre nom', 'element.2.option.r': 'Rouge' } },
    });
  });

  it('imports an XLIFF file as a translation tool gives it back', async () => {
    const fetchMock = await open();
    const xliff = translationXliff({
      form: 'Contact us',
      sourceLanguage: 'en',
      language: 'fr-FR',
      texts: formTexts(),
      translations: { 'element.3.label': '<b>Question</b> en gras', 'element.1.placeholder': 'Ada L.' },
    });
    importFile('contact-us.fr.xlf', xliff);
    await vi.waitFor(() => expect(status().textContent).toBe('2 texts translated into French from the file.'));
    expect(await savedLanguages(fetchMock)).toEqual({
      ...FRENCH,
      translations: {
        fr: {
          title: 'Contactez-nous',
          'element.3.label': '<b>Question</b> en gras',
          'element.1.placeholder': 'Ada L.',
        },
      },
    });
  });

  it('refuses a malformed XLIFF file, a JSON file that is not one, and a file in another language, in words', async () => {
    await open();
    importFile('broken.xlf', '<xliff version="1.2"><file target-language="fr"><body><trans-unit id="title">');
    await vi.waitFor(() =>
      expect(alert().textContent).toBe(
        'broken.xlf was not imported. The file is not well-formed XML, so it cannot be read as XLIFF. Check that it was saved whole.',
      ),
    );
    importFile('notes.json', '{"hello": "world"}');
    await vi.waitFor(() =>
      expect(alert().textContent).toBe(
        'notes.json was not imported. The file is not a translation file: it has no "texts".',
      ),
    );
    importFile('german.json', JSON.stringify({ language: 'de', texts: { title: { translation: 'Kontakt' } } }));
    await vi.waitFor(() =>
      expect(alert().textContent).toBe(
        'german.json was not imported. The file holds translations into German, not French. Import it into German, or choose a French file.',
      ),
    );
    expect(screen.getByLabelText<HTMLTextAreaElement>('Form, Title, in French').value).toBe('Contactez-nous');
    expect(status().textContent).toBe('');
  });
});
