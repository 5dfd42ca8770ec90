// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { entryListSchema, formVersionSchema, type Element } from '@formbuilder/core';
import { fakeServer, renderApp, type FakeRoutes } from '../testing/render-app';
import { storeSession } from '../testing/session';
import { FORM, formsWithCounts, listPath, pageOf, publishedWith } from './data-test-kit';

// The chosen submission's detail: Copy, Print, the version it answered and its pages.
const forms = formsWithCounts(1, 0);
const questions: Element[] = [
  { id: 1, type: 'TextBox', label: 'Name' },
  { id: 2, type: 'Radio', label: 'Coming?', options: ['Yes##yes', 'No##no'] },
  { id: 3, type: 'File', label: 'Ticket' },
];
const entries = entryListSchema.parse([
  { question_id: 2, submission_id: 12, value: 'yes' },
  { question_id: 1, submission_id: 12, value: 'Ada Lovelace' },
  { question_id: 3, submission_id: 12, value: { fileName: 'ticket.pdf', size: 10 } },
]);
const rowOf = (version: number) =>
  pageOf([{ id: 12, form_id: 3, version, created_at: '2026-11-24T09:00:00.000Z', read: 1, completion_time: 40 }], {
    total: 1,
    today: 1,
    unread: 0,
    matching: 1,
  });

function serve({
  elements = questions,
  version = 2,
  extra = {},
}: { elements?: Element[]; version?: number; extra?: FakeRoutes } = {}) {
  return fakeServer({
    'GET /api/users/7/forms': { body: forms },
    [`GET ${FORM}?published=true`]: { body: publishedWith(elements) },
    [`GET ${listPath()}`]: { body: rowOf(version) },
    [`GET ${FORM}/submissions/12/entries`]: { body: entries },
    ...extra,
  });
}

async function openSubmission() {
  renderApp('/data?form=3');
  fireEvent.click(await screen.findByRole('button', { name: /^Nov 24, 2026/ }));
  await screen.findByText('Ada Lovelace');
}

const labels = () =>
  [...document.querySelectorAll('.submissions__detail .submission-detail dt')].map((dt) => dt.textContent);

beforeEach(() => storeSession());
afterEach(() => vi.restoreAllMocks());

