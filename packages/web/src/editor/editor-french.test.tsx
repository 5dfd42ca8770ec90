// @vitest-environment jsdom
import { createElement } from '@formbuilder/core';
import type { Form } from '@formbuilder/core';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../i18n/languages';
import { makeTranslate } from '../i18n/translate';
import { restoreQuestion } from './kept-draft';
import { renderEditor, savedForm, serveForm, signIn } from './editor-test-kit';
import { saveState } from './save-status';

// docs/product.md, "The owner app's language": the editor's frame, the rules and the logic screen
// in French once it is chosen, with French quotation marks and dates.

const NBSP = '\u00a0';

function formWithRule(): Form {
  return savedForm(5, (form) => {
    form.props.elements = [
      { ...createElement('Radio', 1), label: 'Colour', options: ['Red##r', 'Blue##b'] },
      { ...createElement('PageBreak', 2) },
      { ...createElement('TextBox', 3), label: 'Why' },
      createElement('Button', 4),
    ];
    form.props.rules = [
      {
        id: 1,
        type: 'showHide',
        if: { field: 1, operator: 'equals', value: 'b' },
        then: { field: 3, command: 'show' },
      },
    ];
  });
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
});

describe('the editor in French', () => {
  it('shows the header, its sections and the rules as French sentences', async () => {
    signIn();
    serveForm(formWithRule());
    renderEditor('/editor/5/rules');
    expect(await screen.findByRole('heading', { level: 2, name: 'Règles' })).toBeTruthy();
    const sections = screen.getByRole('navigation', { name: 'Éditeur' });
    expect(within(sections).getByRole('link', { name: 'Logique' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour aux formulaires' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Publier' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ajouter une règle' })).toBeTruthy();
    // The list item's own text: getByText would read the non-breaking spaces as plain ones.
    expect(screen.getByRole('list', { name: 'Règles' }).querySelector('.rules-list__summary')?.textContent).toBe(
      `Si «${NBSP}Colour${NBSP}» est «${NBSP}Blue${NBSP}», afficher «${NBSP}Why${NBSP}»`,
    );
    expect(screen.getByRole('button', { name: 'Modifier la règle 1' })).toBeTruthy();
  });

  it('shows the logic screen in French: its sections and its map in words', async () => {
    signIn();
    serveForm(formWithRule());
    renderEditor('/editor/5/logic');
    expect(await screen.findByRole('heading', { level: 2, name: 'Logique' })).toBeTruthy();
    for (const name of ['Sauts', 'Valeurs', 'Calculs', 'Fins', 'Carte']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'Ajouter un saut' })).toBeTruthy();
    const words = screen.getByRole('list', { name: 'La carte en mots' });
    expect(words.textContent).toContain(`Page 1 · Colour${NBSP}: passe à Page 2 · Why.`);
    expect(words.textContent).toContain(`Page 2 · Why${NBSP}: termine le formulaire.`);
  });

  it('says where the draft stands and asks to restore it in French words and dates', () => {
    const french = makeTranslate('fr', 'fr-FR');
    const form = { ...savedForm(4), updated_at: '2026-11-24 10:00:00' };
    const state = { form, saved: form, saving: false, saveFailed: false, savedAt: null };
    expect(saveState(state, new Date('2026-11-24T10:03:10Z'), false, french).text).toBe(
      'Enregistré · il y a 3 minutes',
    );
    expect(saveState({ ...state, saving: true }, new Date(), false, french).text).toBe('Enregistrement…');
    const now = new Date(2026, 10, 26, 16, 0);
    expect(restoreQuestion(new Date(2026, 10, 25, 9, 5).getTime(), now, french)).toBe(
      `Restaurer vos modifications non enregistrées de 25 nov. 2026, 09:05${NBSP}?`,
    );
  });
});
