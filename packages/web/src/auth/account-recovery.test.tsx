// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter } from 'react-router';
import { NEW_PASSWORD_RULES, messageAnswerSchema } from '@formbuilder/core';
import { describe, expect, it } from 'vitest';
import { App } from '../app';
import { API_KEYS_END } from './reset-password-page';
import { fakeServer, renderApp, sentRequest } from '../testing/render-app';
import { fieldMessage } from './field-testing';

describe('verify e-mail page', () => {
  it('verifies once under StrictMode and links to login', async () => {
    const fetchMock = fakeServer({
      'GET /api/users/7/verify/code-1': { body: messageAnswerSchema.parse({ message: 'Verified' }) },
    });
    render(
      <StrictMode>
        <MemoryRouter initialEntries={['/verify/7/code-1']}>
          <App />
        </MemoryRouter>
      </StrictMode>,
    );
    expect(await screen.findByRole('heading', { name: 'VERIFY E-MAIL' })).toBeTruthy();
    expect(await screen.findByText(/Your account is verified/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/users/7/verify/code-1')).toHaveLength(1);
  });

  it('says there is a problem, with the server message, when verification fails', async () => {
    fakeServer({ 'GET /api/users/7/verify/used': { status: 400, body: { message: 'This link has expired.' } } });
    renderApp('/verify/7/used');
    expect(screen.queryByText('Please wait a moment while we verify your e-mail address.')).toBeNull();
    expect(await screen.findByText('Please wait a moment while we verify your e-mail address.')).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('There seems to be a problem.This link has expired.');
  });
});

describe('forgot password page', () => {
  it('validates the e-mail, then says where the e-mail went', async () => {
    const fetchMock = fakeServer({
      'POST /api/users/forgotpassword': { body: messageAnswerSchema.parse({ message: 'sent' }) },
    });
    renderApp('/forgotpassword');
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'ada@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Forgot Password' }));
    expect(screen.getByRole('alert').textContent).toBe('Please use a valid email');

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Forgot Password' }));
    const done = await screen.findByRole('status');
    expect(done.textContent).toContain('ada@example.com');
    expect(done.textContent).toContain('spam folder');
    expect(sentRequest(fetchMock, '/api/users/forgotpassword').body).toEqual({ email: 'ada@example.com' });
  });

  it("shows the server's message on failure", async () => {
    fakeServer({ 'POST /api/users/forgotpassword': { status: 503, body: { message: 'Mail is not configured.' } } });
    renderApp('/forgotpassword');
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Forgot Password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Mail is not configured.');
  });
});

describe('reset password page', () => {
  it('asks for matching passwords, then resets and links to login', async () => {
    const fetchMock = fakeServer({
      'POST /api/users/7/resetpassword/reset-code': { body: messageAnswerSchema.parse({ message: 'changed' }) },
    });
    renderApp('/resetpassword/7/reset-code');
    fireEvent.click(await screen.findByRole('button', { name: 'RESET PASSWORD' }));
    // Each refusal beside its field; the password's rules were said before typing.
    expect(fieldMessage('Confirm Password')).toBe('Passwords should match');
    expect(fieldMessage('Password')).toBe(`New password must contain at least 8 characters. ${NEW_PASSWORD_RULES}`);

    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a-new-password' } });
    fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: 'a-new-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'RESET PASSWORD' }));
    expect(await screen.findByText(/Your password has been changed/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(sentRequest(fetchMock, '/api/users/7/resetpassword/reset-code').body).toEqual({
      password: 'a-new-password',
      keepApiKeys: false,
    });
  });

  it('keeps the API keys only when asked, and says what happens to them', async () => {
    const fetchMock = fakeServer({
      'POST /api/users/7/resetpassword/reset-code': { body: messageAnswerSchema.parse({ message: 'changed' }) },
    });
    renderApp('/resetpassword/7/reset-code');
    const keep = await screen.findByRole<HTMLInputElement>('checkbox', { name: 'Keep my API keys working' });
    expect(keep.checked).toBe(false);
    expect(document.getElementById(keep.getAttribute('aria-describedby') ?? '')?.textContent).toBe(API_KEYS_END);
    fireEvent.click(keep);
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a-new-password' } });
    fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: 'a-new-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'RESET PASSWORD' }));
    await screen.findByText(/Your password has been changed/);
    expect(sentRequest(fetchMock, '/api/users/7/resetpassword/reset-code').body).toEqual({
      password: 'a-new-password',
      keepApiKeys: true,
    });
  });

  it("shows the server's message on failure", async () => {
    fakeServer({
      'POST /api/users/7/resetpassword/old': { status: 400, body: { message: 'This reset link is no longer valid.' } },
    });
    renderApp('/resetpassword/7/old');
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'a-new-password' } });
    fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: 'a-new-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'RESET PASSWORD' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This reset link is no longer valid.');
  });
});
