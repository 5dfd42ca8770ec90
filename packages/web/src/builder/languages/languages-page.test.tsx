// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FORMS, sentBody } from '../../editor/editor-test-kit';
import { contactForm, FRENCH, open, savedLanguages, textCount } from './languages-test-kit';

const languageItem = (name: RegExp) =>
  screen.getAllByRole('listitem').find((item) => name.test(item.textContent)) ?? null;

describe('the Languages screen (docs/product.md, "Translating a form")', () => {
  it('is a header tab after Logic, with the default language and each language’s missing count', async () => {
    await open();
    const tabs = within(screen.getByRole('navigation', { name: 'Editor' })).getAllByRole('link');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Builder', 'Rules', 'Logic', 'Languages', 'Share', 'Design']);
    expect(screen.getByLabelText<HTMLSelectElement>('The form is written in').value).toBe('en');
    expect(screen.getByText(/Changing it keeps every text as it is/)).toBeTruthy();
    const total = textCount(contactForm());
    expect(total).toBeGreaterThan(5);
    const french = languageItem(/French \(Français\)/);
    expect(french?.textContent).toContain(`${String(total - 1)} of ${String(total)} missing`);
    expect(screen.getByRole('link', { name: 'French (Français): translations' }).getAttribute('aria-current')).toBe(
      'true',
    );
    expect(screen.getByRole('heading', { name: 'French translation' })).toBeTruthy();
  });

  it('lists the texts by section beside the originals, each input named by section and field, missing ones flagged', async () => {
    await open();
    const title = screen.getByLabelText<HTMLTextAreaElement>('Form, Title, in French');
    expect(title.value).toBe('Contactez-nous');
    expect(title.getAttribute('lang')).toBe('fr');
    const name = screen.getByLabelText<HTMLTextAreaElement>('1. Your name, Label, in French');
    expect(name.value).toBe('');
    // The original and the missing flag are read out with the input.
    const description = (name.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' | ');
    expect(description).toBe('English: Your name | Missing');
    expect(title.getAttribute('aria-describedby')?.split(' ')).toHaveLength(1);
    expect(screen.getByLabelText('2. Colour, Option 1, in French')).toBeTruthy();
    expect(screen.getByLabelText('2. Colour, Option 2, in French')).toBeTruthy();
    // A rich text shows as its words, and its input says that markup is kept.
    const rich = screen.getByLabelText('3. Bold question, Label, in French');
    expect(document.getElementById(rich.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent).toBe(
      'English: Bold question',
    );
    expect(rich.getAttribute('aria-describedby')?.split(' ')).toHaveLength(3);
    const sections = screen.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent);
    expect(sections.slice(0, 5)).toEqual([
      'Files for translators',
      'Form',
      '1. Your name',
      '2. Colour',
      '3. Bold question',
    ]);
  });

  it('saves a typed translation into props, and an emptied one removes its key', async () => {
    const fetchMock = await open();
    const total = textCount(contactForm());
    fireEvent.change(screen.getByLabelText('1. Your name, Label, in French'), { target: { value: 'Votre nom' } });
    fireEvent.change(screen.getByLabelText('Form, Title, in French'), { target: { value: '' } });
    expect(screen.getByText(`${String(total - 1)} of ${String(total)} missing`, { selector: 'p' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Copy the original’s HTML|Copy the original's HTML/ }));
    expect(await savedLanguages(fetchMock)).toEqual({
      default: 'en',
      more: ['fr'],
      translations: { fr: { 'element.1.label': 'Votre nom', 'element.3.label': '<b>Bold</b> question' } },
    });
  });

  it('shows only the missing texts on demand, and keeps one in view while it is translated', async () => {
    await open();
    fireEvent.click(screen.getByLabelText('Show only missing'));
    expect(screen.queryByLabelText('Form, Title, in French')).toBeNull();
    const name = screen.getByLabelText('1. Your name, Label, in French');
    fireEvent.change(name, { target: { value: 'Votre nom' } });
    expect(screen.getByLabelText('1. Your name, Label, in French')).toBe(name);
    fireEvent.click(screen.getByLabelText('Show only missing'));
    expect(screen.getByLabelText('Form, Title, in French')).toBeTruthy();
  });

  it('adds a language, which then shows for translation, and keeps the default out of the choice', async () => {
    const fetchMock = await open();
    const add = screen.getByLabelText<HTMLSelectElement>('Add a language');
    const offered = Array.from(add.options).map((option) => option.value);
    expect(offered).not.toContain('en');
    expect(offered).not.toContain('fr');
    expect(screen.getByRole('button', { name: 'Add' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(add, { target: { value: 'ar' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('heading', { name: 'Arabic translation' })).toBeTruthy();
    expect(screen.getByText('Arabic added: its translations are below.').getAttribute('role')).toBe('status');
    expect(document.activeElement).toBe(add);
    expect(screen.getByLabelText('Form, Title, in Arabic').getAttribute('dir')).toBe('rtl');
    expect(screen.getByTestId('location').textContent).toBe('/editor/5/languages');
    expect(await savedLanguages(fetchMock)).toEqual({ ...FRENCH, more: ['fr', 'ar'] });
  });

  it('allows no more than the limit of languages', async () => {
    const more = ['fr', 'de', 'es', 'it', 'nl', 'pt', 'pl', 'sv', 'da', 'fi', 'nb', 'cs', 'sk', 'hu', 'ro', 'bg', 'el'];
    await open(contactForm({ default: 'en', more: [...more, 'tr', 'ja', 'ko'], translations: {} }));
    expect(screen.getByLabelText('Add a language').hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('A form can have at most 20 languages besides its default one.')).toBeTruthy();
  });

  it('removes a language and its translations once the owner confirms', async () => {
    const fetchMock = await open();
    fireEvent.click(screen.getByRole('button', { name: 'Remove French' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove French?' });
    expect(dialog.textContent).toContain('Its translations go with it (1 text translated)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove French' }));
    expect(await screen.findByText(/The form is only in English/)).toBeTruthy();
    expect(screen.getByText('French removed, with its translations.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Add a language')));
    expect(screen.queryByRole('heading', { name: 'French translation' })).toBeNull();
    expect(await savedLanguages(fetchMock)).toEqual({ default: 'en', more: [], translations: {} });
  });

  it('relabels the default language without touching the texts', async () => {
    const fetchMock = await open();
    const select = screen.getByLabelText<HTMLSelectElement>('The form is written in');
    expect(Array.from(select.options).map((option) => option.value)).not.toContain('fr');
    fireEvent.change(select, { target: { value: 'de' } });
    expect(screen.getByLabelText('Form, Title, in French').getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getAllByText('German').length).toBeGreaterThan(0);
    expect(await savedLanguages(fetchMock)).toEqual({ ...FRENCH, default: 'de' });
    expect((sentBody(fetchMock, 'PUT', FORMS) as { title: string }).title).toBe('Contact us');
  });

  it('offers to add a first language to a form that has none, and links the preview in a language', async () => {
    await open(contactForm(null));
    expect(screen.getByText(/The form is only in English/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Add a language'), { target: { value: 'fr' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    const preview = await screen.findByRole('link', { name: 'Preview in French' });
    expect(preview.getAttribute('href')).toBe('/editor/5/preview?lang=fr');
  });

  it('shows the language named in the address', async () => {
    await open(contactForm({ default: 'en', more: ['fr', 'de'], translations: {} }), '/editor/5/languages?language=de');
    expect(screen.getByRole('heading', { name: 'German translation' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'German (Deutsch): translations' }).getAttribute('aria-current')).toBe(
      'true',
    );
    expect(
      screen.getByRole('link', { name: 'French (Français): translations' }).getAttribute('aria-current'),
    ).toBeNull();
  });
});
