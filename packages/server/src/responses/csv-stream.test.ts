import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Element } from '@formbuilder/core';
import type { ArrayReader } from '../db/database';
import { startPublishedForm } from '../submissions/intake-testing';
import { testDialects } from '../test/test-server';
import { createCsvExport } from './csv-export';
import { as } from '../test/requests';

// `GET …/submissions.csv` streams any size in constant memory. The bench measures
// a million rows (bench/data.bench.mjs); these catch the two ways to lose it cheaply: reading
// ahead of a slow client, and a batch boundary that drops or repeats a submission.
const elements = [
  { id: 1, type: 'TextBox', label: 'Name' },
  { id: 2, type: 'Checkbox', label: 'Meals', options: ['Lunch##lunch', 'Dinner##dinner'] },
] as unknown as Element[];
const SUBMISSIONS = 3_107; // twelve batches and a part (a boundary falls among equal dates); the buffer holds about six
const BATCH = 250;

describe.each(testDialects)('the streamed CSV (%s)', (dialect) => {
  let started: Awaited<ReturnType<typeof startPublishedForm>>;

  beforeAll(async () => {
    started = await startPublishedForm(dialect, elements);
    const { kysely } = started.server.db;
    const formId = started.form.id;
    // Three submissions a second, so the keyset goes on past equal dates by id; every seventh without answers.
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
    const entries = submissions.flatMap(({ id }, i) =>
      i % 7 === 0
        ? []
        : [
            {
              submission_id: id,
              question_id: 1,
              value: i % 5 === 0 ? `=Person, "${i}"` : `Person ${i}`,
              form_id: formId,
            },
            {
              submission_id: id,
              question_id: 2,
              value: JSON.stringify(i % 2 ? ['lunch'] : ['lunch', 'dinner']),
              form_id: formId,
            },
          ],
    );
    for (let i = 0; i < entries.length; i += 500)
      await kysely
        .insertInto('entries')
        .values(entries.slice(i, i + 500))
        .execute();
  });
  afterAll(() => started.server.close());

  it('waits for a slow reader: no more than the buffer and one batch read ahead', async () => {
    let reads = 0;
    const counting: ArrayReader = (sql, params) => {
      reads += 1;
      return started.server.db.readArrays(sql, params);
    };
    const stream = await createCsvExport({ ...started.server.db, readArrays: counting }).stream(started.form.id, 'UTC');
    const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
    // Until no read has come for 150 ms: on a busy machine filling the buffer takes a while.
    const quiet = async () => {
      let calm = 0;
      while (calm < 3) {
        const seen = reads;
        await settle();
        calm = reads === seen ? calm + 1 : 0;
      }
    };
    await quiet();
    // Nobody reads: the stream stops once its buffer (64 kB) is full, far from the end.
    const unread = reads;
    expect(unread).toBeGreaterThan(0);
    expect(unread).toBeLessThan(SUBMISSIONS / BATCH);
    expect(stream.readableLength).toBeLessThan(stream.readableHighWaterMark + 32 * 1024);
    await settle();
    expect(reads).toBe(unread);
    // One chunk taken: at most the batch it makes room for.
    stream.read(1);
    await quiet();
    expect(reads).toBeLessThanOrEqual(unread + 1);
    stream.destroy();
  });

  it('has every submission once, newest first, as the export of the chosen ones has them', async () => {
    const base = `/api/users/${started.owner.id}/forms/${started.form.id}`;
    const streamed = await as(started.owner).get(`${base}/submissions.csv`);
    expect(streamed.statusCode).toBe(200);
    const rows: string[][] = parse(streamed.body, { bom: true });
    expect(rows).toHaveLength(SUBMISSIONS + 1);
    const ids = rows.slice(1).map((row) => Number(row[0]));
    expect(new Set(ids).size).toBe(SUBMISSIONS);
    const order = rows.slice(1).map((row) => `${row[1]} ${String(row[0]).padStart(9, '0')}`);
    expect(order).toEqual([...order].sort().reverse());
    const selected = await as(started.owner).post(`${base}/CSVExport`, { submissionIds: ids });
    expect(parse(selected.json<{ content: string }>().content, { bom: true })).toEqual(rows);
    // A submission without answers has empty cells; a formula-looking answer is text.
    expect(rows.find((row) => row[2] === '')?.[3]).toBe('');
    expect(rows.filter((row) => row[2]?.startsWith('\'=Person, "')).length).toBeGreaterThan(0);
  });
});
