// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { entryListSchema, statisticsSchema } from '@formbuilder/core';
import { fakeServer, renderApp, sentRequest, type FakeRoutes } from '../testing/render-app';
import { storeSession } from '../testing/session';
import { browserTimeZone, dateFormat } from '../ui/date-format';
import { FORM, formsWithCounts, listPath, pageOf, publishedWith, statisticsPath } from './data-test-kit';

// The Data screens; every fake answer is built with core's schemas.
const forms = formsWithCounts(2, 1);
const published = publishedWith([
  { id: 1, type: 'TextBox', label: 'Name' },
  { id: 2, type: 'Radio', label: 'Coming?', options: ['Yes##yes', 'No##no'] },
  { id: 3, type: 'File', label: 'Ticket' },
]);
const page = pageOf(
  [
    { id: 12, form_id: 3, version: 2, created_at: '2026-11-24T09:00:00.000Z', read: 0, completion_time: 40 },
    { id: 11, form_id: 3, version: 2, created_at: '2026-11-23T09:00:00.000Z', read: 1, completion_time: 30 },
  ],
  { total: 2, today: 1, unread: 1, matching: 2 },
);
const entries = entryListSchema.parse([
  { question_id: 2, submission_id: 12, value: 'yes' },
  { question_id: 1, submission_id: 12, value: 'Ada Lovelace' },
  { question_id: 9, submission_id: 12, value: 'an answer to a question removed since' },
  { question_id: 3, submission_id: 12, value: { fileName: 'ticket.pdf', size: 10 } },
]);

function serve(extra: FakeRoutes = {}) {
  return fakeServer({
    'GET /api/users/7/forms': { body: forms },
    [`GET ${FORM}?published=true`]: { body: published },
    [`GET ${listPath()}`]: { body: page },
    [`GET ${listPath('unread=true')}`]: { body: { ...page, submissions: page.submissions.slice(0, 1), matching: 1 } },
    [`GET ${FORM}/submissions/12/entries`]: { body: entries },
    [`PUT ${FORM}/submissions/12`]: { body: { message: 'Marked as read.' } },
    ...extra,
  });
}

beforeEach(() => storeSession());

