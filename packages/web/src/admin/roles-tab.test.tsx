// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeServer, sentRequest, type FakeRoutes } from '../testing/render-app';
import { ROLES, renderAdmin, storeAdminSession } from './admin-test-kit';
import { roleSavedSchema } from '@formbuilder/core';

// docs/product.md §A2 Roles, §A4 (role 2's name), §A5 ('Please set a role name', 0..99999999), §A9.
function serve(extra: FakeRoutes = {}) {
  return fakeServer({
    'GET /api/admin/roles': { body: ROLES },
    'PUT /api/admin/roles/0': { body: roleSavedSchema.parse({ message: 'Role created', roleId: 4 }) },
    'PUT /api/admin/roles/2': { body: roleSavedSchema.parse({ message: 'Saved', roleId: 2 }) },
    ...extra,
  });
}

const puts = (fetchMock: ReturnType<typeof serve>) => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');

beforeEach(() => storeAdminSession());

describe('the roles tab', () => {
  it('creates a role: CREATE refuses an empty name with Please set a role name, then sends name and permissions to id 0', async () => {
    const fetchMock = serve();
    renderAdmin('/admin/roles');
    fireEvent.click(await screen.findByRole('button', { name: 'Create New' }));
    const name = screen.getByRole('textbox', { name: 'Role Name' });
    expect(name.hasAttribute('readonly')).toBe(false);
    // A role with no stored limits shows 1 for each (docs/product.md §A9).
    expect(screen.getByRole('spinbutton', { name: 'Form limit' })).toHaveProperty('value', '1');

    fireEvent.click(screen.getByRole('button', { name: 'CREATE' }));
    expect(await screen.findByText('Please set a role name')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    expect(puts(fetchMock)).toEqual([]);

    fireEvent.change(name, { target: { value: 'Team' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Form limit' }), { target: { value: '0' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Submission limit (monthly)' }), {
      target: { value: '5000' },
    });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Upload limit (MB)' }), { target: { value: '250' } });
    const elements = screen.getByRole('group', { name: 'Element types this role may use' });
    fireEvent.click(within(elements).getByRole('button', { name: 'Allow all' }));
    expect(
      within(elements)
        .getAllByRole('checkbox')
        .every((box) => (box as HTMLInputElement).checked),
    ).toBe(true);
    fireEvent.click(within(elements).getByRole('button', { name: 'Allow none' }));
    fireEvent.click(within(elements).getByRole('checkbox', { name: 'Short Text' }));
    fireEvent.click(screen.getByRole('button', { name: 'CREATE' }));

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Role created'));
    const { body } = sentRequest(fetchMock, '/api/admin/roles/0') as {
      body: { name: string; permissions: Record<string, unknown> };
    };
    expect(body.name).toBe('Team');
    expect(body.permissions).toMatchObject({
      formLimit: 0,
      submissionLimit: 5000,
      uploadLimit: 250,
      TextBox: true,
      File: false,
    });
  });

  it('refuses a limit outside 0..99999999', async () => {
    const fetchMock = serve();
    renderAdmin('/admin/roles');
    fireEvent.click(await screen.findByRole('button', { name: 'Create New' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Role Name' }), { target: { value: 'Huge' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Upload limit (MB)' }), { target: { value: '100000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'CREATE' }));
    expect(await screen.findByText('Enter a whole number from 0 to 99999999.')).toBeTruthy();
    expect(screen.getByRole('spinbutton', { name: 'Upload limit (MB)' }).getAttribute('aria-invalid')).toBe('true');
    expect(puts(fetchMock)).toEqual([]);
  });

  it('locks role 2’s name and saves its limits and element types with SAVE', async () => {
    const fetchMock = serve();
    renderAdmin('/admin/roles');
    fireEvent.click(await screen.findByRole('button', { name: /^free/ }));
    const name = screen.getByRole('textbox', { name: 'Role Name' });
    expect(name.hasAttribute('readonly')).toBe(true);
    expect(name).toHaveProperty('value', 'free');
    expect(screen.getByRole('spinbutton', { name: 'Form limit' })).toHaveProperty('value', '5');
    expect(screen.getByRole('checkbox', { name: 'File Upload' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Phone' })).toHaveProperty('checked', false);

    fireEvent.change(screen.getByRole('spinbutton', { name: 'Form limit' }), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'File Upload' }));
    fireEvent.click(screen.getByRole('button', { name: 'SAVE' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Saved'));
    const { body } = sentRequest(fetchMock, '/api/admin/roles/2') as {
      body: { name: string; permissions: Record<string, unknown> };
    };
    expect(body).toMatchObject({
      name: 'free',
      permissions: { formLimit: 1, submissionLimit: 1000, uploadLimit: 100, File: false, TextBox: true },
    });
  });

  it('shows 1 for the limits a stored role lacks, and the server’s refusal', async () => {
    serve({ 'PUT /api/admin/roles/3': { status: 409, body: { message: 'A role with that name exists.' } } });
    renderAdmin('/admin/roles');
    fireEvent.click(await screen.findByRole('button', { name: /^legacy/ }));
    for (const label of ['Form limit', 'Submission limit (monthly)', 'Upload limit (MB)']) {
      expect(screen.getByRole('spinbutton', { name: label })).toHaveProperty('value', '1');
    }
    expect(screen.getByRole('textbox', { name: 'Role Name' }).hasAttribute('readonly')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'SAVE' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('A role with that name exists.'));
  });
});
