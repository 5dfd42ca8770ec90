// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { usagesSchema } from '@formbuilder/core';
import { fakeServer, renderApp } from '../testing/render-app';
import { storeSession } from '../testing/session';
import { serveSettings, usages, USER } from './settings-test-kit';

// Docs/product.md §A2 Settings area: routes, the menu from the server's list, Usages.
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => storeSession());

describe('the settings area', () => {
  it('redirects /settings to /settings/usages under the menu titled User settings', async () => {
    serveSettings();
    renderApp('/settings');
    await waitFor(() => expect(location()).toBe('/settings/usages'));
    const menu = await screen.findByRole('navigation', { name: 'User settings' });
    const links = await within(menu).findAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Usages', '/settings/usages'],
      ['Preferences', '/settings/preferences'],
      ['Change password', '/settings/changepassword'],
      ['API keys', '/settings/apikeys'],
    ]);
    expect(links[0]?.getAttribute('aria-current')).toBe('page');
  });

  it('shows only the entries the server lists', async () => {
    serveSettings({ 'GET /api/app/get/settingsPluginfileslist': { body: ['apikeys', 'Usages'] } });
    renderApp('/settings/usages');
    const menu = await screen.findByRole('navigation', { name: 'User settings' });
    await waitFor(() =>
      expect(
        within(menu)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['API keys', 'Usages']),
    );
  });

  it('sends an unknown settings path to /404', async () => {
    serveSettings();
    renderApp('/settings/billing');
    expect(await screen.findByText('Page Not Found')).toBeTruthy();
    expect(location()).toBe('/404');
  });

  it('sends a visitor to /login, remembering the settings page', async () => {
    localStorage.clear();
    fakeServer();
    renderApp('/settings/apikeys');
    await waitFor(() => expect(location()).toBe('/login?from=%2Fsettings%2Fapikeys'));
  });
});

describe('Usages', () => {
  it('shows each use against its limit with a named bar, Unlimited for a 0 limit, and how to get a larger plan', async () => {
    serveSettings();
    renderApp('/settings/usages');
    const forms = await screen.findByRole('meter', { name: 'Forms' });
    expect(forms.getAttribute('aria-valuenow')).toBe('3');
    expect(forms.getAttribute('aria-valuemax')).toBe('5');
    expect(forms.getAttribute('aria-valuetext')).toBe('3 of 5');
    const storage = screen.getByRole('meter', { name: 'Storage' });
    expect(storage.getAttribute('aria-valuetext')).toBe('5 MB of 100 MB');
    // submissionLimit 0: unlimited, so no bar.
    expect(screen.queryByRole('meter', { name: 'Submissions this month' })).toBeNull();
    expect(screen.getByText('120 · Unlimited')).toBeTruthy();
    expect(screen.getByText(/November 2026/)).toBeTruthy();
    expect(
      screen.getByText(/An administrator of this server can give your account a role with higher limits/),
    ).toBeTruthy();
  });

  it('says when a limit is reached', async () => {
    serveSettings({ [`GET ${USER}/usages`]: { body: usagesSchema.parse({ ...usages, formCount: 5 }) } });
    renderApp('/settings/usages');
    await screen.findByRole('meter', { name: 'Forms' });
    expect(screen.getByText(/Limit reached/)).toBeTruthy();
  });

  it("shows the server's message when the usages do not load", async () => {
    serveSettings({ [`GET ${USER}/usages`]: { status: 403, body: { message: 'That account is not yours.' } } });
    renderApp('/settings/usages');
    expect((await screen.findByRole('alert')).textContent).toBe('That account is not yours.');
  });
});