describe('the Submissions tab', () => {
  it('shows dates in the time zone chosen in Preferences', async () => {
    serve({
      'GET /api/users/7/preferences': {
        body: { themeColour: '#2196F3', timeZone: 'Asia/Tokyo', notifyNewForms: false },
      },
    });
    renderApp('/data?form=3');
    expect(await screen.findByText('(Asia/Tokyo)')).toBeTruthy();
    // 09:00 UTC is 18:00 in Tokyo.
    const tokyo = new Intl.DateTimeFormat(undefined, {
      dateStyle: 'medium',
      timeStyle: 'medium',
      timeZone: 'Asia/Tokyo',
    }).format(new Date('2026-11-24T09:00:00.000Z'));
    expect(tokyo).toMatch(/6:00:00\sPM|18:00:00/);
    expect(screen.getByText(tokyo)).toBeTruthy();
  });

  it('asks for a form first, with the product’s placeholder', async () => {
    serve();
    renderApp('/data');
    const selector = await screen.findByRole('combobox', { name: 'Form' });
    expect(within(selector).getByRole('option', { name: 'Please select form' })).toBeTruthy();
    await within(selector).findByRole('option', { name: 'Wedding RSVP' });
    fireEvent.change(selector, { target: { value: '3' } });
    expect(await screen.findByText('Submission Date')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/data?form=3');
  });

  it('lists the submissions with the counts, and opening one shows its answers and marks it read', async () => {
    const fetchMock = serve();
    renderApp('/data?form=3');
    const counts = await screen.findByText(
      (_, node) =>
        node?.classList.contains('submissions__counts') === true &&
        /2 in total · 1 today · 1 unread/.test(node.textContent ?? ''),
    );
    expect(counts).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Nov 24, 2026/ }));
    expect(await screen.findByText('Ada Lovelace')).toBeTruthy();
    // Choices by display text, in form order; a question deleted since keeps its answer.
    const labels = [...document.querySelectorAll('.submission-detail dt')].map((dt) => dt.textContent);
    expect(labels).toEqual(['Name', 'Coming?', 'Ticket', 'Question 9 (removed)']);
    expect(screen.getByText('Yes')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ticket.pdf' }).getAttribute('href')).toBe('/download/3/12/3/ticket.pdf');
    await waitFor(() => expect(sentRequest(fetchMock, `${FORM}/submissions/12`).body).toEqual({ read: 1 }));
  });

  it('shows a dataset answer by its display text, not its stored value nor the default options', async () => {
    const withState = publishedWith([
      {
        id: 4,
        type: 'Dropdown',
        label: 'State',
        options: ['Option 1', 'Option 2'],
        hasDataset: true,
        dataset: 'usStates',
      },
    ]);
    serve({
      [`GET ${FORM}?published=true`]: { body: withState },
      [`GET ${FORM}/submissions/12/entries`]: {
        body: entryListSchema.parse([{ question_id: 4, submission_id: 12, value: 'CA' }]),
      },
      'GET /api/datasets?dataset=usStates': {
        body: [
          { value: 'CA', display: 'California' },
          { value: 'NY', display: 'New York' },
        ],
      },
    });
    renderApp('/data?form=3');
    fireEvent.click(await screen.findByRole('button', { name: /^Nov 24, 2026/ }));
    expect(await screen.findByText('California')).toBeTruthy();
    expect(screen.queryByText('CA')).toBeNull();
  });

  it('says the submission cannot be read when its answers do not load', async () => {
    serve({ [`GET ${FORM}/submissions/12/entries`]: { status: 500, body: { message: 'boom' } } });
    renderApp('/data?form=3');
    fireEvent.click(await screen.findByRole('button', { name: /^Nov 24, 2026/ }));
    expect(await screen.findByText('This submission can not parse.')).toBeTruthy();
  });

  it('filters to unread submissions', async () => {
    const fetchMock = serve();
    renderApp('/data?form=3');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Unread only' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === listPath('unread=true'))).toBe(true));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Nov 23, 2026/ })).toBeNull());
  });

  it('exports the chosen submissions as a CSV file', async () => {
    const fetchMock = serve({
      [`POST ${FORM}/CSVExport?timeZone=${encodeURIComponent(browserTimeZone())}`]: {
        body: { filename: 'Wedding RSVP-submissions-2026-11-24.csv', content: '\uFEFFID,Submission Date\n' },
      },
    });
    const created = vi.fn(() => 'blob:csv');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    renderApp('/data?form=3');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select all submissions shown' }));
    fireEvent.click(screen.getByRole('button', { name: 'Export…' }));
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'The 2 chosen' }).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() =>
      expect(
        sentRequest(fetchMock, `${FORM}/CSVExport?timeZone=${encodeURIComponent(browserTimeZone())}`).body,
      ).toEqual({ submissionIds: [12, 11] }),
    );
    await waitFor(() => expect(created).toHaveBeenCalled());
  });

  it('deletes the chosen submissions after confirming, with the product’s texts', async () => {
    const fetchMock = serve({ [`DELETE ${FORM}/deleteSubmission`]: { body: { success: true, deleted: 1 } } });
    renderApp('/data?form=3');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select submission 11' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete 1' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Submission successfully deleted!')).toBeTruthy();
    expect(sentRequest(fetchMock, `${FORM}/deleteSubmission`).body).toEqual({ submissionIds: [11] });
  });

  it('offers all matching submissions past the 50 loaded, and deletes exactly those on the server after confirming the count', async () => {
    const many = { ...page, total: 1234, unread: 1234, matching: 1234, nextBefore: 'older' };
    const fetchMock = serve({
      [`GET ${listPath()}`]: { body: many },
      [`GET ${listPath('unread=true')}`]: { body: { ...many, matching: 1200 } },
      [`DELETE ${FORM}/deleteSubmission`]: { body: { success: true, deleted: 1200 } },
    });
    renderApp('/data?form=3');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Unread only' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === listPath('unread=true'))).toBe(true));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select all submissions shown' }));
    // Ticking the box chooses the rows loaded, and says so.
    expect(screen.getByRole('button', { name: 'Delete 2' })).toBeTruthy();
    expect(screen.getByText(/All 2 shown are selected/)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Select all 1,200 matching' }));
    expect(screen.getByText(/All 1,200 matching submissions are selected/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete 1,200' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Delete 1,200 submissions with their answers and files?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Submission successfully deleted!')).toBeTruthy();
    // The filter, and the newest submission shown, so none arriving since goes too.
    expect(sentRequest(fetchMock, `${FORM}/deleteSubmission`).body).toEqual({
      matching: { unread: 'true', upTo: 12, timeZone: browserTimeZone() },
    });
  });

  it('exports all matching submissions through the streamed CSV with the filter, and drops the choice when a filter changes', async () => {
    const many = { ...page, total: 1234, unread: 1234, matching: 1234, nextBefore: 'older' };
    // Once the list is read again, a submission that arrived since tops it.
    let listed = 0;
    const arrived = {
      ...many,
      submissions: [{ ...page.submissions[0]!, id: 13, created_at: '2026-11-25T09:00:00.000Z' }, ...many.submissions],
      total: 1235,
      matching: 1235,
    };
    const fetchMock = serve({
      [`GET ${listPath()}`]: () => ({ body: (listed += 1) === 1 ? many : arrived }),
      [`GET ${FORM}/submissions.csv?upTo=12&timeZone=${encodeURIComponent(browserTimeZone())}`]: {
        body: { csv: true },
      },
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() }));
    renderApp('/data?form=3');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select all submissions shown' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Select all 1,234 matching' }));
    // Opening an unread one reads the list again: the newcomer is shown, not chosen.
    fireEvent.click(screen.getByRole('button', { name: /^Nov 24, 2026/ }));
    const newcomer = await screen.findByRole<HTMLInputElement>('checkbox', { name: 'Select submission 13' });
    expect(newcomer.checked).toBe(false);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select submission 12' }).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Export…' }));
    fireEvent.click(screen.getByRole('radio', { name: 'The 1,234 chosen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url]) => url === `${FORM}/submissions.csv?upTo=12&timeZone=${encodeURIComponent(browserTimeZone())}`,
        ),
      ).toBe(true),
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Unread only' }));
    expect(await screen.findByRole('button', { name: 'Delete 2' })).toBeTruthy();
    expect(screen.queryByText(/matching submissions are selected/)).toBeNull();
  });

  it('says so when deleting fails', async () => {
    serve({
      [`DELETE ${FORM}/deleteSubmission`]: { status: 500, body: { message: 'Something went wrong on our side.' } },
    });
    renderApp('/data?form=3');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select submission 11' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete 1' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('There has been an error deleting submissions. Please contact support.'),
    ).toBeTruthy();
  });

  it('shows No submissions for a form without any', async () => {
    serve({
      [`GET ${listPath()}`]: { body: { ...page, submissions: [], total: 0, today: 0, unread: 0, matching: 0 } },
    });
    renderApp('/data?form=3');
    expect(await screen.findByText('No submissions')).toBeTruthy();
  });
});

