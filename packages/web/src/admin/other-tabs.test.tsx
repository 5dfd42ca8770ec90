// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeServer } from '../testing/render-app';
import { browserTimeZone, dateFormat } from '../ui/date-format';
import { adminCalls, auditPage, renderAdmin, STATUS, storeAdminSession, WHITELIST } from './admin-test-kit';

// docs/product.md §A2 Whitelist and Status; the audit log.
beforeEach(() => storeAdminSession());

describe('the status tab', () => {
  it('shows each of the four capabilities as true or false under a readable name', async () => {
    fakeServer({ 'GET /api/admin/status': { body: STATUS } });
    renderAdmin('/admin/status');
    expect(await screen.findByRole('row', { name: 'Google service account credentials true' })).toBeTruthy();
    expect(screen.getByRole('row', { name: 'Mail-sending API key false' })).toBeTruthy();
    expect(screen.getByRole('row', { name: 'Google credentials client ID true' })).toBeTruthy();
    expect(screen.getByRole('row', { name: 'File upload bucket false' })).toBeTruthy();
  });

  it('says in words what is not set up, in the server’s words', async () => {
    const mail = 'Mail is not set up: no e-mail is sent. Set SMTP_URL and MAIL_FROM to send mail.';
    fakeServer({ 'GET /api/admin/status': { body: { ...STATUS, notes: [mail] } } });
    renderAdmin('/admin/status');
    const notes = await screen.findByRole('region', { name: 'Not set up on this server' });
    expect(
      within(notes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([mail]);
  });

  it('shows the server’s message when it refuses', async () => {
    fakeServer({ 'GET /api/admin/status': { status: 403, body: { message: 'Administrators only.' } } });
    renderAdmin('/admin/status');
    expect((await screen.findByRole('alert')).textContent).toBe('Administrators only.');
  });

  it('says so when an answer has an unexpected shape', async () => {
    fakeServer({ 'GET /api/admin/status': { body: { sendgridApiKey: 'yes' } } });
    renderAdmin('/admin/status');
    expect((await screen.findByRole('alert')).textContent).toMatch(/unexpected/);
  });
});

describe('the whitelist tab', () => {
  it('lists the addresses and removes one after confirming', async () => {
    let list = WHITELIST;
    const fetchMock = fakeServer({
      'GET /api/admin/whitelist': () => ({ body: list }),
      'DELETE /api/admin/whitelist/entries/4': () => {
        list = WHITELIST.slice(1);
        return { body: { message: 'Removed from the whitelist.' } };
      },
    });
    renderAdmin('/admin/whitelist');
    // No preferences to read: the browser's zone.
    const dates = dateFormat(browserTimeZone());
    const row = await screen.findByRole('row', {
      name: `ada@example.com Added ${dates.dateTime(WHITELIST[0]?.created_at)} Remove`,
    });
    expect(
      screen.getByRole('row', { name: `grace@example.com Added ${dates.dateTime(WHITELIST[1]?.created_at)} Remove` }),
    ).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: 'Remove ada@example.com' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove from whitelist' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Removed from the whitelist.'));
    await waitFor(() => expect(screen.queryByRole('row', { name: /^ada@example\.com/ })).toBeNull());
    expect(adminCalls(fetchMock)).toContain('DELETE /api/admin/whitelist/entries/4');
  });

  it('adds a typed address, checking its shape before asking the server', async () => {
    let list = WHITELIST;
    const fetchMock = fakeServer({
      'GET /api/admin/whitelist': () => ({ body: list }),
      'POST /api/admin/whitelist': () => {
        list = [...WHITELIST, { id: 6, email: 'new@example.com', created_at: '2026-11-24T10:00:00.000Z' }];
        return { body: { success: true, message: 'User added in whitelist' } };
      },
    });
    renderAdmin('/admin/whitelist');
    const field = await screen.findByLabelText('E-mail address to allow');
    fireEvent.change(field, { target: { value: 'not an address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to whitelist' }));
    const problem = screen.getByText('Please use a valid email');
    expect(field.getAttribute('aria-describedby')).toBe(problem.id);
    expect(adminCalls(fetchMock).filter((call) => call.startsWith('POST'))).toEqual([]);
    fireEvent.change(field, { target: { value: 'new@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to whitelist' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('User added in whitelist'));
    expect(await screen.findByRole('row', { name: /^new@example\.com/ })).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('');
  });
});

describe('the audit log tab', () => {
  const newest = {
    id: 12,
    actor: 'root@example.com',
    target: 'ada@example.com',
    action: 'impersonation.start',
    detail: null,
    created_at: '2026-11-24T10:00:00.000Z',
  };
  const older = {
    id: 11,
    actor: 'root@example.com',
    target: null,
    action: 'role.create',
    detail: 'Starter: forms 1',
    created_at: '2026-11-23T10:00:00.000Z',
  };

  it('shows who did what and when, newest first, a page at a time', async () => {
    const fetchMock = fakeServer({
      'GET /api/admin/audit?limit=50': { body: auditPage([newest], '12') },
      'GET /api/admin/audit?limit=50&after=12': { body: auditPage([older]) },
      'GET /api/users/1/preferences': {
        body: { themeColour: '#2196F3', timeZone: 'America/New_York', notifyNewForms: false },
      },
    });
    renderAdmin('/admin/audit');
    // The admin's own zone: 10:00 UTC is 05:00 in New York.
    const dates = dateFormat('America/New_York');
    expect(dates.dateTime(newest.created_at)).toMatch(/^Nov 24, 2026, 5:00:00\sAM$/);
    expect(
      await screen.findByRole('row', {
        name: `${dates.dateTime(newest.created_at)} root@example.com Logged in as user ada@example.com —`,
      }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(
      await screen.findByRole('row', {
        name: `${dates.dateTime(older.created_at)} root@example.com Created role — Starter: forms 1`,
      }),
    ).toBeTruthy();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent?.includes('Logged in as user'))).toEqual([true, false]);
    expect(adminCalls(fetchMock)).toEqual(['GET /api/admin/audit?limit=50', 'GET /api/admin/audit?limit=50&after=12']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
