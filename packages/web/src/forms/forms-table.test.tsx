// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../testing/render-app';
import { storeSession } from '../testing/session';
import { renderScreen } from '../ui/render-screen';
import { formRow, formRows } from './forms-fixtures';
import { FormsPage } from './forms-page';
import type { FormSummary } from './forms-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderForms(forms: FormSummary[]) {
  fakeServer({ 'GET /api/users/7/forms': { body: forms } });
  return renderScreen(<Route path="/forms" element={<FormsPage />} />, '/forms');
}

function describedText(element: HTMLElement): string {
  const id = element.getAttribute('aria-describedby') ?? '';
  return document.getElementById(id)?.textContent ?? '';
}

describe('forms table (spec §2 Forms list)', () => {
  it('shows Name, Submissions, Created and Actions with their links', async () => {
    storeSession();
    renderForms([formRow()]);
    const table = await screen.findByRole('table');
    expect([...table.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['Name', 'Submissions', 'Created', 'Actions']);
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/editor/1/builder');
    const submissions = screen.getByRole('link', { name: /^1\.23k responses, [\d,]+ unread: Contact us$/ });
    expect(submissions.getAttribute('href')).toBe('/data?form=1&unread=false');
    expect(screen.getByRole('link', { name: 'Edit Contact us' }).getAttribute('href')).toBe('/editor/1/builder');
  });

  it('caps the unread badge at 99 and shows smaller counts as they are', async () => {
    storeSession();
    renderForms([formRow(), formRow({ id: 2, title: 'Survey', unreadCount: 7, responseCount: 12 }), formRow({ id: 3, title: 'Quiet', unreadCount: 0 })]);
    const [first, second, third] = (await screen.findAllByRole('row')).slice(1);
    expect(within(first!).getByText('99+')).toBeTruthy();
    expect(first!.textContent).toContain('99+ unread');
    expect(within(second!).getByRole('link', { name: '12 responses, 7 unread: Survey' })).toBeTruthy();
    expect(second!.textContent).toContain('7 unread');
    expect(third!.textContent).not.toContain('unread');
  });

  it('shows the time since creation with the exact date as its title', async () => {
    storeSession();
    const row = formRow();
    renderForms([row]);
    const created = await screen.findByText('3 days ago');
    expect(created.tagName).toBe('TIME');
    expect(created.getAttribute('title')).toBe(new Date(row.created_at).toLocaleString());
  });

  it('opens a published form in a new tab', async () => {
    storeSession();
    renderForms([formRow()]);
    const view = await screen.findByRole('link', { name: 'View Contact us (opens in a new tab)' });
    expect(view.getAttribute('href')).toBe('https://forms.example/form/view/uuid-1');
    expect(view.getAttribute('target')).toBe('_blank');
    expect(view.getAttribute('rel')).toContain('noopener');
  });

  it('disables View with a tooltip while the form is unpublished', async () => {
    storeSession();
    renderForms([formRow({ title: 'Draft', published_version: null })]);
    const view = await screen.findByRole('button', { name: 'View Draft' });
    expect(view.getAttribute('aria-disabled')).toBe('true');
    expect(describedText(view)).toBe('Form must be published before it can be viewed');
    expect(screen.getByRole('tooltip').textContent).toBe('Form must be published before it can be viewed');
    expect(screen.queryByRole('link', { name: /View Draft/ })).toBeNull();
  });

  it('keeps the empty state when there are no forms', async () => {
    storeSession();
    renderForms([]);
    expect(await screen.findByText("You don't have any forms yet.")).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('link', { name: 'Create a new form' }).getAttribute('href')).toBe('/editor/new');
  });
});

describe('form limit (spec §6)', () => {
  it.each([
    ['the default of 5 before formLimit is read', {}, 5, true],
    ['below the default', {}, 4, false],
    ['at a role limit of 2', { formLimit: 2 }, 2, true],
    ['with 0 meaning unlimited', { formLimit: 0 }, 9, false],
  ])('%s', async (_, permission, count, reached) => {
    storeSession({ permission });
    renderForms(formRows(count));
    const create = await screen.findByRole('link', { name: 'Create a new form' });
    expect(create.getAttribute('aria-disabled')).toBe(reached ? 'true' : null);
    expect(create.getAttribute('href')).toBe(reached ? null : '/editor/new');
    expect(screen.queryByText('Form limit reached', { selector: '.limit-notice' }) !== null).toBe(reached);
    expect(screen.getByRole('button', { name: 'Clone Form 1' }).getAttribute('aria-disabled')).toBe(reached ? 'true' : null);
  });

  it('gives admins no limit', async () => {
    storeSession({ admin: true, user_role: 1, permission: { formLimit: 1 } });
    renderForms(formRows(3));
    expect((await screen.findByRole('link', { name: 'Create a new form' })).getAttribute('href')).toBe('/editor/new');
  });

  it('does not open the clone dialog at the limit and says why', async () => {
    storeSession({ permission: { formLimit: 1 } });
    renderForms(formRows(1));
    const clone = await screen.findByRole('button', { name: 'Clone Form 1' });
    expect(describedText(clone)).toBe('Form limit reached');
    fireEvent.click(clone);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
