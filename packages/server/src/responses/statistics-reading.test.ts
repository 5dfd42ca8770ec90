import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statisticsSchema, zonedDayStart, zonedToday, type Element, type Statistics } from '@formbuilder/core';
import { testDialects, startTestServer, type TestServer } from '../test/test-server';
import { startPublishedForm } from '../submissions/intake-testing';
import { createDraftForm, createPublishedForm, createSubmission, createUser } from '../test/factories';
import { anon, as } from '../test/requests';
import { dateBinUnit, dateHistogram, numberHistogram } from './statistics-charts';
import { PROGRESS_BEACONS_PER_MINUTE } from '../public/progress.routes';
import { countStoredDates } from '../db/migrations/017-progress';
import type { Kysely } from 'kysely';

// Statistics that read (docs/product.md §B2): each choice's share of the question's respondents,
// ratings and scores over their whole scale with n and mean, the Net Promoter Score's groups,
// numbers and dates as histograms, submissions per day in the owner's zone, and the funnel of
// views, starts and pages reached that the visitor's beacons count.

const counts = (entries: [string, number][]) => new Map(entries);

describe('histograms', () => {
  it('gives a few whole numbers a bar each, zeros between them included', () => {
    const bars = numberHistogram(
      counts([
        ['3', 1],
        ['7', 2],
        ['5', 1],
      ]),
    );
    expect(bars.map((b) => [b.label, b.count])).toEqual([
      ['3', 1],
      ['4', 0],
      ['5', 1],
      ['6', 0],
      ['7', 2],
    ]);
    expect(bars.map((b) => b.percent)).toEqual([25, 0, 25, 0, 50]);
  });

  it('bins wide or fractional numbers by a round width, the last bin holding the largest', () => {
    const wide = numberHistogram(
      counts([
        ['0', 1],
        ['99', 1],
        ['100', 2],
        ['42', 1],
      ]),
    );
    expect(wide.map((b) => b.label)).toEqual([
      '0–9',
      '10–19',
      '20–29',
      '30–39',
      '40–49',
      '50–59',
      '60–69',
      '70–79',
      '80–89',
      '90–99',
      '100–109',
    ]);
    expect(wide.map((b) => b.count)).toEqual([1, 0, 0, 0, 1, 0, 0, 0, 0, 1, 2]);
    const fractions = numberHistogram(
      counts([
        ['0.1', 1],
        ['0.35', 1],
        ['1.2', 1],
        ['x', 4],
      ]),
    );
    expect(fractions[0]).toMatchObject({ label: '0 to 0.2', from: 0, to: 0.2, count: 1 });
    expect(fractions[1]).toMatchObject({ label: '0.2 to 0.4', from: 0.2, to: 0.4, count: 1 });
    expect(fractions.at(-1)).toMatchObject({ label: '1.2 to 1.4', count: 1 });
    expect(fractions.reduce((sum, b) => sum + b.count, 0)).toBe(3);
    expect(numberHistogram(counts([['many', 2]]))).toEqual([]);
    expect(numberHistogram(counts([['2.5', 3]]))).toEqual([
      { label: '2 to 3', from: 2, to: 3, count: 3, percent: 100 },
    ]);
  });

  it('bins dates by day, week, month or year as their span asks', () => {
    expect([0, 30, 31, 182, 183, 1829, 1830].map(dateBinUnit)).toEqual([
      'day',
      'day',
      'week',
      'week',
      'month',
      'month',
      'year',
    ]);
    const days = dateHistogram(
      counts([
        ['2026-01-05', 1],
        ['2026-01-07', 2],
      ]),
    );
    expect(days?.unit).toBe('day');
    expect(days?.items.map((b) => [b.label, b.count])).toEqual([
      ['2026-01-05', 1],
      ['2026-01-06', 0],
      ['2026-01-07', 2],
    ]);
    // Weeks from Monday: 2026-01-07 is a Wednesday.
    const weeks = dateHistogram(
      counts([
        ['2026-01-07', 1],
        ['2026-03-01', 1],
      ]),
    );
    expect(weeks?.unit).toBe('week');
    expect(weeks?.items[0]).toMatchObject({ label: '2026-01-05', from: '2026-01-05', to: '2026-01-11', count: 1 });
    expect(weeks?.items.at(-1)).toMatchObject({ from: '2026-02-23', to: '2026-03-01', count: 1 });
    const months = dateHistogram(
      counts([
        ['1990-12-31', 1],
        ['1991-08-01T10:00', 1],
        ['someday', 5],
      ]),
    );
    expect(months?.unit).toBe('month');
    expect(months?.items).toHaveLength(9);
    expect(months?.items.slice(0, 3).map((b) => [b.label, b.to, b.count])).toEqual([
      ['1990-12', '1990-12-31', 1],
      ['1991-01', '1991-01-31', 0],
      ['1991-02', '1991-02-28', 0],
    ]);
    expect(months?.items.at(-1)).toMatchObject({ label: '1991-08', count: 1, percent: 50 });
    expect(
      dateHistogram(
        counts([
          ['1950-06-01', 1],
          ['2000-01-01', 1],
        ]),
      )?.items,
    ).toHaveLength(51);
    expect(dateHistogram(counts([['soon', 1]]))).toBeNull();
  });
});

