// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderEditor, serveForm, signIn } from '../../editor/editor-test-kit';
import { LANGUAGE_STORAGE_KEY } from '../../i18n/languages';
import { contactForm, textCount } from './languages-test-kit';

// docs/product.md, "The owner app's language" and "Translating a form": the Languages screen in
// French, the languages named in French beside their own names.

const NBSP = '\u00a0';

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
});

describe('the Languages screen in French', () => {
  it('names the languages in French and counts the missing translations in French words', async () => {
    signIn();
    serveForm(contactForm());
    renderEditor('/editor/5/languages');
    expect(await screen.findByRole('heading', { level: 2, name: 'Langues' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Langue par défaut' })).toBeTruthy();
    const written = screen.getByLabelText<HTMLSelectElement>('Le formulaire est rédigé en');
    expect(written.selectedOptions[0]?.textContent).toBe('Anglais (English)');
    expect(screen.getByRole('link', { name: 'Français, traductions' })).toBeTruthy();
    const total = textCount(contactForm());
    expect(screen.getAllByText(`${String(total - 1)} sur ${String(total)} manquants`).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: `Retirer la langue «${NBSP}français${NBSP}»` })).toBeTruthy();
    expect(screen.getByLabelText<HTMLTextAreaElement>('Form, Title, en français').value).toBe('Contactez-nous');
    expect(screen.getByRole('button', { name: 'Télécharger le XLIFF' })).toBeTruthy();
  });
});
