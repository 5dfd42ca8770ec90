// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderApp } from '../testing/render-app';
import { storeSession } from '../testing/session';
import { ADA, adminCalls, ROLES, STATUS, storeAdminSession, usersPage } from './admin-test-kit';

// docs/product.md §A2 Admin console and §A6: the /admin routes through the app's own route table.
function serve() {
  return fakeServer({
    'GET /api/admin/users?limit=50': { body: usersPage([ADA]) },
    'GET /api/admin/roles': { body: ROLES },
    'GET /api/admin/status': { body: STATUS },
    'GET /api/users/7/forms': { body: [] },
    'GET /api/users/1/forms': { body: [] },
  });
}

const location = () => screen.getByTestId('location').textContent;

describe('the admin console’s routes', () => {
  it('opens /admin on the Users tab, with the five tabs', async () => {
    storeAdminSession();
    serve();
    renderApp('/admin');
    await screen.findByRole('button', { name: 'ada@example.com' });
    expect(location()).toBe('/admin/users');
    const tabs = within(screen.getByRole('navigation', { name: 'Administration' })).getAllByRole('link');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('href')])).toEqual([
      ['Users', '/admin/users'],
      ['Roles', '/admin/roles'],
      ['Whitelist', '/admin/whitelist'],
      ['Status', '/admin/status'],
      ['Audit log', '/admin/audit'],
    ]);
    expect(tabs[0]?.getAttribute('aria-current')).toBe('page');
  });

  it('lets in user_role 1 without the admin flag (docs/product.md §A6)', async () => {
    storeSession({ user_id: 1, user_role: 1, admin: false });
    serve();
    renderApp('/admin/status');
    expect(await screen.findByRole('row', { name: 'File upload bucket false' })).toBeTruthy();
  });

  it('sends a signed-in user who is not an admin to /forms, before any admin call', async () => {
    storeSession();
    const fetchMock = serve();
    renderApp('/admin/users');
    await waitFor(() => expect(location()).toBe('/forms'));
    expect(adminCalls(fetchMock)).toEqual([]);
  });

  it('sends a visitor to /login remembering the admin page', async () => {
    serve();
    renderApp('/admin/roles');
    await waitFor(() => expect(location()).toMatch(/^\/login/));
    expect(decodeURIComponent(location() ?? '')).toContain('/admin/roles');
  });

  it('sends an unknown admin path to /404', async () => {
    storeAdminSession();
    serve();
    renderApp('/admin/billing');
    expect(await screen.findByText('Page Not Found')).toBeTruthy();
    expect(location()).toBe('/404');
  });
});
