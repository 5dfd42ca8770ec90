// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sentRequest, VARIABLES } from '../testing/render-app';
import { loginAnswer, storeSession } from '../testing/session';
import { LOGOUT_AS_USER_PATH } from './admin-session';

// docs/product.md §A2 Profile menu: Settings, 'Logout as User' only while
// impersonating, Help, Logout; §A4: logging out as the user restores the admin's session.
const location = () => screen.getByTestId('location').textContent;
const adminSession = loginAnswer({
  token: 'admin-token',
  name: 'Root',
  user_id: 1,
  user_role: 1,
  permission: { admin: true },
  admin: true,
  email: 'root@example.com',
  message: 'You are yourself again.',
});

async function openMenu() {
  fireEvent.click(await screen.findByRole('button', { name: /^Welcome,/ }));
}

describe('profile menu', () => {
  it('lists Settings, Help and Logout in order, without Logout as User for an ordinary session', async () => {
    storeSession();
    fakeServer({
      'GET /api/users/7/forms': { body: [] },
      'GET /api/loadvariables': { body: { ...VARIABLES, HELP_URL: 'https://help.example.org/' } },
    });
    renderApp('/forms');
    await openMenu();
    const items = [...document.querySelectorAll('.profile-menu__list > li')].map((li) => li.textContent);
    expect(items).toEqual(['Settings', 'Help (opens in a new tab)', 'Logout']);
    fireEvent.click(screen.getByRole('link', { name: 'Settings' }));
    await waitFor(() => expect(location()).toBe('/settings/usages'));
  });

  it('ends the session on the server at Logout, and forgets it here', async () => {
    storeSession({ token: 'owner-token' });
    const fetchMock = fakeServer({
      'GET /api/users/7/forms': { body: [] },
      'POST /api/users/logout': { body: { message: 'You have been logged out.' } },
    });
    renderApp('/forms');
    await openMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(location()).toBe('/login'));
    expect(localStorage.getItem('auth')).toBeNull();
    await waitFor(() =>
      expect(sentRequest(fetchMock, '/api/users/logout').headers.get('Authorization')).toBe('Bearer owner-token'),
    );
  });

  it('forgets the session at Logout when the server cannot be reached', async () => {
    storeSession({ token: 'owner-token' });
    fakeServer({
      'GET /api/users/7/forms': { body: [] },
      'POST /api/users/logout': { status: 500, body: { message: 'Down.' } },
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp('/forms');
    await openMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(location()).toBe('/login'));
    expect(localStorage.getItem('auth')).toBeNull();
    await waitFor(() => expect(warn).toHaveBeenCalled());
    warn.mockRestore();
  });

  it('offers administrators the admin console', async () => {
    storeSession({ user_id: 1, user_role: 1, admin: true, permission: { admin: true } });
    fakeServer({ 'GET /api/users/1/forms': { body: [] } });
    renderApp('/forms');
    await openMenu();
    const items = [...document.querySelectorAll('.profile-menu__list > li')].map((li) => li.textContent);
    expect(items).toEqual(['Settings', 'Administration', 'Logout']);
    expect(screen.getByRole('link', { name: 'Administration' }).getAttribute('href')).toBe('/admin');
  });

  it("offers Logout as User while impersonating, which restores the admin's session on /admin/users", async () => {
    storeSession({ impersonate: true, token: 'user-token' });
    const fetchMock = fakeServer({
      'GET /api/users/7/forms': { body: [] },
      [`POST ${LOGOUT_AS_USER_PATH}`]: { body: adminSession },
    });
    renderApp('/forms');
    await openMenu();
    const items = [...document.querySelectorAll('.profile-menu__list > li')].map((li) => li.textContent);
    expect(items).toEqual(['Settings', 'Logout as User', 'Logout']);
    fireEvent.click(screen.getByRole('button', { name: 'Logout as User' }));
    await waitFor(() => expect(location()).toBe('/admin/users'));
    const call = fetchMock.mock.calls.find(([url]) => url === LOGOUT_AS_USER_PATH);
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe('Bearer user-token');
    expect(JSON.parse(localStorage.getItem('auth') ?? '{}')).toMatchObject({
      token: 'admin-token',
      user_id: 1,
      impersonate: false,
    });
    expect(await screen.findByRole('button', { name: 'Welcome, root' })).toBeTruthy();
  });

  it('logs out to /login when the admin session cannot be restored', async () => {
    storeSession({ impersonate: true });
    fakeServer({
      'GET /api/users/7/forms': { body: [] },
      [`POST ${LOGOUT_AS_USER_PATH}`]: { status: 403, body: { message: 'You are not acting as anyone.' } },
      'POST /api/users/logout': { body: { message: 'You have been logged out.' } },
    });
    renderApp('/forms');
    await openMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Logout as User' }));
    await waitFor(() => expect(location()).toBe('/login'));
    expect(localStorage.getItem('auth')).toBeNull();
  });
});
