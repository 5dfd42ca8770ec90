// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../i18n/languages';
import { browserTimeZone, dateFormat } from '../ui/date-format';
import { fakeServer, renderApp } from '../testing/render-app';
import { ADA, ROLES, STATUS, storeAdminSession, usersPage, WHITELIST } from './admin-test-kit';

// docs/product.md, "The owner app's language": the admin console's tabs and Users tab in French.

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
});

describe('the admin console in French', () => {
  it('names its tabs, the users table and the empty panel in French', async () => {
    storeAdminSession();
    fakeServer({
      'GET /api/admin/users?limit=50': { body: usersPage([ADA]) },
      'GET /api/admin/roles': { body: ROLES },
      'GET /api/admin/status': { body: STATUS },
      'GET /api/users/7/forms': { body: [] },
      'GET /api/users/1/forms': { body: [] },
    });
    renderApp('/admin');
    await screen.findByRole('button', { name: 'ada@example.com' });
    const tabs = within(screen.getByRole('navigation', { name: 'Administration' })).getAllByRole('link');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Utilisateurs',
      'Rôles',
      'Liste blanche',
      'État',
      'Journal d’audit',
    ]);
    expect([...screen.getByRole('table').querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
      'E-mail',
      'Rôle',
      'État',
    ]);
    expect(screen.getByLabelText('Rechercher par e-mail')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Aucun utilisateur sélectionné' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ajouter à la liste blanche' })).toBeTruthy();
  });

  it('names the element types of a role as the French palette does', async () => {
    storeAdminSession();
    fakeServer({
      'GET /api/admin/users?limit=50': { body: usersPage([ADA]) },
      'GET /api/admin/roles': { body: ROLES },
      'GET /api/admin/status': { body: STATUS },
    });
    renderApp('/admin/roles');
    fireEvent.click(await screen.findByRole('button', { name: 'Créer un rôle' }));
    const types = screen.getByRole('group', { name: 'Types d’éléments que ce rôle peut utiliser' });
    expect(within(types).getByRole('checkbox', { name: 'Texte court' })).toBeTruthy();
    expect(within(types).getByRole('checkbox', { name: 'Choix unique' })).toBeTruthy();
    expect(within(types).queryByRole('checkbox', { name: 'Short Text' })).toBeNull();
  });

  it('lists the whitelist with French words around its dates and links, and asks before removing', async () => {
    storeAdminSession();
    fakeServer({ 'GET /api/admin/whitelist': { body: WHITELIST } });
    renderApp('/admin/whitelist');
    const entry = WHITELIST[0];
    if (!entry) throw new Error('The fixture lists an address.');
    // The date in French, in the browser's zone (no preferences to read).
    const added = `Ajoutée le ${dateFormat(browserTimeZone(), 'fr').dateTime(entry.created_at)}`;
    const row = await screen.findByRole('row', { name: `${entry.email} ${added} Retirer` });
    const intro = screen.getByText(/^Quand l’inscription est limitée/);
    expect(within(intro).getByRole('link', { name: 'Utilisateurs' }).getAttribute('href')).toBe('/admin/users');
    fireEvent.click(within(row).getByRole('button', { name: `Retirer ${entry.email}` }));
    const dialog = screen.getByRole('dialog', { name: 'Retirer de la liste blanche' });
    expect(dialog.querySelector('strong')?.textContent).toBe(entry.email);
  });
});
