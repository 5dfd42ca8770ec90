// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { formListSchema } from '@formbuilder/core';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, VARIABLES } from './testing/render-app';
import { storeSession } from './testing/session';

describe('routes', () => {
  it('shows the loading logo until the environment has loaded', async () => {
    fakeServer();
    renderApp('/login');
    expect(screen.getByRole('status').textContent).toContain('Loading');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
  });

  it('still starts when the environment variables fail to load', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeServer({ 'GET /api/loadvariables': { status: 500, body: { message: 'boom' } } });
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('sends a visitor from a guarded route to /login remembering path and search', async () => {
    fakeServer();
    renderApp('/forms?page=2');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/login?from=%2Fforms%3Fpage%3D2');
  });

  it('redirects / to /forms and shows the empty list to a signed-in user', async () => {
    storeSession();
    fakeServer({ 'GET /api/users/7/forms': { body: [] } });
    renderApp('/');
    expect(await screen.findByText("You don't have any forms yet.")).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Forms');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lists forms in a table with Name, Submissions, Created and Actions', async () => {
    storeSession();
    const created = new Date().toISOString();
    const forms = formListSchema.parse([
      {
        id: 1,
        title: 'Contact us',
        uuid: 'u',
        private: 0,
        published_version: 1,
        created_at: created,
        updated_at: created,
        responseCount: 1234,
        unreadCount: 3,
        publication: 'published',
      },
    ]);
    fakeServer({ 'GET /api/users/7/forms': { body: forms } });
    renderApp('/forms');
    const table = await screen.findByRole('table');
    expect([...table.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
      'Name',
      'Submissions',
      'Created',
      'Actions',
    ]);
    expect(screen.getByRole('rowheader').textContent).toBe('Contact us Published');
    expect(table.textContent).toContain('1.23k');
    expect(table.textContent).toContain('3 unread');
  });

  it('clears the session and goes to /login when an authenticated call answers 401', async () => {
    storeSession();
    fakeServer({ 'GET /api/users/7/forms': { status: 401, body: { message: 'Session expired' } } });
    renderApp('/forms');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/login?from=%2Fforms');
    expect(localStorage.getItem('auth')).toBeNull();
  });

  it('sends a signed-in user away from /login to ?from= when it is safe', async () => {
    storeSession();
    fakeServer({ 'GET /api/users/7/forms': { body: [] } });
    renderApp('/login?from=https%3A%2F%2Fevil.example');
    expect(await screen.findByRole('heading', { name: 'Forms' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/forms');
  });

  it('turns an editor origin into /forms for a signed-in user on /signup', async () => {
    storeSession();
    fakeServer({ 'GET /api/users/7/forms': { body: [] } });
    renderApp({ pathname: '/signup', state: { from: '/editor/3/builder' } });
    expect(await screen.findByRole('heading', { name: 'Forms' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/forms');
  });

  it('shows the 404 page at an unknown path, signed in or not, and at /404', async () => {
    // An unknown address says so instead of sending the owner to /login.
    fakeServer();
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'HOMEPAGE' }).getAttribute('href')).toBe('/');
    expect(screen.getByTestId('location').textContent).toBe('/no/such/page');
    cleanup();

    storeSession();
    renderApp('/formz');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    cleanup();

    renderApp('/404');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'HOMEPAGE' }).getAttribute('href')).toBe('/');
  });

  it('shows Login and Sign Up to visitors, and Home only when HOME_URL is set', async () => {
    fakeServer({ 'GET /api/loadvariables': { body: { ...VARIABLES, HOME_URL: 'https://example.org/' } } });
    renderApp('/login');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['Home', 'Login', 'Sign Up']);
  });

  it('opens the profile menu with Help and Logout, closes it on Escape, and logs out', async () => {
    storeSession();
    fakeServer({
      'GET /api/users/7/forms': { body: [] },
      'GET /api/loadvariables': { body: { ...VARIABLES, HELP_URL: 'https://help.example.org/' } },
    });
    renderApp('/forms');
    const button = await screen.findByRole('button', { name: 'Welcome, ada' });
    expect(button.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const help = screen.getByRole('link', { name: /^Help/ });
    expect(help.getAttribute('href')).toBe('https://help.example.org/');
    expect(help.getAttribute('target')).toBe('_blank');

    fireEvent.keyDown(help, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);

    fireEvent.click(button);
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    expect(localStorage.getItem('auth')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Welcome,/ })).toBeNull();
  });
});
