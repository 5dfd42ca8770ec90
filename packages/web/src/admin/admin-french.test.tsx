// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../i18n/languages';
import { fakeServer, renderApp } from '../testing/render-app';
import { ADA, ROLES, STATUS, storeAdminSession, usersPage } from './admin-test-kit';

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
});
