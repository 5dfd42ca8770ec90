// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeServer, sentRequest, type FakeRoutes } from '../testing/render-app';
import { dateFormat } from '../ui/date-format';
import {
  ADA,
  ADA_FORMS,
  adminCalls,
  GRACE,
  IMPERSONATION,
  ROLES,
  ROOT,
  renderAdmin,
  storeAdminSession,
  usersPage,
} from './admin-test-kit';

// docs/product.md §A2 Admin console, Users; §A4 status and impersonation; §A5 and §A8 the words.
function serve(extra: FakeRoutes = {}) {
  return fakeServer({
    'GET /api/admin/users?limit=50': { body: usersPage([ADA, GRACE, ROOT], 'cursor-1') },
    'GET /api/admin/users?limit=50&after=cursor-1': { body: usersPage([{ ...ADA, id: 9, email: 'ken@example.com' }]) },
    'GET /api/admin/users?limit=50&q=grace': { body: usersPage([GRACE]) },
    'GET /api/admin/users/7/forms': { body: ADA_FORMS },
    'GET /api/admin/users/8/forms': { body: [] },
    'GET /api/admin/users/1/forms': { body: [] },
    'GET /api/admin/roles': { body: ROLES },
    'PUT /api/admin/users/7': { body: { message: 'Saved' } },
    'POST /api/admin/whitelist/7': { body: { success: true, message: 'User added in whitelist' } },
    'POST /api/admin/users/7/login-as-user/': { body: IMPERSONATION },
    ...extra,
  });
}

async function selectUser(email: string) {
  fireEvent.click(await screen.findByRole('button', { name: email }));
  return screen.findByRole('heading', { level: 2, name: email });
}

beforeEach(() => storeAdminSession());

