// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { entryListSchema, type DataColumn } from '@formbuilder/core';
import { fakeServer, renderApp, type FakeRoutes } from '../testing/render-app';
import { storeSession } from '../testing/session';
import { browserTimeZone, dateFormat } from '../ui/date-format';
import { FORM, formsWithCounts, listPath, pageOf, publishedWith } from './data-test-kit';

// The Submissions tab as a table of answers (docs/product.md §B2): a column per question, the
// owner's columns kept, the keyboard, and cards on a phone.
const published = publishedWith([
  { id: 1, type: 'TextBox', label: '<b>Full</b> name' },
  { id: 2, type: 'Radio', label: 'Coming?', options: ['Yes##yes', 'No##no'] },
  { id: 3, type: 'File', label: 'Ticket' },
  { id: 4, type: 'TextArea', label: 'Message' },
  { id: 5, type: 'Button', buttonText: 'Send' },
]);
const long = 'A long message that goes on well past what one cell of the table can show.';
const page = pageOf(
  [
    {
      id: 12,
      form_id: 3,
      version: 2,
      created_at: '2026-11-24T09:00:00.000Z',
      read: 0,
      completion_time: 95,
      first_answer: { question_id: 1, value: 'Ada' },
      answers: [
        { question_id: 1, value: 'Ada' },
        { question_id: 2, value: 'yes' },
        { question_id: 3, value: { fileName: 'ticket.pdf', size: 10 } },
        { question_id: 4, value: long },
      ],
    },
    {
      id: 11,
      form_id: 3,
      version: 2,
      created_at: '2026-11-23T09:00:00.000Z',
      read: 1,
      completion_time: null,
      first_answer: { question_id: 2, value: 'no' },
      answers: [{ question_id: 2, value: 'no' }],
    },
  ],
  { total: 2, today: 1, unread: 1, matching: 2 },
);
const COLUMNS = `${FORM}/data-columns`;

function serve(extra: FakeRoutes = {}, saved: DataColumn[] = []) {
  return fakeServer({
    'GET /api/users/7/forms': { body: formsWithCounts(2, 1) },
    [`GET ${FORM}?published=true`]: { body: published },
    [`GET ${listPath()}`]: { body: page },
    [`GET ${COLUMNS}`]: { body: { columns: saved } },
    [`PUT ${COLUMNS}`]: (init) => ({ body: JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as unknown }),
    [`GET ${FORM}/submissions/12/entries`]: {
      body: entryListSchema.parse([{ question_id: 1, submission_id: 12, value: 'Ada' }]),
    },
    [`GET ${FORM}/submissions/11/entries`]: {
      body: entryListSchema.parse([{ question_id: 2, submission_id: 11, value: 'no' }]),
    },
    [`PUT ${FORM}/submissions/12`]: { body: { message: 'Marked as read.' } },
    ...extra,
  });
}

/** The newest row's button, once the screen has loaded (the first render loads the screen's code, slow on a busy machine). */
const newestRow = () => screen.findByRole('button', { name: /^Nov 24, 2026/ });

/** The bodies of the columns the app saved, in order. */
const savedBodies = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => url === COLUMNS && init?.method === 'PUT')
    .map(([, init]) => JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as { columns: DataColumn[] });

const headers = () =>
  within(screen.getByRole('table'))
    .getAllByRole('columnheader')
    .map((th) => th.textContent);
const cellsOf = (id: number) =>
  [...document.querySelectorAll(`tr[data-submission="${String(id)}"] td`)].slice(1).map((td) => td.textContent);

beforeEach(() => storeSession());
afterEach(() => vi.unstubAllGlobals());

