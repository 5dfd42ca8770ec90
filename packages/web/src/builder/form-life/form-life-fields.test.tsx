// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_PREFERENCES, type Element } from '@formbuilder/core';
import { FORMS, USER_ID, renderEditor, savedForm, sentBody, serveForm, signIn } from '../../editor/editor-test-kit';
import { availability } from './form-life-test-kit';

// docs/product.md, "A form's life": the Availability group of the Form Properties tab.

const LIFE = `${FORMS}/5/availability`;
const PUBLISHED = { version: 1, created_at: '2026-11-22T10:05:00.000Z' };

/** The form's questions: a name, the visitor's e-mail (required) and a friend's (optional). */
const QUESTIONS = [
  { id: 1, type: 'TextBox', label: 'Name' },
  { id: 2, type: 'Email', label: 'Your e-mail', required: true },
  { id: 3, type: 'Email', label: 'A friend', required: false },
] as unknown as Element[];

function openAvailability(routes: Parameters<typeof serveForm>[1] = {}, path = '/editor/5/builder/properties') {
  signIn();
  const fetchMock = serveForm(
    savedForm(5, (form) => {
      form.props.elements = QUESTIONS;
    }),
    {
      [`GET /api/users/${USER_ID}/preferences`]: { body: { ...DEFAULT_PREFERENCES, timeZone: 'Europe/Berlin' } },
      [`GET ${LIFE}`]: { body: availability({ closesAt: '2026-07-01T10:00:00.000Z' }) },
      ...routes,
    },
    PUBLISHED,
  );
  renderEditor(path);
  return { fetchMock, group: async () => screen.findByRole('group', { name: 'Availability' }, { timeout: 5000 }) };
}

describe('the form’s availability in the builder', () => {
  it('shows the status and the closing time in the owner’s zone; Close now closes at once', async () => {
    const { fetchMock, group } = openAvailability({
      [`PUT ${LIFE}`]: { body: availability({ closed: true }, { closedReason: 'closed' }) },
    });
    const panel = await group();
    expect(within(panel).getByRole('status').textContent).toContain('Status: Open');
    expect(within(panel).getByRole('status').textContent).toContain('12 responses so far.');
    expect(within(panel).getByLabelText<HTMLInputElement>('Closes at').value).toBe('2026-07-01T12:00');
    expect(within(panel).getByText(/In your time zone \(Europe\/Berlin\)\. Empty: no closing time/)).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Close now' }));
    await waitFor(() => expect(within(panel).getByRole('status').textContent).toContain('Closed: closed by you.'));
    expect(sentBody(fetchMock, 'PUT', LIFE)).toMatchObject({ closed: true, closesAt: '2026-07-01T10:00:00.000Z' });
    expect(within(panel).getByRole('button', { name: 'Reopen' })).toBeTruthy();
  });

  it('is brought into view when reached by its anchor (the preview of a closed form links to it)', async () => {
    // vitest.setup.ts gives jsdom a scrollIntoView that does nothing: watch it.
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    const { group } = openAvailability({}, '/editor/5/builder/properties#availability');
    const panel = await group();
    expect(panel.id).toBe('availability');
    await waitFor(() => expect(scroll.mock.contexts).toContain(panel));
  });

  it('saves the schedule read in the owner’s zone, and shows the server’s refusal in its words', async () => {
    const { fetchMock, group } = openAvailability({
      [`PUT ${LIFE}`]: { status: 400, body: { message: 'The closing time must come after the opening time.' } },
    });
    const panel = await group();
    fireEvent.change(within(panel).getByLabelText('Opens at'), { target: { value: '2026-08-01T09:30' } });
    fireEvent.change(within(panel).getByLabelText('Close after this many responses'), { target: { value: '30' } });
    fireEvent.click(within(panel).getByLabelText('One response per visitor'));
    fireEvent.click(within(panel).getByRole('button', { name: 'Save availability' }));
    expect((await within(panel).findByRole('alert')).textContent).toBe(
      'The closing time must come after the opening time.',
    );
    expect(sentBody(fetchMock, 'PUT', LIFE)).toEqual({
      closed: false,
      opensAt: '2026-08-01T07:30:00.000Z',
      closesAt: '2026-07-01T10:00:00.000Z',
      responseCap: 30,
      closedMessage: '',
      oneResponsePerVisitor: true,
      oneResponseCheck: 'cookie',
      oneResponseEmailQuestion: null,
    });
  });

  it('chooses one response per verified e-mail address and its Email question, and saves them', async () => {
    const { fetchMock, group } = openAvailability({
      [`PUT ${LIFE}`]: {
        body: availability({
          oneResponsePerVisitor: true,
          oneResponseCheck: 'verified-email',
          oneResponseEmailQuestion: 2,
        }),
      },
    });
    const panel = await group();
    expect(within(panel).queryByRole('group', { name: 'How one response is checked' })).toBeNull();
    fireEvent.click(within(panel).getByLabelText('One response per visitor'));
    const check = within(panel).getByRole('group', { name: 'How one response is checked' });
    expect(within(check).getByLabelText<HTMLInputElement>('One per browser (cookie)').checked).toBe(true);
    fireEvent.click(within(check).getByLabelText('One per verified e-mail address'));
    const select = within(check).getByLabelText<HTMLSelectElement>('Email question with the address');
    expect([...select.options].map((option) => option.text)).toEqual([
      'Choose a question',
      'Your e-mail',
      'A friend (not required)',
    ]);
    fireEvent.change(select, { target: { value: '2' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save availability' }));
    await waitFor(() =>
      expect(sentBody(fetchMock, 'PUT', LIFE)).toMatchObject({
        oneResponsePerVisitor: true,
        oneResponseCheck: 'verified-email',
        oneResponseEmailQuestion: 2,
      }),
    );
  });

  it('says when the server cannot send mail, and keeps one per browser', async () => {
    const { group } = openAvailability({
      [`GET ${LIFE}`]: { body: availability({ oneResponsePerVisitor: true }, { mailEnabled: false }) },
    });
    const panel = await group();
    const check = within(panel).getByRole('group', { name: 'How one response is checked' });
    expect(within(check).getByLabelText<HTMLInputElement>('One per verified e-mail address').disabled).toBe(true);
    expect(within(check).getByText(/needs mail settings on this server \(SMTP_URL and MAIL_FROM\)/)).toBeTruthy();
  });

  it('unpublishes after a dialog that says what visitors will see', async () => {
    const { fetchMock, group } = openAvailability({
      [`POST ${FORMS}/5/unpublish`]: { body: { message: 'The form is a draft again.' } },
    });
    const panel = await group();
    expect(screen.getByText('Published')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Unpublish…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unpublish this form?' });
    expect(dialog.textContent).toContain('Form not found: This form does not exist or is not available.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock.mock.calls.some(([url, init]) => url === `${FORMS}/5/unpublish` && init?.method === 'POST')).toBe(
      true,
    );
    expect(screen.getByText('Draft')).toBeTruthy();
    expect(within(panel).getByRole('status').textContent).toContain('Not published');
    expect(within(panel).queryByRole('button', { name: 'Unpublish…' })).toBeNull();
  });
});
