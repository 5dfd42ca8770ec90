// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  COMMON_PASSWORD_MESSAGE,
  MIN_PASSWORD_LENGTH,
  messageAnswerSchema,
  signupAnswerSchema,
} from '@formbuilder/core';
import { loginAnswer } from '../testing/session';
import { describe, expect, it } from 'vitest';
import { CAPABILITIES_WITHOUT_MAIL, fakeServer, renderApp, sentRequest, VARIABLES } from '../testing/render-app';
import { fieldMessage } from './field-testing';

async function fillSignup(email: string, password: string, confirmPassword: string) {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: confirmPassword } });
}

function signUpButton() {
  return screen.getByRole<HTMLButtonElement>('button', { name: 'Sign Up' });
}

describe('signup page', () => {
  it('keeps Sign Up disabled until the terms are accepted', async () => {
    fakeServer();
    renderApp('/signup');
    await fillSignup('ada@example.com', 'correct-horse', 'correct-horse');
    expect(signUpButton().disabled).toBe(true);
    // The disabled button says why.
    const why = document.getElementById(signUpButton().getAttribute('aria-describedby') ?? '');
    expect(why?.textContent).toBe('Tick “I agree to the terms of use” to sign up.');
    fireEvent.click(screen.getByLabelText(/^I agree/));
    expect(signUpButton().disabled).toBe(false);
    expect(signUpButton().getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByText(/to sign up\.$/)).toBeNull();
  });

  it('keeps the Google button disabled until the terms are accepted', async () => {
    fakeServer({
      'GET /api/loadvariables': { body: { ...VARIABLES, GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com' } },
    });
    renderApp('/signup');
    const google = await screen.findByRole<HTMLButtonElement>('button', { name: 'Continue with Google' });
    expect(google.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText(/^I agree/));
    expect(google.disabled).toBe(false);
  });

  it.each([
    ['ada@example', 'correct-horse', 'correct-horse', 'Please use a valid email', 'Email'],
    ['ada@example.com', 'short', 'short', 'New password must contain at least 8 characters.', 'Password'],
    ['ada@example.com', 'correct-horse', 'correct-horsE', 'Password should match', 'Confirm Password'],
  ])('validates %s / %s / %s with "%s"', async (email, password, confirmPassword, message, field) => {
    const fetchMock = fakeServer();
    renderApp('/signup');
    await fillSignup(email, password, confirmPassword);
    fireEvent.click(screen.getByLabelText(/^I agree/));
    fireEvent.click(signUpButton());

    // Beside its field, tied to it, in core's words (the server's).
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(fieldMessage(field).startsWith(message)).toBe(true);
    const input = screen.getByLabelText(field, { selector: 'input' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input);
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/users/signup')).toBe(false);
    // Typing again clears the message: it no longer describes what is there.
    fireEvent.change(input, { target: { value: `${(input as HTMLInputElement).value}x` } });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the password rules before anything is typed, in the numbers the server checks', async () => {
    fakeServer();
    renderApp('/signup');
    await screen.findByLabelText('Password');
    expect(fieldMessage('Password')).toBe(
      `At least ${MIN_PASSWORD_LENGTH} visible characters (spaces and invisible characters do not count), and not one of the most common passwords.`,
    );
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBeNull();
  });

  it('shows every refused field at once, each beside its own', async () => {
    fakeServer();
    renderApp('/signup');
    await fillSignup('ada@', 'short', 'other');
    fireEvent.click(screen.getByLabelText(/^I agree/));
    fireEvent.click(signUpButton());
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Please use a valid email',
      'New password must contain at least 8 characters.',
      'Password should match',
    ]);
    expect(fieldMessage('Email')).toBe('Please use a valid email');
    expect(fieldMessage('Confirm Password')).toBe('Password should match');
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
  });

  it("puts the server's refusal of a common password beside the password", async () => {
    fakeServer({ 'POST /api/users/signup': { status: 400, body: { message: COMMON_PASSWORD_MESSAGE } } });
    renderApp('/signup');
    await fillSignup('ada@example.com', 'password123', 'password123');
    fireEvent.click(screen.getByLabelText(/^I agree/));
    fireEvent.click(signUpButton());
    await waitFor(() => expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true'));
    expect(fieldMessage('Password').startsWith(COMMON_PASSWORD_MESSAGE)).toBe(true);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it("signs up and shows the server's confirmation with a link to login", async () => {
    const fetchMock = fakeServer({
      'POST /api/users/signup': {
        status: 201,
        body: messageAnswerSchema.parse({ message: 'Please check your e-mail for a verification link.' }),
      },
    });
    renderApp('/signup');
    await fillSignup('ada@example.com', 'correct-horse', 'correct-horse');
    fireEvent.click(screen.getByLabelText(/^I agree/));
    fireEvent.click(signUpButton());
    expect(screen.getByRole('button', { name: 'Processing' })).toBeTruthy();

    expect(await screen.findByText('Please check your e-mail for a verification link.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to login' }).getAttribute('href')).toBe('/login');
    expect(sentRequest(fetchMock, '/api/users/signup').body).toEqual({
      email: 'ada@example.com',
      password: 'correct-horse',
    });
  });

  it('is signed in at once and lands on /forms when the server answers a session (nothing to verify)', async () => {
    fakeServer({
      'POST /api/users/signup': {
        status: 201,
        body: signupAnswerSchema.parse(loginAnswer({ message: 'Your account is ready.' })),
      },
      'GET /api/users/7/forms': { body: [] },
    });
    renderApp('/signup');
    await fillSignup('ada@example.com', 'correct-horse', 'correct-horse');
    fireEvent.click(screen.getByLabelText(/^I agree/));
    fireEvent.click(signUpButton());
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/forms'));
    expect(JSON.parse(sessionStorage.getItem('auth') ?? '{}')).toMatchObject({ user_id: 7, email: 'ada@example.com' });
  });

  it('on a fresh install asks for the administrator account, and ends the first run once it exists', async () => {
    fakeServer({
      'GET /api/server/capabilities': { body: { ...CAPABILITIES_WITHOUT_MAIL, firstRun: true } },
      'POST /api/users/signup': {
        status: 201,
        body: messageAnswerSchema.parse({ message: 'Please check your e-mail.' }),
      },
    });
    renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create the administrator account' })).toBeTruthy();
    await fillSignup('ada@example.com', 'correct-horse', 'correct-horse');
    fireEvent.click(screen.getByLabelText(/^I agree/));
    fireEvent.click(signUpButton());
    fireEvent.click(await screen.findByRole('link', { name: 'Go to login' }));
    // The account exists now: the login page greets instead of sending back to sign-up.
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeTruthy();
  });

  it('tells the person who meant to be the administrator when someone else signed up first, and does not sign them in unawares', async () => {
    fakeServer({
      'GET /api/server/capabilities': { body: { ...CAPABILITIES_WITHOUT_MAIL, firstRun: true } },
      'POST /api/users/signup': {
        status: 201,
        body: signupAnswerSchema.parse(loginAnswer({ admin: false, message: 'Your account is ready.' })),
      },
    });
    renderApp('/signup');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create the administrator account' })).toBeTruthy();
    await fillSignup('ada@example.com', 'correct-horse', 'correct-horse');
    fireEvent.click(screen.getByLabelText(/^I agree/));
    fireEvent.click(signUpButton());
    expect((await screen.findByRole('status')).textContent).toBe(
      "Someone else created this server's administrator account just before you: yours is an ordinary account, ready to log in. If you installed this server, stop it, remove its database and start it again with ADMIN_EMAIL set to your address.",
    );
    expect(screen.getByTestId('location').textContent).toBe('/signup');
    expect(sessionStorage.getItem('auth')).toBeNull();
  });

  it('says when the first account is reserved for the address the server was set up with', async () => {
    fakeServer({
      'GET /api/server/capabilities': {
        body: { ...CAPABILITIES_WITHOUT_MAIL, firstRun: true, firstAccountReserved: true },
      },
    });
    renderApp('/signup');
    expect(
      await screen.findByText('Only the e-mail address this server was set up with (ADMIN_EMAIL) can create it.'),
    ).toBeTruthy();
  });

  it('tells who meant to be the administrator that someone else signed up first, and what to do', async () => {
    const since = '2026-11-26T14:03:00.000Z';
    fakeServer({
      'GET /api/server/capabilities': { body: { ...CAPABILITIES_WITHOUT_MAIL, administratorSince: since } },
    });
    renderApp('/signup');
    const note = await screen.findByRole('note');
    expect(note.textContent).toMatch(
      /^This server's administrator account was created on .+\.\s*If you installed this server and that was not you, someone else signed up first: stop the server, remove its database and start it again with ADMIN_EMAIL set to your address/,
    );
    expect(note.querySelector('time')?.getAttribute('datetime')).toBe(since);
  });

  it('says nothing of the administrator once other accounts exist', async () => {
    fakeServer();
    renderApp('/signup');
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('links the terms of use when the server names them (TERMS_URL), in a new tab', async () => {
    fakeServer({ 'GET /api/loadvariables': { body: { ...VARIABLES, TERMS_URL: 'https://example.org/terms' } } });
    renderApp('/signup');
    const link = await screen.findByRole('link', { name: /^terms of use/ });
    expect(link.getAttribute('href')).toBe('https://example.org/terms');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it("shows the server's message when signup fails", async () => {
    fakeServer({ 'POST /api/users/signup': { status: 409, body: { message: 'This e-mail is already registered.' } } });
    renderApp('/signup');
    await fillSignup('ada@example.com', 'correct-horse', 'correct-horse');
    fireEvent.click(screen.getByLabelText(/^I agree/));
    fireEvent.click(signUpButton());
    expect((await screen.findByRole('alert')).textContent).toBe('This e-mail is already registered.');
    expect(signUpButton().disabled).toBe(false);
  });
});
