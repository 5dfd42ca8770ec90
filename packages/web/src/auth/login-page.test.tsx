// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { loginResponseSchema } from '@formbuilder/core';
import { afterEach, describe, expect, it } from 'vitest';
import { GOOGLE_IDENTITY_SCRIPT } from './google/google-identity';
import { CAPABILITIES_WITHOUT_MAIL, fakeServer, renderApp, sentRequest, VARIABLES } from '../testing/render-app';

const LOGIN_ANSWER = loginResponseSchema.parse({
  message: 'Welcome back',
  token: 'jwt-token',
  name: 'Ada',
  exp: Math.floor(Date.now() / 1000) + 3600,
  user_id: 7,
  user_role: 2,
  permission: { admin: false, formLimit: 5 },
  admin: false,
  email: 'ada@example.com',
});

afterEach(() => {
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('login page', () => {
  it('on a fresh install sends the first visitor to create the administrator account', async () => {
    fakeServer({ 'GET /api/server/capabilities': { body: { ...CAPABILITIES_WITHOUT_MAIL, firstRun: true } } });
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Create the administrator account' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/signup');
    expect(screen.queryByRole('heading', { name: 'Welcome back' })).toBeNull();
  });

  it('hides "Forgot password?" when the server cannot send mail', async () => {
    fakeServer();
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Forgot password?' })).toBeNull();
  });

  it('shows "Forgot password?" linking to /forgotpassword when the server can send mail', async () => {
    fakeServer({
      'GET /api/server/capabilities': { body: { ...CAPABILITIES_WITHOUT_MAIL, mail: true, sendgridApiKey: true } },
    });
    renderApp('/login');
    const link = await screen.findByRole('link', { name: 'Forgot password?' });
    expect(link.getAttribute('href')).toBe('/forgotpassword');
  });

  it('shows the server message in an alert when login fails', async () => {
    const fetchMock = fakeServer({
      'POST /api/users/login': { status: 401, body: { message: 'Invalid email or password' } },
    });
    renderApp('/login');
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password');
    expect(sentRequest(fetchMock, '/api/users/login').body).toEqual({
      email: 'ada@example.com',
      password: 'wrong-password',
    });
    expect(sentRequest(fetchMock, '/api/users/login').headers.has('Authorization')).toBe(false);
  });

  it('logs in, keeps the session for this tab only without Remember Me, and returns to ?from=', async () => {
    fakeServer({ 'POST /api/users/login': { body: LOGIN_ANSWER }, 'GET /api/users/7/forms': { body: [] } });
    renderApp('/login?from=%2Fforms%3Fpage%3D2');
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct-horse' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Forms' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Welcome,/ }).textContent).toContain('ada');
    expect(JSON.parse(sessionStorage.getItem('auth') ?? '{}')).toMatchObject({ token: 'jwt-token', loggedIn: true });
    expect(localStorage.getItem('auth')).toBeNull();
  });

  it('keeps the session in localStorage with Remember Me and sends the token on later calls', async () => {
    const fetchMock = fakeServer({
      'POST /api/users/login': { body: LOGIN_ANSWER },
      'GET /api/users/7/forms': { body: [] },
    });
    renderApp('/login');
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct-horse' } });
    fireEvent.click(screen.getByLabelText('Remember Me'));
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText("You don't have any forms yet.")).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('auth') ?? '{}')).toMatchObject({ email: 'ada@example.com' });
    expect(sessionStorage.getItem('auth')).toBeNull();
    expect(sentRequest(fetchMock, '/api/users/7/forms').headers.get('Authorization')).toBe('Bearer jwt-token');
  });

  it('shows "Logging in..." while waiting for the server', async () => {
    fakeServer({ 'POST /api/users/login': { status: 400, body: { message: 'Nope' } } });
    renderApp('/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Login' }));
    expect(screen.getByRole('button', { name: 'Logging in...' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy());
  });

  it("offers Google sign-in, loading Google's script, only when GOOGLE_CLIENT_ID is set", async () => {
    fakeServer();
    renderApp('/login');
    await screen.findByRole('button', { name: 'Login' });
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
    expect(document.querySelector(`script[src="${GOOGLE_IDENTITY_SCRIPT}"]`)).toBeNull();
    cleanup();

    fakeServer({
      'GET /api/loadvariables': { body: { ...VARIABLES, GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com' } },
    });
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    // The script is added by an effect, which may run just after the button shows.
    await waitFor(() => expect(document.querySelector(`script[src="${GOOGLE_IDENTITY_SCRIPT}"]`)).not.toBeNull());
  });
});
