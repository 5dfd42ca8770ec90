// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderEditor, signIn } from '../editor/editor-test-kit';
import { LANGUAGE_STORAGE_KEY } from '../i18n/languages';
import { makeTranslate } from '../i18n/translate';
import { imageProblem } from './rich-text/image-upload';
import { fakeServer } from '../testing/render-app';

// docs/product.md, "The owner app's language": the builder in French once it is chosen, the
// element types named in French in the palette, on the stage and in what is announced.

const NBSP = '\u00a0';

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
});

const stageNames = () =>
  within(screen.getByRole('list', { name: 'Éléments du formulaire' }))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));

describe('the builder in French', () => {
  it('names the palette, its groups and the element types in French, finds them without accents, and adds one', async () => {
    signIn();
    fakeServer();
    renderEditor('/editor/new/builder');
    expect(await screen.findByRole('heading', { level: 2, name: 'Éléments' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Coordonnées' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Formulaire (propriétés)' })).toBeTruthy();
    expect(stageNames()).toEqual(['Texte court', 'Bouton d’envoi']);
    expect(screen.getByRole('button', { name: 'Choix unique' })).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher des éléments' }), {
      target: { value: 'telephone' },
    });
    expect(await screen.findByText('1 élément')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Téléphone' }));

    expect(stageNames()).toEqual(['Texte court', 'Téléphone', 'Bouton d’envoi']);
    // getByText folds the non-breaking spaces of French typography into plain ones.
    expect(screen.getByText('Téléphone ajouté après « Texte court »')).toBeTruthy();
    expect(screen.getByRole('button', { name: `Dupliquer${NBSP}: Texte court` })).toBeTruthy();
  });

  it('shows the design tab in French', async () => {
    signIn();
    fakeServer();
    renderEditor('/editor/new/builder/design');
    expect(await screen.findByRole('heading', { level: 2, name: 'Design' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Couleurs' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Sombre' })).toBeTruthy();
    expect(screen.getByLabelText('Largeur de la page')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enregistrer le thème' })).toBeTruthy();
  });

  it('says why an image cannot be uploaded in French, its sizes written the French way', () => {
    const french = makeTranslate('fr', 'fr');
    expect(imageProblem({ name: 'a.gif', size: 10 }, french)).toBe(
      'Seules les images jpg, svg, png et jpeg peuvent être envoyées.',
    );
    expect(imageProblem({ name: 'big.jpg', size: 3500 * 1024 }, french)).toBe(
      `L’image est trop grande (3\u202f500,00 Ko). Taille maximale${NBSP}: 3\u202f000 Ko.`,
    );
  });
});
