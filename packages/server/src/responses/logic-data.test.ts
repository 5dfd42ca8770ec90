import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDialects, type TestServer } from '../test/test-server';
import { createUser, type TestUser } from '../test/factories';
import { anon, as } from '../test/requests';
import { plain, quiz, quote } from '../submissions/logic-testing';
import { readCsv } from './csv-testing';

// The owner's data of a form with logic (docs/product.md, "Logic"): each calculated value in a
// column headed by its name, and the ending chosen in a column "Ending", in the list, CSV, Excel
// and JSON; a form without logic keeps its columns.

describe.each(testDialects)('the data of a form with logic (%s)', (dialect) => {
  let server: TestServer;
  let owner: TestUser;
  let form: { id: number; uuid: string };
  let plainForm: { id: number; uuid: string };
  let passed: number;
  let again: number;
  const forms = () => `/api/users/${owner.id}/forms`;
  const get = (path: string) => as(owner).get(`${forms()}/${form.id}${path}`);
  async function published(props: unknown): Promise<{ id: number; uuid: string }> {
    const created = (await as(owner).post(forms(), { id: null, title: 'Quiz', private: 0, props })).json<{
      id: number;
      uuid: string;
    }>();
    await as(owner).post(`${forms()}/${created.id}/publish`);
    return created;
  }
  const submit = async (uuid: string, body: Record<string, string>) => {
    const res = await anon(server).post(`/form/view/${uuid}`, body, { headers: { accept: 'application/json' } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ submissionId: number }>().submissionId;
  };

  beforeAll(async () => {
    server = await startTestServer(dialect, { SUBMIT_RATE_LIMIT: '0' });
    owner = await createUser(server, 'owner@example.com');
    form = await published(quiz);
    plainForm = await published(plain);
    again = await submit(form.uuid, { q_1: 'lyon', q_2: '5' });
    passed = await submit(form.uuid, { q_1: 'paris', q_2: '4' });
    await submit(plainForm.uuid, { q_1: 'Ada' });
  });
  afterAll(() => server.close());

  it('adds a column per value, headed by its name, and the ending to the CSV', async () => {
    const csv = readCsv((await get('/submissions.csv?timeZone=UTC')).body);
    expect(csv[0]).toEqual(['ID', 'Submission Date (UTC)', 'Capital of France?', '2 + 2?', 'Score', 'Ending']);
    expect(csv.slice(1).map((row) => [row[0], ...row.slice(2)])).toEqual([
      [String(passed), 'Paris', 'Four', '2', 'Passed'],
      [String(again), 'Lyon', 'Five', '0', 'Try again'],
    ]);
    const chosen = (await as(owner).post(`${forms()}/${form.id}/CSVExport`, { submissionIds: [passed] })).json<{
      content: string;
    }>();
    expect(readCsv(chosen.content)[1]?.slice(4)).toEqual(['2', 'Passed']);
  });

  it('gives the values by id with their names, and the ending by name, in the JSON', async () => {
    const rows = (await get('/submissions.json')).json<Record<string, unknown>[]>();
    expect(rows.map((row) => [row.id, row.values, row.ending])).toEqual([
      [passed, { total: { name: 'Score', value: 2 } }, 'Passed'],
      [again, { total: { name: 'Score', value: 0 } }, 'Try again'],
    ]);
  });

  it('types a number value in the workbook', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await get('/submissions.xlsx')).rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('Submissions')!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'ID',
      expect.any(String),
      'Capital of France?',
      '2 + 2?',
      'Score',
      'Ending',
    ]);
    expect(sheet.getRow(2).getCell(5).value).toBe(2);
    expect(sheet.getRow(2).getCell(6).value).toBe('Passed');
  });

  it("carries each row's values and ending in the list", async () => {
    const page = (await get('/submissions?limit=50')).json<{ submissions: Record<string, unknown>[] }>();
    expect(page.submissions.map((row) => [row.id, row.variables, row.ending])).toEqual([
      [passed, { total: 2 }, 'passed'],
      [again, { total: 0 }, 'again'],
    ]);
  });

  it('exports the URL parameters the form names as columns, and lists them', async () => {
    const quoteForm = await published(quote);
    const withParam = await submit(quoteForm.uuid, {
      q_1: 'Ada',
      q_2: 'no',
      q_6: '2',
      _params: 'utm_source=news&secret=kept-out',
    });
    const without = await submit(quoteForm.uuid, { q_1: 'Bob', q_2: 'no', q_6: '1' });
    const base = `${forms()}/${quoteForm.id}`;
    const csv = readCsv((await as(owner).get(`${base}/submissions.csv?timeZone=UTC`)).body);
    expect(csv[0]?.slice(-3)).toEqual(['Price', 'Ending', 'URL parameter utm_source']);
    expect(csv.slice(1).map((row) => [row[0], row.at(-1)])).toEqual([
      [String(without), ''],
      [String(withParam), 'news'],
    ]);
    expect(csv.flat()).not.toContain('kept-out');
    const rows = (await as(owner).get(`${base}/submissions.json`)).json<Record<string, unknown>[]>();
    expect(rows.map((row) => [row.id, row.params])).toEqual([
      [without, { utm_source: null }],
      [withParam, { utm_source: 'news' }],
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await as(owner).get(`${base}/submissions.xlsx`)).rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('Submissions')!;
    const header = sheet.getRow(1).values as unknown[];
    expect(header.at(-1)).toBe('URL parameter utm_source');
    expect(sheet.getRow(3).getCell(header.length - 1).value).toBe('news');
    const listed = (await as(owner).get(`${base}/submissions?limit=5`)).json<{
      submissions: Record<string, unknown>[];
    }>().submissions;
    expect(listed.map((row) => [row.id, row.params])).toEqual([
      [without, undefined],
      [withParam, { utm_source: 'news' }],
    ]);
  });

  it('keeps the columns of a form without logic', async () => {
    const base = `${forms()}/${plainForm.id}`;
    expect(readCsv((await as(owner).get(`${base}/submissions.csv?timeZone=UTC`)).body)[0]).toEqual([
      'ID',
      'Submission Date (UTC)',
      'Name',
    ]);
    const [row] = (await as(owner).get(`${base}/submissions.json`)).json<Record<string, unknown>[]>();
    expect(Object.keys(row ?? {})).toEqual([
      'id',
      'created_at',
      'submission_date',
      'completion_time',
      'language',
      'answers',
    ]);
    const [listed] = (await as(owner).get(`${base}/submissions?limit=5`)).json<{ submissions: object[] }>().submissions;
    expect(listed).not.toHaveProperty('variables');
    expect(listed).not.toHaveProperty('ending');
  });
});
