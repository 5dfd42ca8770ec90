// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, type FakeRoutes } from '../testing/render-app';
import { storeSession } from '../testing/session';
import { browserTimeZone } from '../ui/date-format';
import { FORM, formsWithCounts, listPath, pageOf, publishedWith } from './data-test-kit';

// The Export panel of the Submissions tab (export-menu.tsx): which file, which submissions.
const zone = `timeZone=${encodeURIComponent(browserTimeZone())}`;
const page = pageOf(
  [
    { id: 12, form_id: 3, version: 2, created_at: '2026-11-24T09:00:00.000Z', read: 0, completion_time: 40 },
    { id: 11, form_id: 3, version: 2, created_at: '2026-11-23T09:00:00.000Z', read: 1, completion_time: 30 },
  ],
  { total: 2, today: 1, unread: 1, matching: 2 },
);
const withFile = publishedWith([
  { id: 1, type: 'TextBox', label: 'Name' },
  { id: 3, type: 'File', label: 'Ticket' },
]);

function serve(extra: FakeRoutes = {}, published = withFile) {
  return fakeServer({
    'GET /api/users/7/forms': { body: formsWithCounts(2, 1) },
    [`GET ${FORM}?published=true`]: { body: published },
    [`GET ${listPath()}`]: { body: page },
    [`GET ${listPath('unread=true')}`]: { body: { ...page, submissions: page.submissions.slice(0, 1), matching: 1 } },
    ...extra,
  });
}

const asked = (fetchMock: ReturnType<typeof serve>, url: string) =>
  fetchMock.mock.calls.some(([called]) => called === url);
const saved = vi.fn(() => 'blob:export');

async function openPanel() {
  fireEvent.click(await screen.findByRole('button', { name: 'Export…' }));
  return screen.getByRole('group', { name: 'Export submissions' });
}

beforeEach(() => {
  storeSession();
  saved.mockClear();
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: saved, revokeObjectURL: vi.fn() }));
});

describe('the Export panel', () => {
  it('offers the four files and every submission, and downloads the chosen file', async () => {
    const fetchMock = serve({ [`GET ${FORM}/submissions.xlsx?${zone}`]: { body: { xlsx: true } } });
    renderApp('/data?form=3');
    await screen.findByRole('button', { name: /^Nov 24, 2026/ });
    const panel = await openPanel();
    expect(
      within(panel)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      'CSV for any spreadsheet',
      'Excel .xlsx, with dates and numbers',
      'JSON for programs',
      'Files as ZIP the uploaded files, with a list of them',
      'All 2 submissions',
    ]);
    expect(within(panel).getByRole<HTMLInputElement>('radio', { name: /^CSV/ }).checked).toBe(true);
    fireEvent.click(within(panel).getByRole('radio', { name: /^Excel/ }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(asked(fetchMock, `${FORM}/submissions.xlsx?${zone}`)).toBe(true));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    // Done, the panel closes and focus goes back to its button.
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Export submissions' })).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Export…' }));
  });

  it('takes the filtered rows when filters are set, or all of them when asked', async () => {
    const fetchMock = serve({
      [`GET ${FORM}/submissions.json?unread=true&${zone}`]: { body: [] },
      [`GET ${FORM}/submissions.json?${zone}`]: { body: [] },
    });
    renderApp('/data?form=3');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Unread only' }));
    await waitFor(() => expect(asked(fetchMock, listPath('unread=true'))).toBe(true));
    let panel = await openPanel();
    expect(within(panel).getByRole<HTMLInputElement>('radio', { name: 'The 1 matching the filters' }).checked).toBe(
      true,
    );
    fireEvent.click(within(panel).getByRole('radio', { name: /^JSON/ }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(asked(fetchMock, `${FORM}/submissions.json?unread=true&${zone}`)).toBe(true));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Export submissions' })).toBeNull());
    // Opened again, it keeps the file chosen.
    panel = await openPanel();
    expect(within(panel).getByRole<HTMLInputElement>('radio', { name: /^JSON/ }).checked).toBe(true);
    fireEvent.click(within(panel).getByRole('radio', { name: 'All 2 submissions' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(asked(fetchMock, `${FORM}/submissions.json?${zone}`)).toBe(true));
  });

  it('takes the chosen rows by their ids, and says in words why a download failed', async () => {
    const message = 'These submissions have 12,001 files; one ZIP holds at most 10,000.';
    const fetchMock = serve({
      [`GET ${FORM}/submissions.zip?ids=12%2C11&${zone}`]: { status: 400, body: { message } },
    });
    renderApp('/data?form=3');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select all submissions shown' }));
    const panel = await openPanel();
    expect(within(panel).getByRole<HTMLInputElement>('radio', { name: 'The 2 chosen' }).checked).toBe(true);
    fireEvent.click(within(panel).getByRole('radio', { name: /^Files as ZIP/ }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Download' }));
    expect((await within(panel).findByRole('alert')).textContent).toBe(message);
    expect(asked(fetchMock, `${FORM}/submissions.zip?ids=12%2C11&${zone}`)).toBe(true);
    expect(saved).not.toHaveBeenCalled();
    // Escape closes it, focus back on its button.
    fireEvent.keyDown(within(panel).getByRole('button', { name: 'Download' }), { key: 'Escape' });
    expect(screen.queryByRole('group', { name: 'Export submissions' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Export…' }));
  });

  it('offers no ZIP for a form without a file question', async () => {
    serve({}, publishedWith([{ id: 1, type: 'TextBox', label: 'Name' }]));
    renderApp('/data?form=3');
    await screen.findByRole('button', { name: /^Nov 24, 2026/ });
    const panel = await openPanel();
    await waitFor(() => expect(within(panel).getAllByRole('radio')).toHaveLength(4));
    expect(within(panel).queryByRole('radio', { name: /ZIP/ })).toBeNull();
  });
});
