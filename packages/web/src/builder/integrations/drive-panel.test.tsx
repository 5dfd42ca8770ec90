// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deliveryListSchema, GOOGLE_SCOPES, googleStatusSchema } from '@formbuilder/core';
import { FORMS, renderEditor, savedForm, sentBody, sentCalls, serveForm, signIn } from '../../editor/editor-test-kit';
import {
  AUTH_URL,
  entry,
  grant,
  saveWithoutPublishing,
  servePublishing,
  stubPopup,
  TOKEN,
  withIntegrations,
} from './integrations-test-kit';

afterEach(() => {
  vi.restoreAllMocks();
});

const connected = entry({
  type: 'GoogleDrive',
  targetFolder: { name: 'Answers', id: 'folder-1' },
  submissionIdentifier: '{submissionId}',
  active: true,
  paused: false,
});
const drivePanel = () => screen.findByRole('region', { name: 'Google Drive' });

// docs/product.md §B4, Integration lifecycle (drive).
describe('the Google Drive panel', () => {
  it('authenticates in a popup, makes the folder and turns Drive on in the draft, without publishing; the token stays out of the form', async () => {
    signIn();
    const { fetchMock, stored } = servePublishing(savedForm(5), {
      'POST /api/services/google/generateAuthURL': { body: { data: AUTH_URL } },
      'POST /api/integrations/googledrive/createFolder': { body: { data: { name: 'Contact us', id: 'folder-9' } } },
    });
    const { popup, open } = stubPopup();
    renderEditor('/editor/5/builder/integrations');
    const panel = await drivePanel();
    const button = within(panel).getByRole('button', { name: 'Authenticate with Google' });
    fireEvent.click(button);

    // docs/product.md §B4, a 450 by 600 popup; the button is disabled while it is open.
    expect(open).toHaveBeenCalledWith('', 'googleAuth', expect.stringMatching(/width=450,height=600/));
    expect(button).toHaveProperty('disabled', true);
    await waitFor(() => expect(popup.location.href).toBe(AUTH_URL));
    expect(sentBody(fetchMock, 'POST', '/api/services/google/generateAuthURL')).toEqual({
      scope: [GOOGLE_SCOPES.drive],
    });
    grant('from-elsewhere', 'https://evil.example');
    expect(within(panel).queryByRole('textbox', { name: 'Folder name' })).toBeNull();
    grant();

    const folder = await within(panel).findByRole<HTMLInputElement>('textbox', { name: 'Folder name' });
    expect(folder.value).toBe('Contact us');
    expect(within(panel).getByText(/A new folder is made in your Drive/)).toBeTruthy();
    const fileName = within(panel).getByRole<HTMLInputElement>('textbox', { name: 'File name' });
    expect(fileName.value).toBe('{submissionDate}');

    // docs/product.md §B5, names cannot be empty: the box is flagged and finishing sends nothing.
    fireEvent.change(fileName, { target: { value: '' } });
    expect(fileName.getAttribute('aria-invalid')).toBe('true');
    expect(within(panel).getByText('The file name cannot be empty.')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Complete Authentication' }));
    expect(sentCalls(fetchMock)).not.toContain('POST /api/integrations/googledrive/createFolder');

    const chips = within(panel).getByRole('group', { name: 'Insert a placeholder:' });
    fireEvent.click(within(chips).getByRole('button', { name: /\{submissionId\}/ }));
    fireEvent.click(within(chips).getByRole('button', { name: /\{TextBox_1\} Short Text/ }));
    expect(fileName.value).toBe('{submissionId}{TextBox_1}');

    fireEvent.click(within(panel).getByRole('button', { name: 'Complete Authentication' }));
    await saveWithoutPublishing(fetchMock);
    expect(sentBody(fetchMock, 'POST', '/api/integrations/googledrive/createFolder')).toEqual({
      token: TOKEN,
      targetFolder: { name: 'Contact us' },
    });
    expect(stored().find((item) => item.type === 'GoogleDrive')).toEqual({
      type: 'GoogleDrive',
      targetFolder: { name: 'Contact us', id: 'folder-9' },
      submissionIdentifier: '{submissionId}{TextBox_1}',
      active: true,
      paused: false,
    });
    expect(JSON.stringify(stored())).not.toContain(TOKEN);
    expect(
      within(panel).getByText(/Connected: each submission is stored as a PDF file in the folder/).textContent,
    ).toContain('Contact us');
    const item = screen.getByText('Google Drive', { selector: 'strong' }).closest('li');
    expect(item && within(item).getByRole('img', { name: 'Active' })).toBeTruthy();
  });

  it('pauses and resumes, goes back to the configuration on Edit, and removes after confirmation', async () => {
    signIn();
    const { fetchMock, stored } = servePublishing(savedForm(5, withIntegrations(connected)), {
      'POST /api/services/google/generateAuthURL': { body: { data: AUTH_URL } },
    });
    stubPopup();
    renderEditor('/editor/5/builder/integrations');
    const panel = await drivePanel();
    expect(within(panel).getByText(/in the folder/).textContent).toContain('Answers');

    fireEvent.click(within(panel).getByRole('button', { name: 'Pause' }));
    await saveWithoutPublishing(fetchMock);
    await waitFor(() =>
      expect(stored().find((item) => item.type === 'GoogleDrive')).toMatchObject({ active: true, paused: true }),
    );
    expect(await within(panel).findByRole('button', { name: 'Resume' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Paused' })).toBeTruthy();

    // Edit: this panel holds no token yet, so Google is asked first; the folder can be kept.
    fireEvent.click(within(panel).getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(sentCalls(fetchMock)).toContain('POST /api/services/google/generateAuthURL'));
    grant();
    expect(await within(panel).findByRole('radio', { name: 'Keep the folder Answers' })).toHaveProperty(
      'checked',
      true,
    );
    fireEvent.click(within(panel).getByRole('button', { name: 'Cancel' }));

    fireEvent.click(await within(panel).findByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Google Drive?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await saveWithoutPublishing(fetchMock);
    await waitFor(() =>
      expect(stored().find((item) => item.type === 'GoogleDrive')).toEqual({
        type: 'GoogleDrive',
        submissionIdentifier: '{submissionDate}',
        active: false,
        paused: false,
      }),
    );
    expect(await within(panel).findByRole('button', { name: 'Authenticate with Google' })).toBeTruthy();
  });

  it('says in words when the administrator has not configured Google, instead of the button', async () => {
    signIn();
    serveForm(savedForm(5));
    renderEditor('/editor/5/builder/integrations');
    const panel = await drivePanel();
    expect(panel.textContent).toContain(
      'the administrator has not configured Google (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET)',
    );
    expect(within(panel).queryByRole('button', { name: 'Authenticate with Google' })).toBeNull();
  });

  it('says "Popup closed by user" when the popup closes without a token, and offers the button again', async () => {
    signIn();
    servePublishing(savedForm(5), { 'POST /api/services/google/generateAuthURL': { body: { data: AUTH_URL } } });
    const { popup } = stubPopup();
    renderEditor('/editor/5/builder/integrations');
    const panel = await drivePanel();
    fireEvent.click(within(panel).getByRole('button', { name: 'Authenticate with Google' }));
    await waitFor(() => expect(popup.location.href).toBe(AUTH_URL));
    popup.closed = true;
    expect(await within(panel).findByText('Popup closed by user', undefined, { timeout: 3000 })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Authenticate with Google' })).toHaveProperty('disabled', false);
  });

  it('returns to the description with the server’s words when the authentication address fails (docs/product.md §B8)', async () => {
    signIn();
    servePublishing(savedForm(5), {
      'POST /api/services/google/generateAuthURL': {
        status: 503,
        body: { message: 'Google cannot be reached right now.' },
      },
    });
    const { popup } = stubPopup();
    renderEditor('/editor/5/builder/integrations');
    const panel = await drivePanel();
    fireEvent.click(within(panel).getByRole('button', { name: 'Authenticate with Google' }));
    expect(await within(panel).findByText('Google cannot be reached right now.')).toBeTruthy();
    expect(popup.close).toHaveBeenCalled();
    expect(within(panel).getByRole('button', { name: 'Authenticate with Google' })).toHaveProperty('disabled', false);
  });

  it('asks to authenticate again when Google access is gone (the token-info check, docs/product.md §B8)', async () => {
    signIn();
    servePublishing(savedForm(5, withIntegrations(connected)), {
      'GET /api/services/google/status': { body: googleStatusSchema.parse({ connected: false, scopes: [] }) },
    });
    renderEditor('/editor/5/builder/integrations');
    const panel = await drivePanel();
    const words = await within(panel).findByText(/Google no longer lets this form reach your Google Drive/);
    const alert = words.closest<HTMLElement>('[role="alert"]');
    expect(alert && within(alert).getByRole('button', { name: 'Authenticate with Google' })).toBeTruthy();
  });

  it('asks to authenticate again when the newest delivery failed because access was revoked', async () => {
    signIn();
    const failed = deliveryListSchema.parse([
      {
        id: 3,
        kind: 'integration:GoogleDrive',
        status: 'failed',
        attempts: 6,
        error: 'Google refused: invalid_grant (Token has been expired or revoked.)',
        submissionId: 8,
        created_at: '2026-11-24T10:00:00.000Z',
        updated_at: '2026-11-24T10:05:00.000Z',
      },
    ]);
    servePublishing(savedForm(5, withIntegrations(connected)), {
      [`GET ${FORMS}/5/deliveries?integration=GoogleDrive`]: { body: failed },
    });
    renderEditor('/editor/5/builder/integrations');
    const panel = await drivePanel();
    expect(await within(panel).findByText(/Google no longer lets this form reach your Google Drive/)).toBeTruthy();
    expect(within(panel).getAllByText(/invalid_grant/)).toHaveLength(1);
  });
});