describe('the table of answers', () => {
  it('has a column per question, labelled without HTML, with each answer as the detail shows it', async () => {
    serve();
    renderApp('/data?form=3');
    await newestRow();
    expect(headers()).toEqual([
      `Submission Date (${browserTimeZone().replaceAll('_', ' ')})`,
      'Full name',
      'Coming?',
      'Ticket',
      'Message',
      'Completion time',
    ]);
    expect(cellsOf(12)).toEqual(['Ada', 'Yes', 'ticket.pdf', long, '01:35']);
    expect(cellsOf(11)).toEqual(['', 'No', '', '', '']);
    expect(screen.getByRole('link', { name: 'ticket.pdf' }).getAttribute('href')).toBe('/download/3/12/3/ticket.pdf');
    // A long answer is clipped: its whole text shows on hover and when focused.
    const message = screen.getByText(long);
    expect(message.getAttribute('title')).toBe(long);
    expect(message.tabIndex).toBe(0);
    expect(screen.getByText('Ada', { selector: 'td span' }).tabIndex).toBe(-1);
  });

  it('reads the owner’s saved columns on load: their order, and those hidden left out', async () => {
    serve({}, [
      { key: 'completion_time', hidden: false },
      { key: 'q:4', hidden: true },
      { key: 'created_at', hidden: false },
    ]);
    renderApp('/data?form=3');
    await newestRow();
    await waitFor(() =>
      expect(headers().slice(1)).toEqual(['Completion time', 'Date', 'Full name', 'Coming?', 'Ticket']),
    );
    expect(cellsOf(12).slice(0, 2)).toEqual([
      '01:35',
      dateFormat(browserTimeZone()).dateTime('2026-11-24T09:00:00.000Z'),
    ]);
  });

  it('hides and moves columns in the Columns dialog, saving each change', async () => {
    const fetchMock = serve();
    renderApp('/data?form=3');
    await newestRow();
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const dialog = await screen.findByRole('dialog', { name: 'Columns' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Coming?' }));
    await waitFor(() => expect(headers()).not.toContain('Coming?'));
    expect(savedBodies(fetchMock)[0]).toEqual({
      columns: [
        { key: 'q:1', hidden: false },
        { key: 'q:2', hidden: true },
        { key: 'q:3', hidden: false },
        { key: 'q:4', hidden: false },
        { key: 'completion_time', hidden: false },
        { key: 'created_at', hidden: true },
      ],
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move up: Message' }));
    await waitFor(() => expect(headers().slice(1)).toEqual(['Full name', 'Message', 'Ticket', 'Completion time']));
    await waitFor(() =>
      expect(savedBodies(fetchMock)[1]?.columns.map((c) => c.key)).toEqual([
        'q:1',
        'q:2',
        'q:4',
        'q:3',
        'completion_time',
        'created_at',
      ]),
    );
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Move up: Full name' }).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens the Columns dialog only once the saved columns are read, so a change is not undone by them', async () => {
    const fetchMock = serve();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('fetch', (input: string, init?: RequestInit) =>
      (init?.method ?? 'GET') === 'GET' && input === COLUMNS
        ? held.then(() => fetchMock(input, init))
        : fetchMock(input, init),
    );
    renderApp('/data?form=3');
    await newestRow();
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Columns' });
    expect(button.disabled).toBe(true);
    release();
    await waitFor(() => expect(button.disabled).toBe(false));
  });

  it('sorts oldest first on the server', async () => {
    const fetchMock = serve({
      [`GET ${listPath('desc=false')}`]: { body: { ...page, submissions: [...page.submissions].reverse() } },
    });
    renderApp('/data?form=3');
    await newestRow();
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort' }), { target: { value: 'oldest' } });
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === listPath('desc=false'))).toBe(true));
    await waitFor(() =>
      expect([...document.querySelectorAll('tbody tr')].map((tr) => tr.getAttribute('data-submission'))).toEqual([
        '11',
        '12',
      ]),
    );
  });

  it('offers all matching only newest first, where the newest one shown bounds them', async () => {
    const many = { ...page, total: 300, matching: 300, nextBefore: 'more' };
    serve({
      [`GET ${listPath()}`]: { body: many },
      [`GET ${listPath('desc=false')}`]: { body: { ...many, submissions: [...page.submissions].reverse() } },
    });
    renderApp('/data?form=3');
    await newestRow();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all submissions shown' }));
    expect(screen.getByRole('button', { name: 'Select all 300 matching' })).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort' }), { target: { value: 'oldest' } });
    await waitFor(() =>
      expect([...document.querySelectorAll('tbody tr')].map((tr) => tr.getAttribute('data-submission'))).toEqual([
        '11',
        '12',
      ]),
    );
    expect(screen.queryByRole('button', { name: 'Select all 300 matching' })).toBeNull();
    expect(screen.getByText(/Sort newest first to select all 300 matching/)).toBeTruthy();
  });

  it('moves between rows with the arrow keys, opens one with Enter, and closes it with Escape', async () => {
    serve();
    renderApp('/data?form=3');
    const first = await newestRow();
    const second = screen.getByRole('button', { name: /^Nov 23, 2026/ });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(first);
    // Enter on a button is its click.
    fireEvent.click(first);
    expect(await screen.findByRole('heading', { name: 'Submission 12' })).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Answers' })).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Nov 24, 2026/ }));
  });
});

describe('on a phone', () => {
  it('shows a card per submission with its date and first three answers, and a tap opens it', async () => {
    vi.stubGlobal('matchMedia', (media: string) => ({
      media,
      matches: true,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    serve();
    renderApp('/data?form=3');
    const card = await newestRow();
    expect(screen.queryByRole('table')).toBeNull();
    const answers = [...card.querySelectorAll('.submission-card__answer')].map((a) => a.textContent);
    expect(answers).toEqual(['Full name: Ada', 'Coming? Yes', 'Ticket: ticket.pdf']);
    const other = screen.getByRole('button', { name: /^Nov 23, 2026/ });
    expect([...other.querySelectorAll('.submission-card__answer')].map((a) => a.textContent)).toEqual([
      'Full name: —',
      'Coming? No',
      'Ticket: —',
    ]);
    expect(screen.getByRole('checkbox', { name: 'Select submission 12' })).toBeTruthy();
    fireEvent.click(card);
    expect(await screen.findByRole('heading', { name: 'Submission 12' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Submission 12' })).toBeNull());
  });
});