describe('copying an answer', () => {
  it('copies the answer’s text by a button named for its question, and says so politely', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    serve();
    await openSubmission();
    fireEvent.click(screen.getByRole('button', { name: 'Copy the answer to Coming?' }));
    // The display text, as shown, not the stored value.
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('Yes'));
    expect(await screen.findByRole('status', { name: '' })).toBeTruthy();
    expect(screen.getByText('Copied the answer to Coming?.').getAttribute('role')).toBe('status');
  });

  it('copies a file’s link, not its name', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    serve();
    await openSubmission();
    fireEvent.click(screen.getByRole('button', { name: 'Copy the answer to Ticket' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/download/3/12/3/ticket.pdf`));
  });

  it('falls back to the copy command where the Clipboard API is missing, and says when even that fails', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const execCommand = vi.fn(() => false);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    serve();
    await openSubmission();
    fireEvent.click(screen.getByRole('button', { name: 'Copy the answer to Name' }));
    expect(await screen.findByText('Could not copy. Please select the answer and copy it.')).toBeTruthy();
    expect(execCommand).toHaveBeenCalledWith('copy');
  });
});

describe('printing a submission', () => {
  it('prints a region of that submission alone: the form’s title, date, version, questions and answers, no buttons', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    serve();
    await openSubmission();
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    // The browser says it is about to print (it does for Print, and for its own Ctrl+P): the region stays.
    act(() => void window.dispatchEvent(new Event('beforeprint')));
    const region = document.querySelector<HTMLElement>('body > .submission-print');
    expect(region).not.toBeNull();
    const printed = within(region!);
    expect(printed.getByRole('heading', { name: 'Wedding RSVP' })).toBeTruthy();
    expect(region!.textContent).toMatch(/Submission 12 · Nov 24, 2026.* · Answered version 2/);
    expect([...region!.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['Name', 'Coming?', 'Ticket']);
    expect([...region!.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual([
      'Ada Lovelace',
      'Yes',
      'ticket.pdf',
    ]);
    expect(printed.queryAllByRole('button')).toEqual([]);
    // Once the browser has printed, the page is as it was.
    act(() => void window.dispatchEvent(new Event('afterprint')));
    await waitFor(() => expect(document.querySelector('.submission-print')).toBeNull());
    // The browser's own print (Ctrl+P) without Print: the region is there as the browser lays out.
    act(() => void window.dispatchEvent(new Event('beforeprint')));
    expect(document.querySelector('body > .submission-print')?.textContent).toMatch(/Submission 12/);
    act(() => void window.dispatchEvent(new Event('afterprint')));
    await waitFor(() => expect(document.querySelector('.submission-print')).toBeNull());
  });

  it("prints the open submission alone when the browser's own print is asked for (Ctrl+P), and only while one is open", () => {
    const css = readFileSync('packages/web/src/data/data.css', 'utf8');
    const print = css.slice(css.indexOf('@media print'));
    // Whatever else is in <body> is hidden in print while the region is there, and the region shown.
    expect(print).toContain('html:has(body > .submission-print) body > :not(.submission-print)');
    expect(print).toMatch(/body > \.submission-print \{\s*display: block;/);
  });
});

describe('the version it answered', () => {
  it('says which version it answered', async () => {
    serve();
    await openSubmission();
    expect(screen.getByText('Answered version 2')).toBeTruthy();
    expect(document.querySelector('.submission-detail__note')).toBeNull();
  });

  it('labels an older submission’s answers by that version’s questions, says so, and marks a question removed since', async () => {
    // Version 1 asked 'Your name' and 'Dietary needs'; the published version 2 renamed one and dropped the other.
    const older = formVersionSchema.parse({
      published: true,
      id: 3,
      form_id: 3,
      uuid: 'u-3',
      title: 'Wedding RSVP',
      version: 1,
      created_at: '2026-11-01T10:00:00.000Z',
      props: {
        elements: [
          { id: 1, type: 'TextBox', label: 'Your name' },
          { id: 4, type: 'TextBox', label: 'Dietary needs' },
          { id: 2, type: 'Radio', label: 'Coming?', options: ['Yes##yes', 'No##no'] },
        ],
      },
    });
    const answersOfOne = entryListSchema.parse([
      { question_id: 1, submission_id: 12, value: 'Ada Lovelace' },
      { question_id: 2, submission_id: 12, value: 'yes' },
      { question_id: 4, submission_id: 12, value: 'None' },
      { question_id: 8, submission_id: 12, value: 'kept, though no version here knows it' },
    ]);
    serve({
      version: 1,
      extra: { [`GET ${FORM}/1`]: { body: older }, [`GET ${FORM}/submissions/12/entries`]: { body: answersOfOne } },
    });
    await openSubmission();
    expect(screen.getByText('Answered version 1')).toBeTruthy();
    expect(
      screen.getByText(
        'This submission answered version 1; the form is now at version 2. Its answers are labelled by the questions of version 1.',
      ),
    ).toBeTruthy();
    expect(labels()).toEqual(['Your name', 'Dietary needs (removed)', 'Coming?', 'Question 8 (removed)']);
  });

  it('falls back to the current questions, and says so, when that version cannot be read', async () => {
    serve({
      version: 1,
      extra: { [`GET ${FORM}/1`]: { status: 404, body: { message: 'Version 1 of this form does not exist.' } } },
    });
    await openSubmission();
    expect(
      screen.getByText(/Version 1 could not be read, so its answers are labelled by the questions of version 2\.$/),
    ).toBeTruthy();
    expect(labels()).toEqual(['Name', 'Coming?', 'Ticket']);
  });
});

describe('a multi-page form', () => {
  it('groups the answers under Page 1, Page 2…, leaves unanswered questions out, and says a page had none', async () => {
    serve({
      elements: [
        { id: 1, type: 'TextBox', label: 'Name' },
        { id: 5, type: 'TextBox', label: 'Phone' },
        { id: 10, type: 'PageBreak' },
        { id: 2, type: 'Radio', label: 'Coming?', options: ['Yes##yes', 'No##no'] },
        { id: 11, type: 'PageBreak' },
        { id: 6, type: 'TextArea', label: 'Anything else?' },
        { id: 12, type: 'PageBreak' },
        { id: 3, type: 'File', label: 'Ticket' },
      ],
    });
    await openSubmission();
    const detail = within(document.querySelector<HTMLElement>('.submissions__detail')!);
    expect(detail.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Page 1',
      'Page 2',
      'Page 3',
      'Page 4',
    ]);
    const pageOne = detail.getByRole('region', { name: 'Page 1' });
    expect([...pageOne.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['Name']);
    expect(
      [...detail.getByRole('region', { name: 'Page 2' }).querySelectorAll('dt')].map((dt) => dt.textContent),
    ).toEqual(['Coming?']);
    expect(within(detail.getByRole('region', { name: 'Page 3' })).getByText('No answers on this page.')).toBeTruthy();
    expect(
      [...detail.getByRole('region', { name: 'Page 4' }).querySelectorAll('dt')].map((dt) => dt.textContent),
    ).toEqual(['Ticket']);
  });

  it('shows one list without page headings on a one-page form', async () => {
    serve();
    await openSubmission();
    expect(screen.queryByRole('heading', { name: 'Page 1' })).toBeNull();
    expect(labels()).toEqual(['Name', 'Coming?', 'Ticket']);
  });
});
