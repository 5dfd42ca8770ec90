import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Element } from '@formbuilder/core';
import type { ArrayReader } from '../db/database';
import { createDiskStorage, type FileStorage } from '../storage/file-storage';
import { startPublishedForm } from '../submissions/intake-testing';
import { testDialects } from '../test/test-server';
import { createJsonExport } from './json-export';
import { createXlsxExport } from './xlsx-export';
import { createZipExport } from './zip-export';
import { readZip } from './zip-testing';

// The workbook, the JSON and the ZIP stream any size as the CSV does (csv-stream.test.ts): nobody
// reading, they stop reading submissions (or files) far from the end; read, they hold every one.
const elements = [
  { id: 1, type: 'TextBox', label: 'Name' },
  { id: 2, type: 'File', label: 'Photo' },
] as unknown as Element[];
const SUBMISSIONS = 4_321; // seventeen batches and a part
const BATCH = 250;
const FILES = 40;
const FILE_BYTES = 64 * 1024;

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
/** Until `count` has moved, then not moved for 150 ms: on a busy machine filling a buffer takes a while. */
async function quiet(count: () => number) {
  await vi.waitFor(() => expect(count()).toBeGreaterThan(0), { timeout: 10_000 });
  let calm = 0;
  while (calm < 3) {
    const seen = count();
    await settle();
    calm = count() === seen ? calm + 1 : 0;
  }
}
async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

describe.each(testDialects)('the streamed exports (%s)', (dialect) => {
  let started: Awaited<ReturnType<typeof startPublishedForm>>;
  let reads = 0;
  const counting: ArrayReader = (sql, params) => {
    reads += 1;
    return started.server.db.readArrays(sql, params);
  };
  const db = () => ({ ...started.server.db, readArrays: counting });

  beforeAll(async () => {
    started = await startPublishedForm(dialect, elements);
    const { kysely } = started.server.db;
    const formId = started.form.id;
    const submissions = await kysely
      .insertInto('submissions')
      .values(
        Array.from({ length: SUBMISSIONS }, (_, i) => ({
          form_id: formId,
          version: 1,
          created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, Math.floor(i / 3))).toISOString(),
          read: 0,
          completion_time: 10,
        })),
      )
      .returning('id')
      .execute();
    // Text that hardly compresses, so the workbook's buffer fills as a real one would.
    const entries = submissions.map(({ id }) => ({
      submission_id: id,
      question_id: 1,
      value: randomBytes(24).toString('base64'),
      form_id: formId,
    }));
    for (let i = 0; i < entries.length; i += 500)
      await kysely
        .insertInto('entries')
        .values(entries.slice(i, i + 500))
        .execute();
    const storage = createDiskStorage(started.server.dataDir);
    const owner = started.owner.id;
    for (const [i, { id }] of submissions.slice(0, FILES).entries())
      await kysely
        .insertInto('files')
        .values({
          user_id: owner,
          form_id: formId,
          submission_id: id,
          question_id: 2,
          storage_key: await storage.put(Buffer.alloc(FILE_BYTES, i)),
          file_name: `photo ${i}.jpg`,
          mime_type: 'image/jpeg',
          size: FILE_BYTES,
          created_at: new Date().toISOString(),
        })
        .execute();
  });
  afterAll(() => started.server.close());

  it('the workbook: waits for a slow reader, then holds every submission', async () => {
    reads = 0;
    const stream = await createXlsxExport(db()).stream(started.form.id, 'UTC', { filter: {} });
    await quiet(() => reads);
    expect(reads).toBeGreaterThan(0);
    expect(reads).toBeLessThan(SUBMISSIONS / BATCH);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await bytesOf(stream)) as unknown as ExcelJS.Buffer);
    const ids = workbook.getWorksheet('Submissions')!.getColumn(1).values.slice(2);
    expect(new Set(ids).size).toBe(SUBMISSIONS);
    expect(reads).toBe(Math.ceil(SUBMISSIONS / BATCH));
  });

  it('the JSON: waits for a slow reader, then holds every submission once', async () => {
    reads = 0;
    const stream = await createJsonExport(db()).stream(started.form.id, 'UTC', { filter: {} });
    await quiet(() => reads);
    expect(reads).toBeGreaterThan(0);
    expect(reads).toBeLessThan(SUBMISSIONS / BATCH);
    const parsed = JSON.parse((await bytesOf(stream)).toString()) as { id: number }[];
    expect(new Set(parsed.map((submission) => submission.id)).size).toBe(SUBMISSIONS);
  });

  it('the ZIP: reads one file at a time as the reader takes them, then holds every file', async () => {
    const storage = createDiskStorage(started.server.dataDir);
    let gets = 0;
    const countingStorage: FileStorage = {
      ...storage,
      get: (key) => {
        gets += 1;
        return storage.get(key);
      },
    };
    const stream = await createZipExport(db(), countingStorage).stream(started.form.id, 'UTC', { filter: {} });
    await quiet(() => gets);
    expect(gets).toBeGreaterThan(0);
    expect(gets).toBeLessThan(FILES / 2);
    const entries = await readZip(await bytesOf(stream));
    expect(entries.size).toBe(FILES + 1);
    expect(gets).toBe(FILES);
  });
});
