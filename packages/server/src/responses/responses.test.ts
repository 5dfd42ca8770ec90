import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { statisticsSchema, submissionPageSchema, type Element } from '@formbuilder/core';
import { testDialects } from '../test/test-server';
import { createSubmission, createUser, createPublishedForm, type TestUser } from '../test/factories';
import { startPublishedForm, storedFiles, textFile } from '../submissions/intake-testing';
import { anon, as } from '../test/requests';

/** CSV text back to rows, its BOM dropped. */
function readCsv(text: string): string[][] {
  return parse(text, { bom: true });
}

const elements: Element[] = [
  { id: 1, type: 'TextBox', label: 'Name' },
  { id: 2, type: 'Radio', label: 'Coming?', options: ['Yes##yes', 'No##no'] },
  { id: 3, type: 'Checkbox', label: 'Meals', options: ['Lunch##lunch', 'Dinner##dinner'] },
  { id: 4, type: 'NetPromoterScore', label: 'Recommend?' },
  { id: 5, type: 'Number', label: 'Guests' },
  { id: 6, type: 'File', label: 'Ticket' },
] as unknown as Element[];

// The owner reads, filters, charts, exports and deletes submissions.
describe.each(testDialects)('the owner’s data (%s)', (dialect) => {
  let started: Awaited<ReturnType<typeof startPublishedForm>>;
  let other: TestUser;
  let ids: number[];
  const base = () => `/api/users/${started.owner.id}/forms/${started.form.id}`;

  beforeAll(async () => {
    started = await startPublishedForm(dialect, elements);
    other = await createUser(started.server, 'other@example.com');
    const answers: [string, string][][] = [
      [
        ['q_1', 'Ada'],
        ['q_2', 'yes'],
        ['q_3', 'lunch'],
        ['q_3', 'dinner'],
        ['q_4', '10'],
        ['q_5', '2'],
      ],
      [
        ['q_1', '=HYPERLINK("http://evil.test","click")'],
        ['q_2', 'no'],
        ['q_3', 'lunch'],
        ['q_4', '3'],
        ['q_5', '4'],
      ],
      [
        ['q_1', 'Grace, "the admiral"'],
        ['q_2', 'yes'],
        ['q_4', '9'],
      ],
    ];
    ids = [];
    for (const [i, fields] of answers.entries()) {
      const files = i === 0 ? [textFile('q_6', 'ticket.txt', 10)] : [];
      ids.push(await createSubmission(started.server, started.form, fields, files));
    }
  });
  afterAll(() => started.server.close());

  it('lists a page newest first with the counts, and the product’s bare list without paging', async () => {
    const page = submissionPageSchema.parse((await as(started.owner).get(`${base()}/submissions?limit=2`)).json());
    expect(page.submissions.map((s) => s.id)).toEqual([ids[2], ids[1]]);
    // Each row carries its first answer, to be named by.
    expect(page.submissions.map((s) => s.first_answer)).toEqual([
      { question_id: 1, value: 'Grace, "the admiral"' },
      { question_id: 1, value: '=HYPERLINK("http://evil.test","click")' },
    ]);
    expect(page).toMatchObject({ total: 3, today: 3, unread: 3, matching: 3 });
    expect(page.nextBefore).not.toBeNull();
    const next = submissionPageSchema.parse(
      (await as(started.owner).get(`${base()}/submissions?limit=2&before=${page.nextBefore}`)).json(),
    );
    expect(next.submissions.map((s) => s.id)).toEqual([ids[0]]);
    expect(next.nextBefore).toBeNull();
    const bare = (await as(started.owner).get(`${base()}/submissions?orderBy=created_at&desc=true`)).json<
      { id: number }[]
    >();
    expect(bare.map((s) => s.id)).toEqual([ids[2], ids[1], ids[0]]);
  });

  it('gives each row of a page all its answers, as the entries call reads them', async () => {
    const page = submissionPageSchema.parse((await as(started.owner).get(`${base()}/submissions?limit=50`)).json());
    for (const row of page.submissions) {
      const entries = (await as(started.owner).get(`${base()}/submissions/${row.id}/entries`)).json<
        { question_id: number; value: unknown }[]
      >();
      expect(row.answers).toEqual(entries.map(({ question_id, value }) => ({ question_id, value })));
    }
    const first = page.submissions.find((row) => row.id === ids[0]);
    expect(first?.answers?.find((a) => a.question_id === 3)?.value).toEqual(['lunch', 'dinner']);
    expect(first?.answers?.find((a) => a.question_id === 6)?.value).toMatchObject({ fileName: 'ticket.txt' });
    expect(page.submissions.find((row) => row.id === ids[2])?.answers?.map((a) => a.question_id)).toEqual([1, 2, 4]);
  });

  it('pages oldest first with desc=false, its cursor walking on in that order', async () => {
    const oldest = submissionPageSchema.parse(
      (await as(started.owner).get(`${base()}/submissions?limit=2&desc=false`)).json(),
    );
    expect(oldest.submissions.map((s) => s.id)).toEqual([ids[0], ids[1]]);
    expect(oldest).toMatchObject({ total: 3, matching: 3 });
    const next = submissionPageSchema.parse(
      (await as(started.owner).get(`${base()}/submissions?limit=2&desc=false&before=${oldest.nextBefore}`)).json(),
    );
    expect(next.submissions.map((s) => s.id)).toEqual([ids[2]]);
    expect(next.nextBefore).toBeNull();
    const filtered = submissionPageSchema.parse(
      (await as(started.owner).get(`${base()}/submissions?limit=50&desc=false&q=a`)).json(),
    );
    expect(filtered.submissions.map((s) => s.id)).toEqual([ids[0], ids[2]]);
  });

  it('filters by unread, date and text, and refuses a bad filter in words', async () => {
    const search = submissionPageSchema.parse(
      (await as(started.owner).get(`${base()}/submissions?limit=50&q=admiral`)).json(),
    );
    expect(search.submissions.map((s) => s.id)).toEqual([ids[2]]);
    expect(search.matching).toBe(1);
    const literal = submissionPageSchema.parse(
      (await as(started.owner).get(`${base()}/submissions?limit=50&q=${encodeURIComponent('%')}`)).json(),
    );
    expect(literal.submissions).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(
      submissionPageSchema.parse(
        (await as(started.owner).get(`${base()}/submissions?limit=50&from=${today}&to=${today}`)).json(),
      ).matching,
    ).toBe(3);
    expect(
      submissionPageSchema.parse((await as(started.owner).get(`${base()}/submissions?limit=50&to=2000-01-01`)).json())
        .submissions,
    ).toEqual([]);
    const bad = await as(started.owner).get(`${base()}/submissions?limit=9999`);
    expect([bad.statusCode, bad.json()]).toEqual([400, { message: 'limit must be between 1 and 500.' }]);
    const badCursor = await as(started.owner).get(`${base()}/submissions?limit=5&before=nonsense`);
    expect(badCursor.statusCode).toBe(400);
  });

  it('answers a submission’s entries and marks it read when opened', async () => {
    const entries = (await as(started.owner).get(`${base()}/submissions/${ids[0]}/entries`)).json<
      { question_id: number; value: unknown }[]
    >();
    expect(entries.find((e) => e.question_id === 3)?.value).toEqual(['lunch', 'dinner']);
    expect((await as(started.owner).put(`${base()}/submissions/${ids[0]}`, { read: 1 })).statusCode).toBe(200);
    expect((await as(started.owner).put(`${base()}/submissions/${ids[0]}`, { read: 1 })).statusCode).toBe(200);
    const unread = submissionPageSchema.parse(
      (await as(started.owner).get(`${base()}/submissions?limit=50&unread=true`)).json(),
    );
    expect(unread.submissions.map((s) => s.id)).toEqual([ids[2], ids[1]]);
    expect(unread).toMatchObject({ unread: 2, matching: 2, total: 3 });
    expect((await as(started.owner).get(`${base()}/submissions/999999/entries`)).statusCode).toBe(404);
  });

  it('charts every question from aggregates: choices by display text, NPS, average, last five', async () => {
    const published = (await as(started.owner).get(`${base()}?published=true`)).json<{ version: number }>();
    started.server.pageViews.count(started.form.id);
    await started.server.pageViews.flush();
    const stats = statisticsSchema.parse(
      (await as(started.owner).get(`${base()}/${published.version}/statistics`)).json(),
    );
    expect(stats.responses).toBe(3);
    const byLabel = Object.fromEntries(stats.elements.map((e) => [e.label, e]));
    expect(byLabel['Coming?']?.chartItems.map((i) => [i.name, i.value])).toEqual([
      ['Yes', 2],
      ['No', 1],
    ]);
    expect(byLabel['Meals']?.chartItems.map((i) => [i.name, i.value])).toEqual([
      ['Lunch', 2],
      ['Dinner', 1],
    ]);
    // Promoters 10 and 9, detractor 3: (2 − 1) / 3 = 33.33 %.
    expect(byLabel['Recommend?']).toMatchObject({
      chartType: 'netPromoterScore',
      netPromoterScore: 33.33,
      responseCount: 3,
    });
    expect(byLabel['Guests']).toMatchObject({ chartType: 'average', average: 3, responseCount: 2 });
    expect(byLabel['Name']?.chartItems.map((i) => i.value)).toEqual([
      'Grace, "the admiral"',
      '=HYPERLINK("http://evil.test","click")',
      'Ada',
    ]);
    expect(stats.views).toBeGreaterThanOrEqual(1);
    expect(stats.completionRate).not.toBeNull();
  });

  it('exports CSV with a BOM, RFC 4180 quoting and formulas neutralised; parses back', async () => {
    const exported = (await as(started.owner).post(`${base()}/CSVExport`, { submissionIds: ids })).json<{
      filename: string;
      content: string;
    }>();
    expect(exported.filename).toMatch(/^Test form-submissions-\d{4}-\d\d-\d\d\.csv$/);
    expect(exported.content.startsWith('\uFEFF')).toBe(true);
    const rows = readCsv(exported.content);
    expect(rows[0]).toEqual([
      'ID',
      'Submission Date (UTC)',
      'Name',
      'Coming?',
      'Meals',
      'Recommend?',
      'Guests',
      'Ticket',
    ]);
    const byId = new Map(rows.slice(1).map((row) => [row[0], row]));
    expect(byId.get(String(ids[1]))?.[2]).toBe('\'=HYPERLINK("http://evil.test","click")');
    expect(byId.get(String(ids[2]))?.[2]).toBe('Grace, "the admiral"');
    expect(byId.get(String(ids[0]))?.[3]).toBe('Yes');
    const streamed = await as(started.owner).get(`${base()}/submissions.csv`);
    expect(streamed.headers['content-type']).toMatch(/^text\/csv/);
    expect(readCsv(streamed.body).length).toBe(4);
  });

  it('exports only the header for a form without submissions', async () => {
    const empty = await createPublishedForm(started.server, started.owner, elements);
    const url = `/api/users/${started.owner.id}/forms/${empty.id}`;
    const exported = (await as(started.owner).post(`${url}/CSVExport`, { submissionIds: [] })).json<{
      content: string;
    }>();
    expect(readCsv(exported.content)).toEqual([
      ['ID', 'Submission Date (UTC)', 'Name', 'Coming?', 'Meals', 'Recommend?', 'Guests', 'Ticket'],
    ]);
    expect(readCsv((await as(started.owner).get(`${url}/submissions.csv`)).body).length).toBe(1);
  });

  it('keeps another owner out (403) and a visitor out (401), and never reads "submissions" as a version', async () => {
    for (const [method, path, payload] of [
      ['GET', '/submissions?limit=5'],
      ['GET', `/submissions/${ids[0]}/entries`],
      ['PUT', `/submissions/${ids[0]}`, { read: 1 }],
      ['POST', '/CSVExport', { submissionIds: ids }],
      ['DELETE', '/deleteSubmission', { submissionIds: ids }],
      ['GET', '/1/statistics'],
      ['GET', '/submissions.csv'],
    ] as const) {
      const url = `/api/users/${other.id}/forms/${started.form.id}${path}`;
      const response = await as(other).request(method, url, payload);
      expect({ path, status: response.statusCode }).toEqual({ path, status: 403 });
      const visitor = await anon(started.server).request(method, `${base()}${path}`, payload);
      expect({ path, status: visitor.statusCode }).toEqual({ path, status: 401 });
    }
    expect(Array.isArray((await as(started.owner).get(`${base()}/submissions`)).json())).toBe(true);
  });

  it('checks a file for the download page, then deletes submissions with their files', async () => {
    const entries = (await as(started.owner).get(`${base()}/submissions/${ids[0]}/entries`)).json<
      { question_id: number; value: { fileName?: string } }[]
    >();
    expect(entries.find((e) => e.question_id === 6)?.value).toMatchObject({ fileName: 'ticket.txt' });
    const check = `/api/checkIfFileIsExist/${started.owner.id}/${started.form.id}/${ids[0]}/6/ticket.txt`;
    expect((await as(started.owner).get(check)).json()).toEqual({ success: true, data: [true] });
    const notYours = await as(other).get(
      `/api/checkIfFileIsExist/${other.id}/${started.form.id}/${ids[0]}/6/ticket.txt`,
    );
    expect([notYours.statusCode, notYours.json()]).toEqual([403, { message: 'That form is not yours' }]);
    expect((await as(started.owner).get(check.replace('ticket.txt', 'other.txt'))).json()).toEqual({
      message: 'Submission not found',
    });
    const filesBefore = storedFiles(started.server).length;

    const deleted = await as(started.owner).delete(`${base()}/deleteSubmission`, { submissionIds: [ids[0], ids[1]] });
    expect(deleted.json()).toEqual({ success: true, deleted: 2 });
    expect(storedFiles(started.server).length).toBe(filesBefore - 1);
    expect((await as(started.owner).get(check)).statusCode).toBe(404);
    const page = submissionPageSchema.parse((await as(started.owner).get(`${base()}/submissions?limit=50`)).json());
    expect(page.submissions.map((s) => s.id)).toEqual([ids[2]]);
    expect(page).toMatchObject({ total: 1, unread: 1 });
    const list = (await as(started.owner).get(`/api/users/${started.owner.id}/forms`)).json<
      { id: number; responseCount: number }[]
    >();
    expect(list.find((f) => f.id === started.form.id)?.responseCount).toBe(1);
  });
});