describe('the open submission', () => {
  const row12 = { name: /^Nov 24, 2026/ };
  const row11 = { name: /^Nov 23, 2026/ };
  const entries11 = entryListSchema.parse([{ question_id: 1, submission_id: 11, value: 'Grace Hopper' }]);
  const title = (id: number) => screen.findByRole('heading', { name: `Submission ${String(id)}` });
  const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

  it('names each row by its date in the owner’s format and its first answer as the detail shows it, and says which are unread', async () => {
    const [twelve, eleven] = page.submissions;
    const named = pageOf(
      [
        { ...twelve!, first_answer: { question_id: 1, value: 'Ada Lovelace' } },
        // A choice reads by its display text; a long answer is cut.
        { ...eleven!, first_answer: { question_id: 2, value: 'no' } },
        {
          ...eleven!,
          id: 10,
          created_at: '2026-11-22T09:00:00.000Z',
          first_answer: { question_id: 1, value: 'x'.repeat(100) },
        },
        { ...eleven!, id: 9, created_at: '2026-11-21T09:00:00.000Z', first_answer: null },
      ],
      { total: 4, today: 1, unread: 1, matching: 4 },
    );
    serve({ [`GET ${listPath()}`]: { body: named } });
    renderApp('/data?form=3');
    const dates = dateFormat(browserTimeZone());
    await screen.findByText(/— Ada Lovelace/);
    const rowButtons = within(screen.getByRole('table')).getAllByRole('button');
    expect(rowButtons.map((b) => b.textContent)).toEqual([
      `${dates.dateTime('2026-11-24T09:00:00.000Z')} — Ada Lovelace`,
      `${dates.dateTime('2026-11-23T09:00:00.000Z')} — No`,
      `${dates.dateTime('2026-11-22T09:00:00.000Z')} — ${'x'.repeat(59)}…`,
      dates.dateTime('2026-11-21T09:00:00.000Z'),
    ]);
    expect(rowButtons[0]?.querySelector('[aria-label="unread"]')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '12' })).toBeNull();
  });

  it('moves through the list with Previous and Next, and with J and K outside a text field', async () => {
    serve({ [`GET ${FORM}/submissions/11/entries`]: { body: entries11 } });
    renderApp('/data?form=3');
    fireEvent.click(await screen.findByRole('button', row12));
    await title(12);
    expect(button('Previous').disabled).toBe(true);
    fireEvent.click(button('Next'));
    await title(11);
    expect(await screen.findByText('Grace Hopper')).toBeTruthy();
    // The last row loaded: nothing further to go to.
    expect(button('Next').disabled).toBe(true);
    fireEvent.keyDown(document.body, { key: 'k' });
    await title(12);
    // Typing a j in the search moves nowhere.
    fireEvent.keyDown(screen.getByRole('searchbox', { name: 'Search answers' }), { key: 'j' });
    expect(screen.getByRole('heading', { name: 'Submission 12' })).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 'j' });
    await title(11);
  });

  it('moves the focus to the row J or K opens when the focus is on the list, and the highlight with it', async () => {
    serve({ [`GET ${FORM}/submissions/11/entries`]: { body: entries11 } });
    renderApp('/data?form=3');
    fireEvent.click(await screen.findByRole('button', row12));
    await title(12);
    // Enter pressed on the row leaves the focus on it.
    const newest = await screen.findByRole('button', row12);
    newest.focus();
    fireEvent.keyDown(newest, { key: 'j' });
    await title(11);
    const older = screen.getByRole('button', row11);
    await waitFor(() => expect(document.activeElement).toBe(older));
    expect(older.closest('[data-submission]')?.getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', row12).closest('[data-submission]')?.getAttribute('aria-current')).toBeNull();
    fireEvent.keyDown(older, { key: 'k' });
    await title(12);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', row12)));
    // From the detail's own buttons the focus stays where it is.
    button('Next').focus();
    fireEvent.keyDown(button('Next'), { key: 'j' });
    await title(11);
    expect(document.activeElement).toBe(button('Next'));
  });

  it('keeps its place under "Unread only" when the one opened, now read, leaves the list: Next opens the row after it', async () => {
    let read = false;
    const ten = { ...page.submissions[0]!, id: 10, created_at: '2026-11-22T09:00:00.000Z' };
    serve({
      [`PUT ${FORM}/submissions/12`]: () => ((read = true), { body: { message: 'Marked as read.' } }),
      [`GET ${listPath('unread=true')}`]: () => ({
        body: {
          ...page,
          submissions: read ? [ten] : [page.submissions[0]!, ten],
          unread: read ? 1 : 2,
          matching: read ? 1 : 2,
        },
      }),
      [`GET ${FORM}/submissions/10/entries`]: { body: entries11 },
      [`PUT ${FORM}/submissions/10`]: { body: { message: 'Marked as read.' } },
    });
    renderApp('/data?form=3');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Unread only' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Nov 23, 2026/ })).toBeNull());
    fireEvent.click(await screen.findByRole('button', row12));
    await title(12);
    await waitFor(() => expect(screen.queryByRole('button', row12)).toBeNull());
    expect(button('Previous').disabled).toBe(true);
    fireEvent.click(button('Next'));
    await title(10);
  });

  it('marks a read submission unread again: the row and the counts follow', async () => {
    let unread = false;
    const fetchMock = serve({
      [`GET ${FORM}/submissions/11/entries`]: { body: entries11 },
      [`PUT ${FORM}/submissions/11`]: () => ((unread = true), { body: { message: 'Marked as unread.' } }),
      [`GET ${listPath()}`]: () => ({
        body: unread
          ? { ...page, submissions: page.submissions.map((row) => ({ ...row, read: 0 as const })), unread: 2 }
          : page,
      }),
    });
    renderApp('/data?form=3');
    fireEvent.click(await screen.findByRole('button', { name: /^Nov 23, 2026/ }));
    await title(11);
    fireEvent.click(button('Mark as unread'));
    await waitFor(() => expect(sentRequest(fetchMock, `${FORM}/submissions/11`).body).toEqual({ read: 0 }));
    expect(await screen.findByText('Marked as unread.')).toBeTruthy();
    await screen.findByText(
      (_, node) => node?.classList.contains('submissions__counts') === true && /2 unread/.test(node.textContent ?? ''),
    );
    expect(within(screen.getByRole('table')).getAllByLabelText('unread')).toHaveLength(2);
    // Already unread: nothing more to mark.
    expect(button('Mark as unread').disabled).toBe(true);
  });

  it('says why marking unread failed, and the row stays read', async () => {
    serve({
      [`GET ${FORM}/submissions/11/entries`]: { body: entries11 },
      [`PUT ${FORM}/submissions/11`]: { status: 404, body: { message: 'Submission not found' } },
    });
    renderApp('/data?form=3');
    fireEvent.click(await screen.findByRole('button', { name: /^Nov 23, 2026/ }));
    await title(11);
    fireEvent.click(button('Mark as unread'));
    expect((await screen.findByRole('alert')).textContent).toContain('Submission not found');
    expect(within(screen.getByRole('table')).getAllByLabelText('unread')).toHaveLength(1);
  });

  it('deletes the open submission after confirming, then opens the next one', async () => {
    let deleted = false;
    const fetchMock = serve({
      [`GET ${FORM}/submissions/11/entries`]: { body: entries11 },
      [`DELETE ${FORM}/deleteSubmission`]: () => ((deleted = true), { body: { success: true, deleted: 1 } }),
      [`GET ${listPath()}`]: () => ({
        body: deleted ? { ...page, submissions: page.submissions.slice(1), total: 1, unread: 0, matching: 1 } : page,
      }),
    });
    renderApp('/data?form=3');
    fireEvent.click(await screen.findByRole('button', row12));
    await title(12);
    fireEvent.click(
      within(screen.getByRole('toolbar', { name: 'Submission' })).getByRole('button', { name: 'Delete' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Delete this submission with its answers and files?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Submission successfully deleted!')).toBeTruthy();
    expect(sentRequest(fetchMock, `${FORM}/deleteSubmission`).body).toEqual({ submissionIds: [12] });
    await title(11);
    await screen.findByText(
      (_, node) =>
        node?.classList.contains('submissions__counts') === true && /1 in total/.test(node.textContent ?? ''),
    );
    expect(screen.queryByRole('button', row12)).toBeNull();
  });

  it('goes back to the list’s hint when the last one is deleted, and stays put when deleting fails', async () => {
    const one = { ...page, submissions: page.submissions.slice(1), total: 1, unread: 0, matching: 1 };
    let fail = true;
    serve({
      [`GET ${listPath()}`]: { body: one },
      [`GET ${FORM}/submissions/11/entries`]: { body: entries11 },
      [`DELETE ${FORM}/deleteSubmission`]: () =>
        fail
          ? { status: 500, body: { message: 'Something went wrong on our side.' } }
          : { body: { success: true, deleted: 1 } },
    });
    renderApp('/data?form=3');
    fireEvent.click(await screen.findByRole('button', { name: /^Nov 23, 2026/ }));
    await title(11);
    const toolbar = screen.getByRole('toolbar', { name: 'Submission' });
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('There has been an error deleting submissions. Please contact support.'),
    ).toBeTruthy();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /close|ok/i }));
    expect(screen.getByRole('heading', { name: 'Submission 11' })).toBeTruthy();
    fail = false;
    fireEvent.click(
      within(screen.getByRole('toolbar', { name: 'Submission' })).getByRole('button', { name: 'Delete' }),
    );
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Choose a submission to read its answers.')).toBeTruthy();
  });
});

