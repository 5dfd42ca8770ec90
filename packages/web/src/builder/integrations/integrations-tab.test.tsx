// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderEditor, savedForm, signIn } from '../../editor/editor-test-kit';
import { entry, servePublishing, withIntegrations } from './integrations-test-kit';

afterEach(() => {
  vi.restoreAllMocks();
});

const drive = entry({ type: 'GoogleDrive', targetFolder: { name: 'Answers', id: 'f1' }, active: true, paused: true });
const hooks = [
  entry({ type: 'webhook', id: 'wh_first123', url: 'https://a.example.com/', active: true, paused: true }),
  entry({ type: 'webhook', id: 'wh_second12', url: 'https://b.example.com/', active: true, paused: false }),
];

const statusOf = (name: string) => {
  const item = screen.getByText(name, { selector: 'strong' }).closest('li');
  if (!item) throw new Error(`No list item for ${name}.`);
  return within(item).getByRole('img').getAttribute('aria-label');
};

// docs/product.md §B2 and §B4, the integrations list and its panels.
describe('the Integrations tab', () => {
  it('lists every integration with its status in words: a check when active, a pause icon when paused', async () => {
    signIn();
    servePublishing(savedForm(5, withIntegrations(drive, ...hooks)), {
      'GET /api/users/7/forms/5/deliveries?integration=webhook:wh_first123': { body: [] },
      'GET /api/users/7/forms/5/deliveries?integration=webhook:wh_second12': { body: [] },
    });
    renderEditor('/editor/5/builder/integrations');
    await screen.findByRole('region', { name: 'Webhooks' });
    expect(
      screen.getAllByRole('listitem').filter((item) => item.classList.contains('integrations-list__item')),
    ).toHaveLength(4);
    expect(statusOf('E-mail notifications')).toBe('Not connected');
    expect(statusOf('Google Drive')).toBe('Paused');
    expect(statusOf('Google Sheets')).toBe('Not connected');
    // One webhook still posts: the webhooks are active.
    expect(statusOf('Webhooks')).toBe('Active');
    expect(screen.queryByText(/cannot be connected in this version yet/)).toBeNull();
  });

  it('closes a panel with its x, focusing the list’s Show button, and shows it again (docs/product.md §B2)', async () => {
    signIn();
    servePublishing(savedForm(5));
    renderEditor('/editor/5/builder/integrations');
    const panel = await screen.findByRole('region', { name: 'Google Sheets' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Close Google Sheets' }));
    expect(screen.queryByRole('region', { name: 'Google Sheets' })).toBeNull();
    const show = screen.getByRole('button', { name: 'Show Google Sheets' });
    expect(document.activeElement).toBe(show);
    expect(show.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(show);
    expect(screen.getByRole('region', { name: 'Google Sheets' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hide Google Sheets' }).getAttribute('aria-expanded')).toBe('true');
  });
});
