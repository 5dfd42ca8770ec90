// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { preferencesSchema } from '@formbuilder/core';
import { CAPABILITIES_WITHOUT_MAIL, renderApp } from '../testing/render-app';
import { NO_MAIL_FOR_NEW_FORMS } from './preferences-form';
import { storeSession } from '../testing/session';
import { browserTimeZone } from '../ui/date-format';
import { jsonBody, serveSettings, USER } from './settings-test-kit';

// docs/product.md §A2 Settings area, Preferences.
const saveCalls = (fetchMock: ReturnType<typeof serveSettings>) =>
  fetchMock.mock.calls.filter(([url, init]) => url === `${USER}/preferences` && init?.method === 'PUT');

beforeEach(() => storeSession());

describe('Preferences', () => {
  it('saves the colour, time zone and e-mail choice, and says Saved', async () => {
    const fetchMock = serveSettings({
      [`PUT ${USER}/preferences`]: (init) => ({ body: preferencesSchema.parse(jsonBody(init)) }),
    });
    renderApp('/settings/preferences');
    const hex = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Theme colour as hex' });
    expect(hex.value).toBe('#2196F3');
    fireEvent.change(hex, { target: { value: '#FF5722' } });
    expect(screen.getByLabelText<HTMLInputElement>('Theme colour').value).toBe('#ff5722');
    const zone = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Time zone of dates' });
    // Never chosen: the browser's zone, named.
    expect(zone.value).toBe('');
    expect(zone.selectedOptions[0]?.textContent).toBe(`This browser’s (${browserTimeZone().replaceAll('_', ' ')})`);
    fireEvent.change(zone, { target: { value: 'America/New_York' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'E-mail me about each submission on new forms' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Saved'));
    expect(jsonBody(saveCalls(fetchMock)[0]?.[1])).toEqual({
      themeColour: '#FF5722',
      timeZone: 'America/New_York',
      notifyNewForms: true,
    });
  });

  it('gives the choice back to the browser with null', async () => {
    const fetchMock = serveSettings({
      [`GET ${USER}/preferences`]: { body: { themeColour: '#2196F3', timeZone: 'Asia/Tokyo', notifyNewForms: false } },
      [`PUT ${USER}/preferences`]: (init) => ({ body: preferencesSchema.parse(jsonBody(init)) }),
    });
    renderApp('/settings/preferences');
    const zone = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Time zone of dates' });
    expect(zone.value).toBe('Asia/Tokyo');
    fireEvent.change(zone, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Saved'));
    expect(jsonBody(saveCalls(fetchMock)[0]?.[1])).toEqual({
      themeColour: '#2196F3',
      timeZone: null,
      notifyNewForms: false,
    });
  });

  it('says that no e-mail is sent where mail is not set up, and not where it is', async () => {
    serveSettings();
    const { unmount } = renderApp('/settings/preferences');
    const box = await screen.findByRole('checkbox', { name: 'E-mail me about each submission on new forms' });
    expect(screen.getByText(NO_MAIL_FOR_NEW_FORMS).id).toBe(box.getAttribute('aria-describedby'));
    unmount();
    serveSettings({
      'GET /api/server/capabilities': { body: { ...CAPABILITIES_WITHOUT_MAIL, mail: true, sendgridApiKey: true } },
    });
    renderApp('/settings/preferences');
    await screen.findByRole('checkbox', { name: 'E-mail me about each submission on new forms' });
    expect(screen.queryByText(NO_MAIL_FOR_NEW_FORMS)).toBeNull();
  });

  it("shows the server's message when saving fails", async () => {
    serveSettings({
      [`PUT ${USER}/preferences`]: { status: 400, body: { message: 'Please choose a time zone from the list.' } },
    });
    renderApp('/settings/preferences');
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Please choose a time zone from the list.'));
  });

  it('refuses a colour that is not #rrggbb in the words of core, without calling the server', async () => {
    const fetchMock = serveSettings();
    renderApp('/settings/preferences');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Theme colour as hex' }), { target: { value: 'red' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('The colour must be written like #2196F3.');
    expect(saveCalls(fetchMock)).toHaveLength(0);
  });
});
