// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createdFormSchema, templateListSchema } from '@formbuilder/core';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeServer, sentRequest, type FakeRoutes } from '../testing/render-app';
import { storeSession } from '../testing/session';
import { dateFormat } from '../ui/date-format';
import { renderScreen } from '../ui/render-screen';
import { formRow, formRows } from './forms-fixtures';
import { FormsPage } from './forms-page';
import type { FormSummary } from './forms-api';

function renderForms(forms: FormSummary[], extra: FakeRoutes = {}) {
  fakeServer({ 'GET /api/users/7/forms': { body: forms }, ...extra });
  return renderScreen(<Route path="/forms" element={<FormsPage />} />, '/forms');
}

function describedText(element: HTMLElement): string {
  const id = element.getAttribute('aria-describedby') ?? '';
  return document.getElementById(id)?.textContent ?? '';
}

describe('forms table (docs/product.md §A2 Forms list)', () => {
  it('shows Name, Submissions, Created and Actions with their links', async () => {
    storeSession();
    renderForms([formRow()]);
    const table = await screen.findByRole('table');
    expect([...table.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
      'Name',
      'Submissions',
      'Created',
      'Actions',
    ]);
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/editor/1/builder');
    const submissions = screen.getByRole('link', { name: /^1\.23k responses, [\d,]+ unread: Contact us$/ });
    expect(submissions.getAttribute('href')).toBe('/data?form=1&unread=false');
    expect(screen.getByRole('link', { name: 'Edit Contact us' }).getAttribute('href')).toBe('/editor/1/builder');
  });

  it('caps the unread badge at 99 and shows smaller counts as they are', async () => {
    storeSession();
    renderForms([
      formRow(),
      formRow({ id: 2, title: 'Survey', unreadCount: 7, responseCount: 12 }),
      formRow({ id: 3, title: 'Quiet', unreadCount: 0 }),
    ]);
    const [first, second, third] = (await screen.findAllByRole('row')).slice(1);
    expect(within(first!).getByText('99+')).toBeTruthy();
    expect(first!.textContent).toContain('99+ unread');
    expect(within(second!).getByRole('link', { name: '12 responses, 7 unread: Survey' })).toBeTruthy();
    expect(second!.textContent).toContain('7 unread');
    expect(third!.textContent).not.toContain('unread');
  });

  it('shows the time since creation with the exact date as its title, in the owner’s zone', async () => {
    storeSession();
    const row = formRow();
    renderForms([row], {
      'GET /api/users/7/preferences': {
        body: { themeColour: '#2196F3', timeZone: 'Pacific/Auckland', notifyNewForms: false },
      },
    });
    const created = await screen.findByText('3 days ago');
    expect(created.tagName).toBe('TIME');
    await waitFor(() =>
      expect(created.getAttribute('title')).toBe(dateFormat('Pacific/Auckland').dateTime(row.created_at)),
    );
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

  it("shows where each form stands: 'Draft', 'Published' or 'Changes not published'", async () => {
    storeSession();
    renderForms([
      formRow({ id: 1, title: 'Never out', published_version: null, publication: 'draft' }),
      formRow({ id: 2, title: 'Live', publication: 'published' }),
      formRow({ id: 3, title: 'Edited', publication: 'changed' }),
    ]);
    const rows = (await screen.findAllByRole('rowheader')).map((header) => header.textContent);
    expect(rows).toEqual(['Never out Draft', 'Live Published', 'Edited Changes not published']);
    expect(screen.getByText('Changes not published').className).toBe('status-pill status-pill--changed');
  });

  it('offers to start from scratch or from the four most used templates when there are no forms', async () => {
    storeSession();
    const fetchMock = fakeServer({
      'GET /api/users/7/forms': { body: [] },
      'GET /api/get/templates/most-used': { body: templateListSchema.parse(MOST_USED) },
      'POST /api/users/7/forms/from-template/8': {
        status: 201,
        body: createdFormSchema.parse({
          id: 41,
          uuid: 'u-41',
          title: 'Customer Feedback',
          created_at: NOW,
          updated_at: NOW,
          status: 'done',
        }),
      },
    });
    renderScreen(<Route path="/forms" element={<FormsPage />} />, '/forms');
    expect(await screen.findByRole('heading', { level: 2, name: "You don't have any forms yet." })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('link', { name: 'Create a new form' }).getAttribute('href')).toBe('/editor/new');
    expect(screen.getByRole('link', { name: /^Start from scratch/ }).getAttribute('href')).toBe('/editor/new/builder');
    const cards = await screen.findAllByRole('button', { name: /^Use the template / });
    expect(cards.map((card) => card.querySelector('.starter-card__title')?.textContent)).toEqual(
      MOST_USED.map((t) => `Use the template ${t.title}`),
    );
    expect(cards[1]?.querySelector('.starter-card__meta')?.textContent).toBe('Feedback · customers');

    fireEvent.click(cards[1]!);
    expect(cards.every((card) => (card as HTMLButtonElement).disabled)).toBe(true);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/editor/41/builder'));
    expect(sentRequest(fetchMock, '/api/users/7/forms/from-template/8').body).toEqual({});
  });

  it("says why a template's form could not be made, in the server's words", async () => {
    storeSession();
    fakeServer({
      'GET /api/users/7/forms': { body: [] },
      'GET /api/get/templates/most-used': { body: templateListSchema.parse(MOST_USED) },
      'POST /api/users/7/forms/from-template/1': { status: 403, body: { message: 'Form limit reached' } },
    });
    renderScreen(<Route path="/forms" element={<FormsPage />} />, '/forms');
    fireEvent.click(await screen.findByRole('button', { name: /^Use the template Contact Form/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('Form limit reached');
    expect(screen.getByTestId('location').textContent).toBe('/forms');
  });
});

const NOW = new Date().toISOString();
const MOST_USED = [
  { id: 1, title: 'Contact Form', props: { tags: ['Contact', 'enquiry', 'business'] } },
  { id: 8, title: 'Customer Feedback', props: { tags: ['Feedback', 'customers', 'NPS'] } },
  { id: 3, title: 'Event Registration', props: { tags: ['Events', 'registration'] } },
  { id: 14, title: 'Order Form', props: { tags: ['Sales'] } },
];

describe('form limit (docs/product.md §A6)', () => {
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
    expect(screen.getByRole('button', { name: 'Clone Form 1' }).getAttribute('aria-disabled')).toBe(
      reached ? 'true' : null,
    );
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