describe('the Statistics tab', () => {
  it('shows the summary and one block per question', async () => {
    const statistics = statisticsSchema.parse({
      responses: 2,
      average_completion_time: 95,
      views: 4,
      completionRate: 50,
      elements: [
        {
          label: 'Name',
          chartType: 'lastFive',
          chartItems: [{ name: '1', value: 'Ada Lovelace' }],
          responseCount: 1,
          questionId: 1,
        },
        {
          label: 'Coming?',
          chartType: 'pieChart',
          chartItems: [{ name: 'Yes', value: 1, color: '#2196F3', nameForXaxis: 'Yes' }],
          responseCount: 1,
          questionId: 2,
        },
        {
          label: 'Recommend?',
          chartType: 'netPromoterScore',
          chartItems: [],
          responseCount: 2,
          netPromoterScore: 50,
          questionId: 4,
        },
      ],
    });
    serve({ [`GET ${statisticsPath()}`]: { body: statistics } });
    renderApp('/data/statistics?form=3');
    expect(await screen.findByText('01:35')).toBeTruthy();
    expect(screen.getByText('50.00 %')).toBeTruthy();
    expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'))).toEqual(
      expect.arrayContaining(['Name', 'Coming?', 'Recommend?']),
    );
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
    // The last five of a free-text question are not its count of answers.
    expect(within(screen.getByRole('region', { name: 'Name' })).getByText('The newest answer')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Coming?' })).getByText('1 response')).toBeTruthy();
    expect(screen.getByLabelText('Net Promoter Score').textContent).toBe('NPS +50');
  });
});

describe('the download page', () => {
  it('goes to /404 when the submission is not found', async () => {
    fakeServer({
      'GET /api/checkIfFileIsExist/7/3/12/3/gone.pdf': { status: 404, body: { message: 'Submission not found' } },
    });
    renderApp('/download/3/12/3/gone.pdf');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/404'));
  });

  it('offers the file and says the download started', async () => {
    fakeServer({
      'GET /api/checkIfFileIsExist/7/3/12/3/ticket.pdf': { body: { success: true, data: [true] } },
      [`GET ${FORM}/submissions/12/questions/3/ticket.pdf`]: { body: { bytes: 1 } },
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:file'), revokeObjectURL: vi.fn() }));
    renderApp('/download/3/12/3/ticket.pdf');
    const button = await screen.findByRole('button', { name: 'Download' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    expect(
      await screen.findByText('Your download has started. If not, please click the "Download" button again.'),
    ).toBeTruthy();
  });
});
