// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { statisticsSchema } from '@formbuilder/core';
import { fakeServer, renderApp, type FakeRoutes } from '../testing/render-app';
import { storeSession } from '../testing/session';
import { FORM, formsWithCounts, listPath, pageOf, publishedWith, statisticsPath } from './data-test-kit';

// The Statistics tab reads: counts with their shares, scales with n and mean, the Net Promoter
// Score's groups, histograms, submissions per day and the funnel, every chart also a table.
const published = publishedWith([
  { id: 1, type: 'Radio', label: 'Coming?', options: ['Yes##yes', 'No##no'] },
  { id: 2, type: 'RatingScale', label: 'Venue' },
  { id: 4, type: 'NetPromoterScore', label: 'Recommend us?' },
  { id: 5, type: 'Number', label: 'Guests' },
  { id: 7, type: 'Date', label: 'Arrival' },
  { id: 8, type: 'TextBox', label: 'Comments' },
]);
const share = (label: string, count: number, percent: number) => ({ label, count, percent });
const days = Array.from({ length: 30 }, (_unused, i) => ({
  date: new Date(Date.UTC(2026, 9, 28 + i)).toISOString().slice(0, 10),
  count: i === 27 ? 3 : i === 29 ? 1 : 0,
}));
const statistics = statisticsSchema.parse({
  responses: 4,
  average_completion_time: 95,
  views: 10,
  completionRate: 40,
  perDay: days,
  timeZone: 'Europe/Paris',
  starts: 6,
  pagesReached: [{ page: 2, count: 5 }],
  elements: [
    {
      label: 'Coming?',
      chartType: 'pieChart',
      chartItems: [],
      responseCount: 4,
      questionId: 1,
      distributionKind: 'choices',
      distribution: [share('Yes', 3, 75), share('No', 1, 25)],
    },
    {
      label: 'Venue',
      chartType: 'average',
      chartItems: [],
      responseCount: 3,
      average: 4.67,
      mean: 4.67,
      questionId: 2,
      distributionKind: 'scale',
      scale: { min: 1, max: 5 },
      distribution: [share('1', 0, 0), share('2', 0, 0), share('3', 0, 0), share('4', 1, 33.33), share('5', 2, 66.67)],
    },
    {
      label: 'Recommend us?',
      chartType: 'netPromoterScore',
      chartItems: [],
      responseCount: 4,
      netPromoterScore: 25,
      mean: 7.25,
      questionId: 4,
      distributionKind: 'scale',
      scale: { min: 0, max: 10 },
      distribution: Array.from({ length: 11 }, (_unused, i) => share(String(i), i === 10 ? 4 : 0, i === 10 ? 100 : 0)),
      npsGroups: {
        detractors: { count: 1, percent: 25 },
        passives: { count: 1, percent: 25 },
        promoters: { count: 2, percent: 50 },
      },
    },
    {
      label: 'Guests',
      chartType: 'average',
      chartItems: [],
      responseCount: 3,
      average: 7.33,
      mean: 7.33,
      questionId: 5,
      distributionKind: 'numbers',
      distribution: [
        { label: '0–9', from: 0, to: 10, count: 2, percent: 66.67 },
        { label: '10–19', from: 10, to: 20, count: 1, percent: 33.33 },
      ],
    },
    {
      label: 'Arrival',
      chartType: 'lastFive',
      chartItems: [{ name: '1', value: '2026-01-20' }],
      responseCount: 1,
      questionId: 7,
      type: 'Date',
      distributionKind: 'dates',
      binUnit: 'week',
      distribution: [
        { label: '2026-01-05', from: '2026-01-05', to: '2026-01-11', count: 1, percent: 33.33 },
        { label: '2026-01-12', from: '2026-01-12', to: '2026-01-18', count: 2, percent: 66.67 },
      ],
    },
    {
      label: 'Comments',
      chartType: 'lastFive',
      chartItems: [
        { name: '1', value: 'Lovely' },
        { name: '2', value: 'Fine' },
      ],
      responseCount: 2,
      questionId: 8,
      type: 'TextBox',
    },
  ],
});

