// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { formRow } from '../forms/forms-fixtures';
import { serveSettings, USER } from '../settings/settings-test-kit';
import { fakeServer, renderApp } from '../testing/render-app';
import { storeSession } from '../testing/session';
import { dateFormat } from '../ui/date-format';
import { LANGUAGE_STORAGE_KEY } from './languages';

// docs/product.md, "The owner app's language": the screens in French once it is chosen, the
// choice kept in the browser, <html lang> and dates following it.

beforeEach(() => {
  localStorage.clear();
  document.documentElement.lang = '';
});

describe('the owner app in French', () => {
  it('shows the login page in French, with <html lang="fr">', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    fakeServer();
    renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bon retour parmi nous' })).toBeTruthy();
    expect(screen.getByLabelText('Mot de passe')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Inscription' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('fr');
  });

  it('shows the forms list in French: headings, counts in words, actions', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    storeSession();
    fakeServer({
      'GET /api/users/7/forms': { body: [formRow({ responseCount: 1, unreadCount: 1 })] },
      [`GET ${USER}/preferences`]: { body: { themeColour: '#2196F3', timeZone: 'UTC', notifyNewForms: false } },
    });
    renderApp('/forms');
    const table = await screen.findByRole('table');
    expect([...table.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
      'Nom',
      'Réponses',
      'Créé',
      'Actions',
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Formulaires' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Créer un formulaire' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: '1 réponse, 1 non lues : Contact us'.replace(' :', '\u00a0:') }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Supprimer Contact us' })).toBeTruthy();
    expect(within(table).getByText('Publié')).toBeTruthy();
    // Three days ago, in French words.
    expect(within(table).getByText('il y a 3 jours')).toBeTruthy();
  });

  it('switches from English to French in the preferences, keeps the choice, and the next visit is French', async () => {
    storeSession();
    serveSettings();
    const first = renderApp('/settings/preferences');
    const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Language' });
    expect(select.value).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    fireEvent.change(select, { target: { value: 'fr' } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Préférences' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Langue' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeTruthy();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));

    first.unmount();
    cleanup();
    renderApp('/settings/usages');
    expect(await screen.findByRole('heading', { level: 1, name: 'Paramètres du compte' })).toBeTruthy();
    expect(
      await screen.findByText(
        'Votre utilisation de ce serveur en novembre 2026, au regard des limites de votre offre.',
      ),
    ).toBeTruthy();
  });

  it('writes dates in French: the shared format and the API keys screen', async () => {
    expect(dateFormat('Europe/Paris', 'fr').date('2026-11-27T09:00:00.000Z')).toBe('27 nov. 2026');
    expect(dateFormat('Europe/Paris', 'fr').dateTime('2026-11-27T09:00:00.000Z')).toBe('27 nov. 2026, 10:00:00');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    storeSession();
    serveSettings({
      [`GET ${USER}/preferences`]: { body: { themeColour: '#2196F3', timeZone: 'Asia/Tokyo', notifyNewForms: false } },
    });
    renderApp('/settings/apikeys');
    const item = (await screen.findByRole('heading', { name: 'Zapier' })).closest('li') as HTMLElement;
    expect(await within(item).findByText('20 nov. 2026, 19:00:00')).toBeTruthy();
    expect(within(item).getByText('Jamais')).toBeTruthy();
    expect(within(item).getByRole('button', { name: 'Révoquer Zapier' })).toBeTruthy();
  });
});
