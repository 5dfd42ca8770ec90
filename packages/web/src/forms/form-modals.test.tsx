// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { createdFormSchema } from '@formbuilder/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, sentRequest } from '../testing/render-app';
import type { FakeRoutes } from '../testing/render-app';
import { storeSession } from '../testing/session';
import { renderScreen } from '../ui/render-screen';
import { formRow } from './forms-fixtures';
import { FormsPage } from './forms-page';

// Fake timers that still move with real time, so that Testing Library's own waits work.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  storeSession();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function renderForms(routes: FakeRoutes = {}) {
  const fetchMock = fakeServer({ 'GET /api/users/7/forms': { body: [formRow()] }, ...routes });
  renderScreen(<Route path="/forms" element={<FormsPage />} />, '/forms');
  return fetchMock;
}

// docs/product.md §A4: success closes the modal 1500 ms later (a margin covers real time passing meanwhile).
function expectClosesAfter1500ms(name: string) {
  act(() => {
    vi.advanceTimersByTime(1300);
  });
  expect(screen.getByRole('dialog', { name })).toBeTruthy();
  act(() => {
    vi.advanceTimersByTime(200);
  });
  expect(screen.queryByRole('dialog')).toBeNull();
}

describe('delete modal (docs/product.md §A2, §A4, §A8)', () => {
  it('confirms, deletes, says so and closes itself after 1500 ms', async () => {
    const fetchMock = renderForms({ 'DELETE /api/users/7/forms/1': { body: { message: 'deleted' } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Contact us' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete form' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('Contact us');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    const success = await screen.findByRole('dialog', { name: 'Success!' });
    expect(success.textContent).toContain('Form successfully deleted!');
    expect(
      fetchMock.mock.calls.some(([url, init]) => url === '/api/users/7/forms/1' && init?.method === 'DELETE'),
    ).toBe(true);
    expect(screen.getByText("You don't have any forms yet.")).toBeTruthy();
    expectClosesAfter1500ms('Success!');
  });

  it('shows the error text and stays open when deleting fails', async () => {
    renderForms({ 'DELETE /api/users/7/forms/1': { status: 500, body: { message: 'The database did not answer.' } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Contact us' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    const error = await screen.findByRole('dialog', { name: 'Error' });
    expect(error.textContent).toContain('There was an error deleting this form. Please contact support.');
    expect(error.textContent).toContain('The database did not answer.');
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.getByRole('dialog', { name: 'Error' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact us' })).toBeTruthy();
    fireEvent.click(within(error).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Cancel without calling the server', async () => {
    const fetchMock = renderForms();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Contact us' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
  });
});

describe('clone modal (docs/product.md §A2, §A4, §A5, §A8)', () => {
  it("prefills 'Clone of ' + title, sends the name, says so, reloads the list and closes after 1500 ms", async () => {
    let lists = 0;
    const fetchMock = renderForms({
      'GET /api/users/7/forms': () => {
        lists += 1;
        return { body: lists === 1 ? [formRow()] : [formRow({ id: 2, title: 'My copy', uuid: 'uuid-2' }), formRow()] };
      },
      'POST /api/users/7/forms/1/clone': {
        status: 201,
        body: createdFormSchema.parse({
          id: 2,
          uuid: 'uuid-2',
          title: 'My copy',
          created_at: '2026-11-24T10:00:00.000Z',
          updated_at: '2026-11-24T10:00:00.000Z',
          status: 'done',
        }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Clone Contact us' }));
    const dialog = screen.getByRole('dialog', { name: 'Clone form' });
    const name = within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Name of the new form' });
    expect(name.value).toBe('Clone of Contact us');
    expect(document.activeElement).toBe(name);
    fireEvent.change(name, { target: { value: 'My copy' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clone' }));

    const success = await screen.findByRole('dialog', { name: 'Success!' });
    expect(success.textContent).toContain('Form cloned successfully!');
    expect(sentRequest(fetchMock, '/api/users/7/forms/1/clone').body).toEqual({ title: 'My copy' });
    expect(await screen.findByRole('link', { name: 'My copy' })).toBeTruthy();
    expectClosesAfter1500ms('Success!');
  });

  it('keeps the name within 256 characters', async () => {
    renderForms({ 'GET /api/users/7/forms': { body: [formRow({ title: 'x'.repeat(300) })] } });
    fireEvent.click(await screen.findByRole('button', { name: `Clone ${'x'.repeat(300)}` }));
    const name = screen.getByRole<HTMLInputElement>('textbox', { name: 'Name of the new form' });
    expect(name.value).toBe(`Clone of ${'x'.repeat(247)}`);
    expect(name.maxLength).toBe(256);
    fireEvent.change(name, { target: { value: 'y'.repeat(400) } });
    expect(name.value).toHaveLength(256);
  });

  it('shows the error text and the server message when cloning fails', async () => {
    renderForms({ 'POST /api/users/7/forms/1/clone': { status: 403, body: { message: 'Form limit reached' } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Clone Contact us' }));
    // docs/product.md §B2, Enter in the dialog triggers its primary action.
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Name of the new form' }), { key: 'Enter' });

    const error = await screen.findByRole('dialog', { name: 'Error' });
    expect(error.textContent).toContain('There was an error cloning this form. Please contact support.');
    expect(error.textContent).toContain('Form limit reached');
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.getByRole('dialog', { name: 'Error' })).toBeTruthy();
  });
});