function serve(extra: FakeRoutes = {}) {
  return fakeServer({
    'GET /api/users/7/forms': { body: formsWithCounts(4, 0) },
    [`GET ${FORM}?published=true`]: { body: published },
    [`GET ${statisticsPath()}`]: { body: statistics },
    [`GET ${listPath()}`]: { body: pageOf([], { total: 4, today: 0, unread: 0, matching: 4 }) },
    ...extra,
  });
}

/** A block's table rows as their cells' text. */
const rowsOf = (region: HTMLElement) =>
  within(region)
    .getAllByRole('row')
    .filter((row) => row.closest('tbody'))
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent).filter((text) => text !== ''));

beforeEach(() => storeSession());

describe('statistics that read', () => {
  it('gives each choice its count and share in words, not only a bar', async () => {
    serve();
    renderApp('/data/statistics?form=3');
    const coming = await screen.findByRole('region', { name: 'Coming?' });
    expect(within(coming).getByText('4 responses')).toBeTruthy();
    expect(rowsOf(coming)).toEqual([
      ['Yes', '3', '75 %'],
      ['No', '1', '25 %'],
    ]);
    expect(within(coming).getByRole('table').querySelector('caption')?.textContent).toBe('Coming?');
  });

  it('spreads a rating over its whole scale with n and mean, and splits the score into its groups', async () => {
    serve();
    renderApp('/data/statistics?form=3');
    const venue = await screen.findByRole('region', { name: 'Venue' });
    expect(within(venue).getByText('3 responses · mean 4.67 on a scale of 1 to 5')).toBeTruthy();
    expect(rowsOf(venue).map((row) => row[0])).toEqual(['1', '2', '3', '4', '5']);
    expect(rowsOf(venue)[4]).toEqual(['5', '2', '66.7 %']);
    const recommend = screen.getByRole('region', { name: 'Recommend us?' });
    expect(within(recommend).getByLabelText('Net Promoter Score').textContent).toBe('NPS +25');
    expect(rowsOf(recommend).slice(0, 3)).toEqual([
      ['Detractors (0–6)', '1', '25 %'],
      ['Passives (7–8)', '1', '25 %'],
      ['Promoters (9–10)', '2', '50 %'],
    ]);
    expect(rowsOf(recommend)).toHaveLength(3 + 11);
  });

  it('shows numbers and dates as histograms, and free text with a way to every answer', async () => {
    serve();
    renderApp('/data/statistics?form=3');
    const guests = await screen.findByRole('region', { name: 'Guests' });
    expect(rowsOf(guests)).toEqual([
      ['0–9', '2', '66.7 %'],
      ['10–19', '1', '33.3 %'],
    ]);
    const arrival = screen.getByRole('region', { name: 'Arrival' });
    expect(within(arrival).getByText('3 answers')).toBeTruthy();
    expect(rowsOf(arrival).map((row) => row[0])).toEqual(['Week of Jan 5, 2026', 'Week of Jan 12, 2026']);
    const comments = screen.getByRole('region', { name: 'Comments' });
    expect(
      within(comments)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Lovely', 'Fine']);
    fireEvent.click(within(comments).getByRole('link', { name: 'See all answers' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/data?form=3'));
    expect(await screen.findByRole('link', { name: 'Submissions', current: 'page' })).toBeTruthy();
  });

  it('charts submissions per day with a table beside it, and the funnel from views to submissions', async () => {
    serve();
    renderApp('/data/statistics?form=3');
    const perDay = await screen.findByRole('region', { name: 'Submissions per day' });
    expect(
      within(perDay).getByText(
        /^4 submissions in the last 30 days, most on Tue, Nov 24, 2026 \(3\)\. Days in Europe\/Paris\.$/,
      ),
    ).toBeTruthy();
    expect(within(perDay).getByRole('img').getAttribute('aria-label')).toMatch(/^Column chart: 4 submissions/);
    expect(within(perDay).getByText('Show as table')).toBeTruthy();
    const table = within(perDay).getAllByRole('row', { hidden: true }).slice(1);
    expect(table).toHaveLength(30);
    expect(table[0]?.textContent).toBe('Thu, Nov 26, 20261');
    const funnel = screen.getByRole('region', { name: 'How far visitors get' });
    expect(rowsOf(funnel)).toEqual([
      ['Viewed the form', '10', '100 %'],
      ['Gave a first answer', '6', '60 %'],
      ['Reached page 2', '5', '50 %'],
      ['Submitted', '4', '40 %'],
    ]);
  });

  it('says in the funnel how many responses are in progress and on which page each visitor was last seen, as a table too', async () => {
    serve({
      [`GET ${statisticsPath()}`]: {
        body: statisticsSchema.parse({
          ...statistics,
          inProgress: {
            total: 5,
            byPage: [
              { page: 1, count: 1 },
              { page: 2, count: 4 },
            ],
          },
        }),
      },
    });
    renderApp('/data/statistics?form=3');
    const funnel = await screen.findByRole('region', { name: 'How far visitors get' });
    expect(within(funnel).getByRole('heading', { level: 3 }).textContent).toBe('In progress now: 5');
    const [steps, inProgress] = within(funnel).getAllByRole('table');
    expect(inProgress?.querySelector('caption')?.textContent).toBe(
      'In progress, by the page each visitor was last seen on',
    );
    expect(rowsOf(inProgress as HTMLElement)).toEqual([
      ['Last seen on page 1', '1', '20 %'],
      ['Last seen on page 2', '4', '80 %'],
    ]);
    expect(rowsOf(steps as HTMLElement)).toHaveLength(4);
  });

  it('has no in-progress lines for a form that does not keep partial responses', async () => {
    serve();
    renderApp('/data/statistics?form=3');
    const funnel = await screen.findByRole('region', { name: 'How far visitors get' });
    expect(within(funnel).queryByText(/In progress now/)).toBeNull();
    expect(within(funnel).getAllByRole('table')).toHaveLength(1);
  });

  it('charts what the form calculated after the questions: each number value as a number, the endings as a choice', async () => {
    const withLogic = statisticsSchema.parse({
      ...statistics,
      calculated: [
        {
          label: 'Score',
          valueId: 'total',
          chartType: 'average',
          chartItems: [],
          responseCount: 4,
          average: 1.25,
          mean: 1.25,
          distributionKind: 'numbers',
          distribution: [
            { label: '0', from: 0, to: 0, count: 1, percent: 25 },
            { label: '1', from: 1, to: 1, count: 1, percent: 25 },
            { label: '2', from: 2, to: 2, count: 2, percent: 50 },
          ],
        },
      ],
      endings: {
        label: 'Ending',
        chartType: 'pieChart',
        chartItems: [],
        responseCount: 4,
        distributionKind: 'choices',
        distribution: [share('Passed', 3, 75), share('Try again', 1, 25)],
      },
    });
    serve({ [`GET ${statisticsPath()}`]: { body: withLogic } });
    renderApp('/data/statistics?form=3');
    const calculated = await screen.findByRole('region', { name: 'Calculated by the form' });
    // After the questions, in the page's order.
    const regions = screen
      .getAllByRole('region')
      .map((region) => region.getAttribute('aria-label') ?? region.getAttribute('aria-labelledby'));
    expect(regions.slice(-4)).toEqual(['Comments', 'statistics-calculated', 'Score', 'Ending']);
    const score = within(calculated).getByRole('region', { name: 'Score' });
    expect(within(score).getByRole('heading', { level: 3 }).textContent).toBe('Score');
    expect(within(score).getByText('4 responses · mean 1.25')).toBeTruthy();
    expect(rowsOf(score)).toEqual([
      ['0', '1', '25 %'],
      ['1', '1', '25 %'],
      ['2', '2', '50 %'],
    ]);
    expect(within(score).getByRole('table').querySelector('caption')?.textContent).toBe('Score');
    const ending = within(calculated).getByRole('region', { name: 'Ending' });
    expect(rowsOf(ending)).toEqual([
      ['Passed', '3', '75 %'],
      ['Try again', '1', '25 %'],
    ]);
  });

  it('has no calculated section for a form without logic', async () => {
    serve();
    renderApp('/data/statistics?form=3');
    await screen.findByRole('region', { name: 'Comments' });
    expect(screen.queryByText('Calculated by the form')).toBeNull();
  });
});