const elements: Element[] = [
  { id: 1, type: 'Radio', label: 'Coming?', options: ['Yes##yes', 'No##no', 'Maybe##maybe'] },
  { id: 2, type: 'RatingScale', label: 'Venue', ratingScaleOptionTopLimit: 5 },
  { id: 3, type: 'PageBreak' },
  { id: 4, type: 'NetPromoterScore', label: 'Recommend us?' },
  { id: 5, type: 'Number', label: 'Guests' },
  { id: 6, type: 'PageBreak' },
  { id: 7, type: 'Date', label: 'Arrival' },
  { id: 8, type: 'TextBox', label: 'Comments' },
  { id: 9, type: 'Checkbox', label: 'Meals', options: ['Lunch##lunch', 'Dinner##dinner'] },
  { id: 10, type: 'Button' },
] as Element[];

const DAY_MS = 86_400_000;
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe.each(testDialects)('statistics that read (%s)', (dialect) => {
  let started: Awaited<ReturnType<typeof startPublishedForm>>;
  const base = () => `/api/users/${started.owner.id}/forms/${started.form.id}`;
  const beacon = (query: string, body?: string) =>
    anon(started.server).post(
      `/form/view/${started.form.uuid}/progress${query}`,
      body,
      body === undefined ? {} : { headers: { 'content-type': 'text/plain' } },
    );

  async function statistics(query = ''): Promise<Statistics> {
    const response = await as(started.owner).get(`${base()}/1/statistics${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return statisticsSchema.parse(response.json());
  }
  const question = (stats: Statistics, id: number) => {
    const found = stats.elements.find((e) => e.questionId === id);
    if (!found) throw new Error(`no question ${String(id)}`);
    return found;
  };

  let moved: number;
  beforeAll(async () => {
    started = await startPublishedForm(dialect, elements);
    const post = (fields: [string, string][]) => createSubmission(started.server, started.form, fields);
    moved = await post([
      ['q_1', 'yes'],
      ['q_2', '5'],
      ['q_4', '10'],
      ['q_5', '3'],
      ['q_7', '2026-01-05'],
      ['q_8', 'Lovely'],
      ['q_9', 'lunch'],
      ['q_9', 'dinner'],
    ]);
    const old = await post([
      ['q_1', 'no'],
      ['q_2', '4'],
      ['q_4', '9'],
      ['q_5', '7'],
      ['q_7', '2026-01-20'],
      ['q_8', 'Fine'],
      ['q_9', 'lunch'],
    ]);
    await post([
      ['q_1', 'yes'],
      ['q_2', '5'],
      ['q_4', '3'],
      ['q_5', '12'],
      ['q_7', '2026-01-20'],
    ]);
    await post([
      ['q_1', 'yes'],
      ['q_4', '7'],
    ]);
    // One made yesterday at 23:00 UTC (Tokyo's today, 08:00), one 40 days ago.
    const today = zonedToday('UTC');
    const db = started.server.db.kysely;
    await db
      .updateTable('submissions')
      .set({ created_at: new Date(Date.parse(zonedDayStart(today, 'UTC')) - 3_600_000).toISOString() })
      .where('id', '=', moved)
      .execute();
    await db
      .updateTable('submissions')
      .set({ created_at: new Date(Date.now() - 40 * DAY_MS).toISOString() })
      .where('id', '=', old)
      .execute();
  });
  afterAll(() => started.server.close());

  it('gives each choice its count and share of the question’s respondents', async () => {
    const coming = question(await statistics(), 1);
    expect(coming.distributionKind).toBe('choices');
    expect(coming.distribution).toEqual([
      { label: 'Yes', count: 3, percent: 75 },
      { label: 'No', count: 1, percent: 25 },
      { label: 'Maybe', count: 0, percent: 0 },
    ]);
    // A multiple choice's shares are of its respondents, so they may add up past 100 %.
    const meals = question(await statistics(), 9);
    expect(meals.responseCount).toBe(2);
    expect(meals.distribution?.map((d) => [d.label, d.count, d.percent])).toEqual([
      ['Lunch', 2, 100],
      ['Dinner', 1, 50],
    ]);
  });

  it('spreads a rating and a score over their whole scale with n and mean, and splits the score into its groups', async () => {
    const stats = await statistics();
    const venue = question(stats, 2);
    expect([venue.distributionKind, venue.scale, venue.responseCount, venue.mean]).toEqual([
      'scale',
      { min: 1, max: 5 },
      3,
      4.67,
    ]);
    expect(venue.distribution?.map((d) => [d.label, d.count, d.percent])).toEqual([
      ['1', 0, 0],
      ['2', 0, 0],
      ['3', 0, 0],
      ['4', 1, 33.33],
      ['5', 2, 66.67],
    ]);
    const recommend = question(stats, 4);
    expect(recommend.distribution?.map((d) => d.label)).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
    ]);
    expect(recommend.distribution?.map((d) => d.count)).toEqual([0, 0, 0, 1, 0, 0, 0, 1, 0, 1, 1]);
    expect(recommend.npsGroups).toEqual({
      detractors: { count: 1, percent: 25 },
      passives: { count: 1, percent: 25 },
      promoters: { count: 2, percent: 50 },
    });
    expect([recommend.netPromoterScore, recommend.mean, recommend.scale]).toEqual([25, 7.25, { min: 0, max: 10 }]);
  });

  it('charts numbers and dates as histograms and keeps the newest free-text answers', async () => {
    const stats = await statistics();
    const guests = question(stats, 5);
    expect([guests.distributionKind, guests.mean, guests.average]).toEqual(['numbers', 7.33, 7.33]);
    expect(guests.distribution?.map((d) => d.label)).toEqual(['3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
    const arrival = question(stats, 7);
    expect([arrival.distributionKind, arrival.binUnit, arrival.distribution?.length]).toEqual(['dates', 'day', 16]);
    expect(arrival.distribution?.at(-1)).toEqual({
      label: '2026-01-20',
      from: '2026-01-20',
      to: '2026-01-20',
      count: 2,
      percent: 66.67,
    });
    const comments = question(stats, 8);
    expect(comments.chartType).toBe('lastFive');
    expect(comments.chartItems.map((i) => i.value).sort()).toEqual(['Fine', 'Lovely']);
    expect(comments.distribution).toBeUndefined();
  });

  it('counts Date answers by day as the writes do, and the migration fills the same counts from the stored rows', async () => {
    const db = started.server.db.kysely;
    const dateCounts = () =>
      db
        .selectFrom('answer_counts')
        .select(['value_key', 'n'])
        .where('form_id', '=', started.form.id)
        .where('question_id', '=', 7)
        .orderBy('value_key')
        .execute()
        .then((rows) => rows.map((row) => [row.value_key, Number(row.n)]));
    const kept = await dateCounts();
    expect(kept).toEqual([
      ['2026-01-05', 1],
      ['2026-01-20', 2],
    ]);
    await db.deleteFrom('answer_counts').where('question_id', '=', 7).execute();
    await countStoredDates(db as unknown as Kysely<unknown>);
    expect(await dateCounts()).toEqual(kept);
  });

  it('counts submissions per day over the last 30 days, zeros included, in the owner’s zone', async () => {
    const yesterday = utcDay(Date.parse(zonedDayStart(zonedToday('UTC'), 'UTC')) - DAY_MS);
    const inUtc = await statistics('?timeZone=UTC');
    expect(inUtc.timeZone).toBe('UTC');
    expect(inUtc.perDay).toHaveLength(30);
    expect(inUtc.perDay?.at(-1)?.date).toBe(zonedToday('UTC'));
    expect(inUtc.perDay?.find((d) => d.date === yesterday)?.count).toBe(1);
    // The one of 40 days ago is outside.
    expect(inUtc.perDay?.reduce((sum, d) => sum + d.count, 0)).toBe(3);

    const asked = await statistics('?timeZone=Asia/Tokyo');
    expect(asked.perDay?.at(-1)?.date).toBe(zonedToday('Asia/Tokyo'));
    expect(asked.perDay?.find((d) => d.date === yesterday)?.count ?? 0).toBe(0);
    expect(asked.perDay?.reduce((sum, d) => sum + d.count, 0)).toBe(3);

    // The owner's chosen zone wins over the browser's.
    const saved = await as(started.owner).put(`/api/users/${started.owner.id}/preferences`, {
      themeColour: '#2196F3',
      timeZone: 'Asia/Tokyo',
      notifyNewForms: false,
    });
    expect(saved.statusCode).toBe(200);
    const chosen = await statistics('?timeZone=UTC');
    expect([chosen.timeZone, chosen.perDay]).toEqual(['Asia/Tokyo', asked.perDay]);
    const refused = await as(started.owner).get(`${base()}/1/statistics?timeZone=Mars/Olympus`);
    expect([refused.statusCode, refused.json()]).toEqual([
      400,
      { message: "timeZone must be a time zone such as 'Europe/Paris'." },
    ]);
  });

  it('counts the beacons’ starts and pages reached once per flush, and refuses bad ones in words', async () => {
    const before = await statistics();
    expect([before.starts, before.pagesReached]).toEqual([
      0,
      [
        { page: 2, count: 0 },
        { page: 3, count: 0 },
      ],
    ]);
    for (const query of ['?step=start', '?step=start', '?step=page&page=2', '?step=page&page=3'])
      expect((await beacon(query)).statusCode, query).toBe(204);

    const refusals: [string, number, string][] = [
      ['?step=page&page=4', 400, 'page must be a page of this form after the first: 2 to 3.'],
      ['?step=page&page=1', 400, 'page must be a page of this form after the first: 2 to 3.'],
      ['?step=page', 400, 'page must be a page of this form after the first: 2 to 3.'],
      ['?step=start&page=2', 400, 'A start names no page.'],
      ['?step=finish', 400, "step must be 'start' or 'page'."],
      ['?step=page&page=two', 400, 'page must be a page number.'],
    ];
    for (const [query, status, message] of refusals) {
      const refused = await beacon(query);
      expect([refused.statusCode, refused.json()], query).toEqual([status, { message }]);
    }
    expect((await beacon('?step=start&preview=true')).statusCode).toBe(400);
    expect((await beacon('?step=start', 'x'.repeat(200))).statusCode).toBe(413);
    const missing = await anon(started.server).post(
      '/form/view/00000000-0000-0000-0000-000000000000/progress?step=start',
    );
    expect([missing.statusCode, missing.json()]).toEqual([
      404,
      { message: 'This form does not exist or is not available.' },
    ]);

    await started.server.progress.flush();
    const after = await statistics();
    expect([after.starts, after.pagesReached]).toEqual([
      2,
      [
        { page: 2, count: 1 },
        { page: 3, count: 1 },
      ],
    ]);
    await started.server.progress.flush();
    expect((await statistics()).starts).toBe(2);
  });
});

describe.each(testDialects)('progress counts (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());

  it('keeps the other forms’ counts when a form is deleted before the flush', async () => {
    const owner = await createUser(server, 'deleted@example.com');
    const kept = await createPublishedForm(server, owner, elements);
    const gone = await createPublishedForm(server, owner, elements);
    server.progress.start(kept.id);
    server.progress.reach(kept.id, 2);
    server.progress.start(gone.id);
    server.progress.reach(gone.id, 3);
    expect((await as(owner).delete(`/api/users/${owner.id}/forms/${gone.id}`)).statusCode).toBe(200);
    await server.progress.flush();
    const rows = await server.db.kysely
      .selectFrom('form_progress')
      .select(['form_id', 'page', 'n'])
      .where('form_id', 'in', [kept.id, gone.id])
      .orderBy('form_id')
      .orderBy('page')
      .execute();
    expect(rows.map((row) => [row.form_id, row.page, Number(row.n)])).toEqual([
      [kept.id, 1, 1],
      [kept.id, 2, 1],
    ]);
  });
});

describe('the progress beacon’s limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
  });
  afterAll(() => server.close());

  it('never counts a form that is not published, nor a one-page form’s pages, and limits each network', async () => {
    const owner = await createUser(server, 'limits@example.com');
    const draft = await createDraftForm(server, owner, {
      elements: [{ id: 1, type: 'TextBox', label: 'Name' }] as Element[],
      rules: [],
    });
    const notPublished = await anon(server).post(`/form/view/${draft.uuid}/progress?step=start`);
    expect(notPublished.statusCode).toBe(404);
    const single = await createPublishedForm(server, owner, [{ id: 1, type: 'TextBox', label: 'Name' }] as Element[]);
    const onePage = await anon(server).post(`/form/view/${single.uuid}/progress?step=page&page=2`);
    expect([onePage.statusCode, onePage.json()]).toEqual([400, { message: 'This form has a single page.' }]);
    for (let i = 1; i < PROGRESS_BEACONS_PER_MINUTE; i += 1)
      expect((await anon(server).post(`/form/view/${single.uuid}/progress?step=start`)).statusCode).toBe(204);
    const limited = await anon(server).post(`/form/view/${single.uuid}/progress?step=start`);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'Too many progress reports from your network. Please wait a minute.' });
    await server.progress.flush();
    const row = await server.db.kysely
      .selectFrom('form_progress')
      .select('n')
      .where('form_id', '=', single.id)
      .executeTakeFirst();
    expect(Number(row?.n)).toBe(PROGRESS_BEACONS_PER_MINUTE - 1);
  });
});
