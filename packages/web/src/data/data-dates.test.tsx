// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { entryListSchema, statisticsSchema } from '@formbuilder/core';
import { fakeServer, renderApp, type FakeRoutes } from '../testing/render-app';
import { storeSession } from '../testing/session';
import { browserTimeZone, dateFormat } from '../ui/date-format';
import { FORM, formsWithCounts, listPath, pageOf, publishedWith, statisticsPath } from './data-test-kit';

// The Data screens show every date in the owner's zone (the browser's until they choose one),
// from the first paint, in the locale's format (these tests run in American English), and a
// visitor's DateTime or Date answer formatted, not as stored.
const PREFERENCES = '/api/users/7/preferences';
const forms = formsWithCounts(1, 0);
const published = publishedWith([
  { id: 1, type: 'DateTime', label: 'Arrival' },
  { id: 2, type: 'Date', label: 'Wedding day' },
  { id: 3, type: 'DateTime', label: 'Stay', dtStart: true, dtEnd: true },
  { id: 4, type: 'TextBox', label: 'Note' },
]);
const page = pageOf(
  [{ id: 12, form_id: 3, version: 2, created_at: '2026-11-24T09:00:00.000Z', read: 1, completion_time: 40 }],
  { total: 1, today: 1, unread: 0, matching: 1 },
);
const entries = entryListSchema.parse([
  { question_id: 1, submission_id: 12, value: '2026-07-01T10:30:00+02:00' },
  { question_id: 2, submission_id: 12, value: '2026-07-01' },
  {
    question_id: 3,
    submission_id: 12,
    value: { start: '2026-07-01T10:30:00+02:00', end: '2026-07-03T12:00:00+02:00' },
  },
  { question_id: 4, submission_id: 12, value: '2026-07-01T10:30:00+02:00' },
]);
const preferences = (timeZone: string | null) => ({
  body: { themeColour: '#2196F3', timeZone, notifyNewForms: false },
});

function serve(extra: FakeRoutes = {}) {
  return fakeServer({
    'GET /api/users/7/forms': { body: forms },
    [`GET ${FORM}?published=true`]: { body: published },
    [`GET ${listPath()}`]: { body: page },
    [`GET ${FORM}/submissions/12/entries`]: { body: entries },
    ...extra,
  });
}

beforeEach(() => storeSession());

describe('dates on the Data screens', () => {
  it('waits for the owner’s zone before showing any date: no date in another zone first', async () => {
    const fetchMock = serve({ [`GET ${PREFERENCES}`]: preferences('Asia/Tokyo') });
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const answer = fetchMock.getMockImplementation()!;
    vi.stubGlobal('fetch', (input: string, init?: RequestInit) =>
      input === PREFERENCES ? held.then(() => answer(input, init)) : answer(input, init),
    );
    renderApp('/data?form=3');
    await screen.findByText(
      (_, node) =>
        node?.classList.contains('submissions__counts') === true && /1 in total/.test(node.textContent ?? ''),
    );
    // The list is there, its dates not yet: neither the browser's zone nor any other.
    expect(screen.queryByText(dateFormat(browserTimeZone()).dateTime(page.submissions[0]?.created_at))).toBeNull();
    expect(screen.queryByText(/Submission Date/)).toBeNull();
    release();
    // 09:00 UTC is 18:00 in Tokyo.
    expect(await screen.findByText(/^Nov 24, 2026, 6:00:00\sPM$/)).toBeTruthy();
    expect(screen.getByText('(Asia/Tokyo)')).toBeTruthy();
  });

  it('shows the browser’s zone, named, when the owner never chose one', async () => {
    serve({ [`GET ${PREFERENCES}`]: preferences(null) });
    renderApp('/data?form=3');
    const browser = dateFormat(browserTimeZone());
    expect(await screen.findByText(browser.dateTime('2026-11-24T09:00:00.000Z'))).toBeTruthy();
    expect(screen.getByText(`(${browserTimeZone().replaceAll('_', ' ')})`)).toBeTruthy();
  });

  it('shows a visitor’s DateTime answer in the owner’s zone and a Date answer as that day, not as stored', async () => {
    serve({ [`GET ${PREFERENCES}`]: preferences('America/New_York') });
    renderApp('/data?form=3');
    fireEvent.click(await screen.findByRole('button', { name: /^Nov 24, 2026/ }));
    await screen.findByText('Submission 12');
    const answers = Object.fromEntries(
      [...document.querySelectorAll('.submission-detail__row')].map((row) => [
        row.querySelector('dt')?.textContent,
        row.querySelector('dd')?.textContent,
      ]),
    );
    // 10:30 in Paris (UTC+2 in July) is 04:30 in New York.
    expect(answers['Arrival']).toMatch(/^Jul 1, 2026, 4:30:00\sAM$/);
    // A calendar day stays that day, wherever the owner is.
    expect(answers['Wedding day']).toBe('Jul 1, 2026');
    expect(answers['Stay']).toMatch(/^Jul 1, 2026, 4:30:00\sAM – Jul 3, 2026, 6:00:00\sAM$/);
    // A text answer that looks like a date stays as it was typed.
    expect(answers['Note']).toBe('2026-07-01T10:30:00+02:00');
  });

  it('shows the newest DateTime answers of Statistics in the owner’s zone', async () => {
    const statistics = statisticsSchema.parse({
      responses: 1,
      average_completion_time: 40,
      views: 1,
      completionRate: 100,
      elements: [
        {
          label: 'Arrival',
          chartType: 'lastFive',
          chartItems: [{ name: '1', value: '2026-07-01T10:30:00+02:00' }],
          responseCount: 1,
          questionId: 1,
          type: 'DateTime',
        },
      ],
    });
    serve({ [`GET ${PREFERENCES}`]: preferences('Asia/Tokyo'), [`GET ${statisticsPath()}`]: { body: statistics } });
    renderApp('/data/statistics?form=3');
    // 08:30 UTC is 17:30 in Tokyo.
    expect(await screen.findByText(/^Jul 1, 2026, 5:30:00\sPM$/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('2026-07-01T10:30:00+02:00')).toBeNull());
  });
});
