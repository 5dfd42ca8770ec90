import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Element } from '@formbuilder/core';
import { createDiskStorage } from '../storage/file-storage';
import { startPublishedForm } from '../submissions/intake-testing';
import { createPublishedForm, createSubmission, createUser, type TestUser } from '../test/factories';
import { anon, as } from '../test/requests';
import { testDialects } from '../test/test-server';
import { readCsv } from './csv-testing';
import { readZip } from './zip-testing';

// The GET exports (docs/api.md, Submissions): CSV, Excel, JSON and the uploaded files as a ZIP, each
// with the list's filters and the chosen ids, from the same columns and words.
const elements = [
  { id: 1, type: 'TextBox', label: '<b>Name</b>' },
  { id: 2, type: 'Number', label: 'Age' },
  { id: 3, type: 'Date', label: 'Day' },
  { id: 4, type: 'File', label: 'CV / Résumé' },
] as unknown as Element[];

interface JsonSubmission {
  id: number;
  created_at: string;
  submission_date: string;
  completion_time: number | null;
  language: string;
  answers: Record<string, { question: string; value: string | number | null }>;
}

describe.each(testDialects)('the exports (%s)', (dialect) => {
  let started: Awaited<ReturnType<typeof startPublishedForm>>;
  let other: TestUser;
  let ada: number;
  let formula: number;
  let bob: number;
  const base = () => `/api/users/${started.owner.id}/forms/${started.form.id}`;
  const get = (path: string) => as(started.owner).get(`${base()}${path}`);

  beforeAll(async () => {
    started = await startPublishedForm(dialect, elements);
    const file = (name: string, text: string) => ({ field: 'q_4', name, data: Buffer.from(text), type: 'text/plain' });
    ada = await createSubmission(
      started.server,
      started.form,
      [
        ['q_1', 'Ada'],
        ['q_2', '36'],
        ['q_3', '2026-01-15'],
      ],
      [file('cv.txt', 'Ada’s CV')],
    );
    formula = await createSubmission(
      started.server,
      started.form,
      [
        ['q_1', '=1+1'],
        ['q_2', '7.5'],
      ],
      [file('a:b?.txt', 'second file')],
    );
    bob = await createSubmission(started.server, started.form, [['q_1', 'Bob']]);
    const { kysely } = started.server.db;
    // Known instants (Paris is UTC+1 in winter), oldest first: Ada, the formula, Bob.
    for (const [id, at] of [
      [ada, '2026-01-15T09:30:00.000Z'],
      [formula, '2026-01-16T09:30:00.000Z'],
      [bob, '2026-01-17T09:30:00.000Z'],
    ] as const)
      await kysely
        .updateTable('submissions')
        .set({ created_at: at, completion_time: 42 })
        .where('id', '=', id)
        .execute();
    // A second file of Ada's under the same name (as older data may hold): made unique in the ZIP.
    const stored = await kysely
      .selectFrom('files')
      .selectAll()
      .where('submission_id', '=', ada)
      .executeTakeFirstOrThrow();
    const { id: _id, ...row } = stored;
    await kysely
      .insertInto('files')
      .values({
        ...row,
        storage_key: await createDiskStorage(started.server.dataDir).put(Buffer.from('second cv')),
        size: 9,
      })
      .execute();
    other = await createUser(started.server, 'other@example.com');
  });
  afterAll(() => started.server.close());

  it('writes a workbook with the CSV’s columns: real dates and numbers, formulas kept as text, a bold frozen header', async () => {
    const response = await get('/submissions.xlsx?timeZone=Europe/Paris');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename=".+-submissions-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('Submissions')!;
    const csv = readCsv((await get('/submissions.csv?timeZone=Europe/Paris')).body);
    expect(sheet.getRow(1).values).toEqual([undefined, ...csv[0]!]);
    expect(csv[0]).toEqual(['ID', 'Submission Date (Europe/Paris)', 'Name', 'Age', 'Day', 'CV / Résumé']);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getColumn(2).width).toBeGreaterThanOrEqual(20);
    expect(sheet.rowCount).toBe(4);
    // Newest first, as the CSV.
    expect([2, 3, 4].map((n) => sheet.getRow(n).getCell(1).value)).toEqual([bob, formula, ada]);
    const adaRow = sheet.getRow(4);
    expect(adaRow.getCell(2).value).toEqual(new Date('2026-01-15T10:30:00.000Z'));
    expect(adaRow.getCell(2).numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    expect(adaRow.getCell(4).value).toBe(36);
    expect(adaRow.getCell(5).value).toEqual(new Date('2026-01-15T00:00:00.000Z'));
    expect(adaRow.getCell(6).value).toBe('cv.txt');
    const formulaRow = sheet.getRow(3);
    expect(formulaRow.getCell(3).type).toBe(ExcelJS.ValueType.String);
    expect(formulaRow.getCell(3).value).toBe('=1+1');
    expect(formulaRow.getCell(4).value).toBe(7.5);
    expect(sheet.getRow(2).getCell(4).value).toBeNull();
  });

  it('writes JSON a program can read: keys by question id, typed numbers, null for no answer', async () => {
    const response = await get('/submissions.json?timeZone=Europe/Paris');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/\.json"/);
    const submissions = response.json<JsonSubmission[]>();
    expect(submissions.map((s) => s.id)).toEqual([bob, formula, ada]);
    expect(submissions[2]).toEqual({
      id: ada,
      created_at: '2026-01-15T09:30:00.000Z',
      submission_date: '2026-01-15 10:30:00',
      completion_time: 42,
      // A form in one language: every submission in its default (docs/product.md, "Languages in results").
      language: 'en',
      answers: {
        '1': { question: 'Name', value: 'Ada' },
        '2': { question: 'Age', value: 36 },
        '3': { question: 'Day', value: '2026-01-15' },
        '4': { question: 'CV / Résumé', value: 'cv.txt' },
      },
    });
    expect(submissions[1]?.answers['1']?.value).toBe('=1+1');
    expect(submissions[0]?.answers['2']?.value).toBeNull();
  });

  it('zips the uploaded files under safe, unique names with a manifest of them', async () => {
    const response = await get('/submissions.zip?timeZone=Europe/Paris');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/\.zip"/);
    const entries = await readZip(response.rawPayload);
    expect([...entries.keys()]).toEqual([
      `${formula}/CV _ Résumé/a_b_.txt`,
      `${ada}/CV _ Résumé/cv.txt`,
      `${ada}/CV _ Résumé/cv (2).txt`,
      'manifest.csv',
    ]);
    expect(entries.get(`${ada}/CV _ Résumé/cv.txt`)?.toString()).toBe('Ada’s CV');
    expect(entries.get(`${ada}/CV _ Résumé/cv (2).txt`)?.toString()).toBe('second cv');
    expect(entries.get(`${formula}/CV _ Résumé/a_b_.txt`)?.toString()).toBe('second file');
    expect(readCsv(entries.get('manifest.csv')!.toString())).toEqual([
      ['Submission ID', 'Submission Date (Europe/Paris)', 'Question', 'File Name', 'Size (bytes)', 'Path'],
      [String(formula), '2026-01-16 10:30:00', 'CV / Résumé', 'a:b?.txt', '11', `${formula}/CV _ Résumé/a_b_.txt`],
      [String(ada), '2026-01-15 10:30:00', 'CV / Résumé', 'cv.txt', '10', `${ada}/CV _ Résumé/cv.txt`],
      [String(ada), '2026-01-15 10:30:00', 'CV / Résumé', 'cv.txt', '9', `${ada}/CV _ Résumé/cv (2).txt`],
    ]);
  });

  it('lists a file whose stored copy is gone in the manifest without a path, and leaves it out', async () => {
    const form = await createPublishedForm(started.server, started.owner, elements);
    const id = await createSubmission(
      started.server,
      form,
      [['q_1', 'Gone']],
      [{ field: 'q_4', name: 'lost.txt', data: Buffer.from('lost'), type: 'text/plain' }],
    );
    const { storage_key: key } = await started.server.db.kysely
      .selectFrom('files')
      .select('storage_key')
      .where('submission_id', '=', id)
      .executeTakeFirstOrThrow();
    await createDiskStorage(started.server.dataDir).remove(key);
    const response = await as(started.owner).get(`/api/users/${started.owner.id}/forms/${form.id}/submissions.zip`);
    expect(response.statusCode).toBe(200);
    const entries = await readZip(response.rawPayload);
    expect([...entries.keys()]).toEqual(['manifest.csv']);
    expect(readCsv(entries.get('manifest.csv')!.toString())[1]).toEqual([
      String(id),
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      'CV / Résumé',
      'lost.txt',
      '4',
      '',
    ]);
  });

  it('takes only the chosen ids, within the filters, in every format', async () => {
    const chosen = `ids=${ada},${bob}`;
    expect(readCsv((await get(`/submissions.csv?${chosen}`)).body).map((row) => row[0])).toEqual([
      'ID',
      String(bob),
      String(ada),
    ]);
    expect((await get(`/submissions.json?${chosen}`)).json<JsonSubmission[]>().map((s) => s.id)).toEqual([bob, ada]);
    // The filters still hold: of the two chosen, only Ada's answers hold "ad".
    expect((await get(`/submissions.json?${chosen}&q=ad`)).json<JsonSubmission[]>().map((s) => s.id)).toEqual([ada]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await get(`/submissions.xlsx?ids=${formula}`)).rawPayload as unknown as ExcelJS.Buffer);
    expect(workbook.getWorksheet('Submissions')!.getColumn(1).values).toEqual([undefined, 'ID', formula]);
    const zipped = await readZip((await get(`/submissions.zip?ids=${formula}`)).rawPayload);
    expect([...zipped.keys()]).toEqual([`${formula}/CV _ Résumé/a_b_.txt`, 'manifest.csv']);
    // Bob has no file: an empty ZIP but for its manifest's header.
    const empty = await readZip((await get(`/submissions.zip?ids=${bob}`)).rawPayload);
    expect(readCsv(empty.get('manifest.csv')!.toString())).toHaveLength(1);
  });

  it('takes the list’s filters', async () => {
    expect(
      (await get('/submissions.json?from=2026-01-16&to=2026-01-16')).json<JsonSubmission[]>().map((s) => s.id),
    ).toEqual([formula]);
    expect((await get('/submissions.json?q=bob')).json<JsonSubmission[]>().map((s) => s.id)).toEqual([bob]);
    expect((await get('/submissions.json?q=nobody')).json()).toEqual([]);
  });

  it('refuses bad ids in words, and exports nothing', async () => {
    for (const ids of ['abc', '1,,2', '0', '-4', '1.5', '99999999999']) {
      const response = await get(`/submissions.json?ids=${ids}`);
      expect({ ids, status: response.statusCode }).toEqual({ ids, status: 400 });
      expect(response.json<{ message: string }>().message).toContain('ids must be submission ids separated by commas');
    }
    const many = Array.from({ length: 10_001 }, (_, i) => i + 1).join(',');
    const tooMany = await get(`/submissions.xlsx?ids=${many}`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<{ message: string }>().message).toContain('At most 10,000 submissions can be chosen');
    // Ten thousand is fine (those not the form's are simply not there).
    const enough = Array.from({ length: 10_000 }, (_, i) => i + 1).join(',');
    expect((await get(`/submissions.csv?ids=${enough}`)).statusCode).toBe(200);
  });

  it('refuses a ZIP of a form without a file question, in words', async () => {
    const plain = await createPublishedForm(started.server, started.owner, [
      { id: 1, type: 'TextBox', label: 'Name' },
    ] as unknown as Element[]);
    const response = await as(started.owner).get(`/api/users/${started.owner.id}/forms/${plain.id}/submissions.zip`);
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { message: 'This form has no file upload question, so there are no files to download.' },
    ]);
  });

  it('keeps another owner (403) and a visitor (401) out of every export', async () => {
    for (const extension of ['csv', 'xlsx', 'json', 'zip']) {
      const path = `/submissions.${extension}`;
      const notYours = await as(other).get(`/api/users/${other.id}/forms/${started.form.id}${path}`);
      expect({ path, status: notYours.statusCode }).toEqual({ path, status: 403 });
      expect((await anon(started.server).get(`${base()}${path}`)).statusCode).toBe(401);
    }
  });
});