describe('the users list', () => {
  it('lists users with role and status, and searches by e-mail after a pause in typing', async () => {
    const fetchMock = serve();
    renderAdmin('/admin/users');
    expect(await screen.findByRole('row', { name: 'ada@example.com free Active' })).toBeTruthy();
    expect(screen.getByRole('row', { name: 'grace@example.com free Suspended' })).toBeTruthy();

    const search = screen.getByRole('searchbox', { name: 'Search by e-mail' });
    fireEvent.change(search, { target: { value: 'g' } });
    fireEvent.change(search, { target: { value: 'grace' } });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'ada@example.com' })).toBeNull());
    expect(screen.getByRole('button', { name: 'grace@example.com' })).toBeTruthy();
    // One request for the settled text, none for the keystroke before it.
    expect(adminCalls(fetchMock).filter((call) => call.startsWith('GET /api/admin/users?'))).toEqual([
      'GET /api/admin/users?limit=50',
      'GET /api/admin/users?limit=50&q=grace',
    ]);
  });

  it('says so when no e-mail matches', async () => {
    serve({ 'GET /api/admin/users?limit=50&q=nobody': { body: usersPage([]) } });
    renderAdmin('/admin/users');
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Search by e-mail' }), {
      target: { value: 'nobody' },
    });
    expect(await screen.findByText('No user’s e-mail contains “nobody”.')).toBeTruthy();
  });

  it('loads the next page with the cursor and keeps the first', async () => {
    serve();
    renderAdmin('/admin/users');
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('button', { name: 'ken@example.com' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ada@example.com' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});

describe('the selected user', () => {
  it('shows the signup date in the admin’s zone and the locale’s format, and their forms as links with created dates', async () => {
    serve({
      'GET /api/users/1/preferences': {
        body: { themeColour: '#2196F3', timeZone: 'Asia/Tokyo', notifyNewForms: false },
      },
    });
    renderAdmin('/admin/users');
    await selectUser('ada@example.com');
    const panel = screen.getByRole('region', { name: 'ada@example.com' });
    // 05:06:07 UTC is 14:06:07 in Tokyo; the test runs in American English.
    const tokyo = dateFormat('Asia/Tokyo');
    expect(tokyo.dateTime(ADA.created_at)).toMatch(/^Mar 4, 2026, 2:06:07\sPM$/);
    expect(await within(panel).findByText(tokyo.dateTime(ADA.created_at))).toBeTruthy();
    const link = await within(panel).findByRole('link', { name: /Wedding RSVP/ });
    expect(link.getAttribute('href')).toBe('/form/view/uuid-31');
    expect(
      within(panel)
        .getByRole('link', { name: /Untitled form/ })
        .getAttribute('href'),
    ).toBe('/form/view/uuid-32');
    expect(within(panel).getByText(tokyo.dateTime('2026-04-01T08:09:10.000Z'))).toBeTruthy();
  });

  it('applies the role and the suspension only on SAVE, sending roleId and isActive, and says Saved', async () => {
    const fetchMock = serve();
    renderAdmin('/admin/users');
    await selectUser('ada@example.com');
    const role = screen.getByRole('combobox', { name: 'Role' });
    await within(role).findByRole('option', { name: 'legacy' });
    fireEvent.change(role, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Account active' }));
    expect(adminCalls(fetchMock)).not.toContain('PUT /api/admin/users/7');

    fireEvent.click(screen.getByRole('button', { name: 'SAVE' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Saved'));
    expect(sentRequest(fetchMock, '/api/admin/users/7').body).toEqual({ roleId: 3, isActive: 0 });
    expect(sentRequest(fetchMock, '/api/admin/users/7').headers.get('Authorization')).toBe('Bearer jwt-token');
  });

  it('says Changes do not saved when the server refuses', async () => {
    serve({ 'PUT /api/admin/users/7': { status: 400, body: { message: 'That role does not exist.' } } });
    renderAdmin('/admin/users');
    await selectUser('ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'SAVE' }));
    const alert = await screen.findByText('Changes do not saved');
    expect(alert.closest('[role="alert"]')?.textContent).toContain('That role does not exist.');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('asks for a selection before SAVE, whitelisting or logging in as a user, and calls nothing', async () => {
    const fetchMock = serve();
    renderAdmin('/admin/users');
    await screen.findByRole('button', { name: 'ada@example.com' });
    for (const action of ['SAVE', 'Add to whitelist', 'Login as user']) {
      fireEvent.click(screen.getByRole('button', { name: action }));
      expect(screen.getByRole('alert').textContent).toBe('Please select a user');
    }
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(adminCalls(fetchMock).filter((call) => !call.startsWith('GET'))).toEqual([]);
  });
});

describe('add to whitelist', () => {
  it('confirms first; Cancel sends nothing, Yes adds and says User added in whitelist', async () => {
    const fetchMock = serve();
    renderAdmin('/admin/users');
    await selectUser('ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Add to whitelist' }));
    let dialog = screen.getByRole('dialog', { name: 'Add to whitelist' });
    expect(within(dialog).getByText('Are you sure you want to whitelist this user?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(adminCalls(fetchMock)).not.toContain('POST /api/admin/whitelist/7');

    fireEvent.click(screen.getByRole('button', { name: 'Add to whitelist' }));
    dialog = screen.getByRole('dialog', { name: 'Add to whitelist' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, whitelist' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('User added in whitelist'));
    expect(adminCalls(fetchMock)).toContain('POST /api/admin/whitelist/7');
  });

  it.each([
    ['answers success: false', { body: { success: false, message: 'Already listed.' } }],
    ['fails', { status: 500, body: { message: 'Database unavailable.' } }],
  ])('says User cannot added in whitelist when the server %s', async (_, answer) => {
    serve({ 'POST /api/admin/whitelist/7': answer });
    renderAdmin('/admin/users');
    await selectUser('ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Add to whitelist' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, whitelist' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('User cannot added in whitelist'));
    expect(screen.getByRole('alert').textContent).toContain(answer.body.message);
  });
});

describe('login as user', () => {
  it('stores the user’s impersonated session as login does and opens /forms', async () => {
    serve();
    renderAdmin('/admin/users');
    await selectUser('ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Login as user' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/forms'));
    // The admin's session was remembered (localStorage), so the user's is kept there too.
    const stored = JSON.parse(localStorage.getItem('auth') ?? 'null');
    expect(stored).toMatchObject({
      token: 'ada-token',
      email: 'ada@example.com',
      user_id: 7,
      admin: false,
      impersonate: true,
      loggedIn: true,
    });
    expect(sessionStorage.getItem('auth')).toBeNull();
  });

  it('keeps the session in this tab when the admin’s was not remembered', async () => {
    localStorage.clear();
    sessionStorage.setItem(
      'auth',
      JSON.stringify({
        token: 'jwt-token',
        email: 'root@example.com',
        name: 'Root',
        user_id: 1,
        user_role: 1,
        permission: {},
        admin: true,
        impersonate: false,
        exp: Math.floor(Date.now() / 1000) + 3600,
        loggedIn: true,
      }),
    );
    serve();
    renderAdmin('/admin/users');
    await selectUser('ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Login as user' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/forms'));
    expect(JSON.parse(sessionStorage.getItem('auth') ?? 'null')).toMatchObject({
      token: 'ada-token',
      impersonate: true,
    });
    expect(localStorage.getItem('auth')).toBeNull();
  });

  it('shows the server’s refusal (an admin cannot impersonate an admin) and keeps the admin signed in', async () => {
    serve({
      'POST /api/admin/users/1/login-as-user/': {
        status: 403,
        body: { message: 'An admin cannot log in as another admin.' },
      },
    });
    renderAdmin('/admin/users');
    await selectUser('root@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Login as user' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('An admin cannot log in as another admin.'));
    expect(screen.getByTestId('location').textContent).toBe('/admin/users');
    expect(JSON.parse(localStorage.getItem('auth') ?? 'null')).toMatchObject({ token: 'jwt-token', admin: true });
  });
});
