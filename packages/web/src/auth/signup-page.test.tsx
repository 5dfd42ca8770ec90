// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { messageAnswerSchema, signupAnswerSchema } from '@formbuilder/core';
import { loginAnswer } from '../testing/session';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sentRequest, VARIABLES } from '../testing/render-app';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

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
    // The disabled button says why (issue #14).
    const why = document.getElementById(signUpButton().getAttribute('aria-describedby') ?? '');
    expect(why?.textContent).toBe('Tick “I agree to the terms of use” to sign up.');
    fireEvent.click(screen.getByLabelText(/^I agree/));
    expect(signUpButton().disabled).toBe(false);
    expect(signUpButton().getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByText(/to sign up\.$/)).toBeNull();
  });

  it('keeps the Google button disabled until the terms are accepted', async () => {
    fakeServer({ 'GET /api/loadvariables': { body: { ...VARIABLES, GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com' } } });
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

    expect(screen.getByRole('alert').textContent).toBe(message);
    const input = screen.getByLabelText(field, { selector: 'input' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input);
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/users/signup')).toBe(false);
  });

  it("signs up and shows the server's confirmation with a link to login", async () => {
    const fetchMock = fakeServer({
      'POST /api/users/signup': { status: 201, body: messageAnswerSchema.parse({ message: 'Please check your e-mail for a verification link.' }) },
    });
    renderApp('/signup');
    await fillSignup('ada@example.com', 'correct-horse', 'correct-horse');
    fireEvent.click(screen.getByLabelText(/^I agree/));
    fireEvent.click(signUpButton());
    expect(screen.getByRole('button', { name: 'Processing' })).toBeTruthy();

    expect(await screen.findByText('Please check your e-mail for a verification link.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to login' }).getAttribute('href')).toBe('/login');
    expect(sentRequest(fetchMock, '/api/users/signup').body).toEqual({ email: 'ada@example.com', password: 'correct-horse' });
  });

  it('is signed in at once and lands on /forms when the server answers a session (nothing to verify)', async () => {
    fakeServer({
      'POST /api/users/signup': { status: 201, body: signupAnswerSchema.parse(loginAnswer({ message: 'Your account is ready.' })) },
      'GET /api/users/7/forms': { body: [] },
    });
    renderApp('/signup');
    await fillSignup('ada@example.com', 'correct-horse', 'correct-horse');
    fireEvent.click(screen.getByLabelText(/^I agree/));
    fireEvent.click(signUpButton());
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/forms'));
    expect(JSON.parse(sessionStorage.getItem('auth') ?? '{}')).toMatchObject({ user_id: 7, email: 'ada@example.com' });
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
