// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PASSWORD_CONFIRM_MESSAGE, PASSWORD_TOO_SHORT_MESSAGE } from '@formbuilder/core';
import { renderApp } from '../testing/render-app';
import { storeSession } from '../testing/session';
import { PASSWORD_CHANGED_MESSAGE } from './change-password-page';
import { loginAnswer } from '../testing/session';
import { jsonBody, serveSettings, USER } from './settings-test-kit';

// docs/product.md §A2 Settings area, Change password; §A5 signup's rules.
const PASSWORD_URL = `${USER}/password`;
const passwordCalls = (fetchMock: ReturnType<typeof serveSettings>) =>
  fetchMock.mock.calls.filter(([url]) => url === PASSWORD_URL);

async function fill(current: string, next: string, confirm: string) {
  fireEvent.change(await screen.findByLabelText('Current password'), { target: { value: current } });
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: next } });
  fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

beforeEach(() => storeSession());

describe('Change password', () => {
  it('states the rules before anything is typed, tied to the new password', async () => {
    serveSettings();
    renderApp('/settings/changepassword');
    const field = await screen.findByLabelText('New password');
    const rules = document.getElementById(field.getAttribute('aria-describedby') ?? '');
    expect(rules?.textContent).toContain('have at least 8 visible characters');
  });

  it('stores the fresh session the server answers and says other sessions were signed out', async () => {
    const fetchMock = serveSettings({ [`PUT ${PASSWORD_URL}`]: { body: loginAnswer() } });
    renderApp('/settings/changepassword');
    await fill('old password 1', 'a brand new secret', 'a brand new secret');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(PASSWORD_CHANGED_MESSAGE));
    expect(jsonBody(passwordCalls(fetchMock)[0]?.[1])).toEqual({
      currentPassword: 'old password 1',
      newPassword: 'a brand new secret',
    });
    // Remembered before, remembered after: the new token replaces the ended one.
    const stored = JSON.parse(localStorage.getItem('auth') ?? '{}') as { token?: string; user_id?: number };
    expect(stored).toMatchObject({ token: 'fresh-token', user_id: 7 });
    expect(screen.getByLabelText<HTMLInputElement>('New password').value).toBe('');
  });

  it('refuses a too-short password in the server’s words without calling it', async () => {
    const fetchMock = serveSettings();
    renderApp('/settings/changepassword');
    await fill('old password 1', 'short', 'short');
    expect(screen.getByRole('alert').textContent).toBe(PASSWORD_TOO_SHORT_MESSAGE);
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true');
    expect(passwordCalls(fetchMock)).toHaveLength(0);
  });

  it('refuses a confirmation that does not match without calling the server', async () => {
    const fetchMock = serveSettings();
    renderApp('/settings/changepassword');
    await fill('old password 1', 'a brand new secret', 'a brand new secreT');
    expect(screen.getByRole('alert').textContent).toBe(PASSWORD_CONFIRM_MESSAGE);
    expect(screen.getByLabelText('Confirm new password').getAttribute('aria-invalid')).toBe('true');
    expect(passwordCalls(fetchMock)).toHaveLength(0);
  });

  it("shows the server's message and keeps the session when the current password is wrong", async () => {
    serveSettings({
      [`PUT ${PASSWORD_URL}`]: { status: 400, body: { message: 'Your current password is not right.' } },
    });
    renderApp('/settings/changepassword');
    await fill('not it', 'a brand new secret', 'a brand new secret');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Your current password is not right.'));
    expect(JSON.parse(localStorage.getItem('auth') ?? '{}')).toMatchObject({ token: 'jwt-token' });
  });
});
