import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNewForm, type Element, type FormProps } from '@formbuilder/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { startTestServer, testDialects, type TestServer } from '../test/test-server';
import { insertSubmissions, submissionRecord, type PendingWrite, type SubmissionRecord } from './submissions.store';
import { writeSubmissionsPostgres } from './submissions.store';

// The two submission write paths — Kysely (one transaction each) and PostgreSQL's one
// statement for a batch — consume the same flat record: the same submissions stored
// through each must leave the same rows, ids aside, counters included.

const now = new Date('2026-03-14T09:26:53.000Z');

function pending(target: PendingWrite['target'], overrides: Partial<PendingWrite> = {}): PendingWrite {
  return {
    target,
    kept: {},
    files: [],
    idempotencyKey: null,
    bodyHash: null,
    resultToken: null,
    now,
    completion: null,
    ...overrides,
  };
}

async function clear(db: Kysely<Database>): Promise<void> {
  for (const table of ['outbox', 'files', 'entries', 'submissions', 'usages', 'form_stats', 'answer_counts'] as const)
    await db.deleteFrom(table).execute();
}

/** Counter rows in one order whatever the database's collation. */
function byKey<T extends { form_id: number | null; question_id: number; value_key: string | null }>(rows: T[]): T[] {
  const text = (row: T) => `${row.form_id}\u0000${String(row.question_id).padStart(10, '0')}\u0000${row.value_key}`;
  return rows.sort((a, b) => (text(a) < text(b) ? -1 : text(a) > text(b) ? 1 : 0));
}

/** Every stored row of the tables a submission writes, its own ids replaced by its place in `order`. */
async function storedRows(db: Kysely<Database>, ids: number[]) {
  const place = (id: number | null) => (id === null ? null : ids.indexOf(id));
  const submissions = await db.selectFrom('submissions').selectAll().orderBy('id').execute();
  const entries = await db.selectFrom('entries').selectAll().orderBy('submission_id').orderBy('question_id').execute();
  const files = await db.selectFrom('files').selectAll().orderBy('storage_key').execute();
  const outbox = await db.selectFrom('outbox').selectAll().orderBy('id').execute();
  const usages = await db.selectFrom('usages').selectAll().orderBy('user_id').orderBy('month').execute();
  const stats = await db.selectFrom('form_stats').selectAll().orderBy('form_id').execute();
  const answerCounts = byKey(await db.selectFrom('answer_counts').selectAll().execute());
  return {
    stats: stats.map((c) => ({
      form_id: c.form_id,
      submissions: Number(c.submissions),
      unread: Number(c.unread),
      views: Number(c.views),
      completion_sum: Number(c.completion_sum),
      completion_count: Number(c.completion_count),
    })),
    answerCounts: answerCounts.map((c) => ({ ...c, n: Number(c.n) })),
    submissions: submissions.map(({ id, ...row }) => ({ ...row, place: place(id) })),
    entries: entries.map(({ id: _id, submission_id, ...row }) => ({ ...row, submission: place(submission_id) })),
    files: files.map(({ id: _id, submission_id, ...row }) => ({ ...row, submission: place(submission_id) })),
    outbox: outbox.map(({ id: _id, payload, ...row }) => {
      const { submissionId, ...rest } = JSON.parse(payload) as { submissionId: number };
      return { ...row, payload: { ...rest, submission: place(submissionId) } };
    }),
    usages: usages.map((u) => ({
      ...u,
      upload_bytes: Number(u.upload_bytes),
      submissions: Number(u.submissions),
      submission_limit: Number(u.submission_limit),
    })),
  };
}

describe.skipIf(!testDialects.includes('postgres'))('submission write paths (postgres)', () => {
  let server: TestServer;
  let records: SubmissionRecord[];

  beforeAll(async () => {
    server = await startTestServer('postgres');
    const db = server.db.kysely;
    const at = now.toISOString();
    const user = await db
      .insertInto('users')
      .values({
        email: 'paths@example.com',
        name: 'paths',
        password_hash: null,
        google_sub: null,
        role_id: 2,
        email_verified: 1,
        is_active: 1,
        verification_code_hash: null,
        reset_code_hash: null,
        reset_expires_at: null,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Charted by counting values: Checkbox, Number, Radio; the TextBox's answers are never counted.
    const elements = [
      { id: 1, type: 'TextBox', label: 'Name' },
      { id: 2, type: 'Checkbox', label: 'Letters', options: ['a', 'b'] },
      { id: 3, type: 'Number', label: 'Count' },
      { id: 5, type: 'Radio', label: 'Long', options: ['x'] },
    ] as unknown as Element[];
    const props: FormProps = { ...createNewForm().props, elements };
    const form = await db
      .insertInto('forms')
      .values({
        uuid: 'write-paths',
        user_id: user.id,
        title: 'Paths',
        private: 0,
        props: JSON.stringify(props),
        published_version: 1,
        access_secret: null,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const target = {
      formId: form.id,
      ownerId: user.id,
      owner: { active: true, permission: '{}', submissions: 0, uploadBytes: 0 },
      version: 1,
      props,
    };
    // A live e-mail job, and one held while its integration is paused.
    const kinds = [
      { kind: 'integration:email', integration: 'email', held: false },
      { kind: 'integration:email-confirmation', integration: 'email', held: true },
    ];
    records = [
      submissionRecord(
        pending(target, {
          kept: { 1: 'Ada', 2: ['a', 'b'], 3: 7 },
          files: [
            {
              field: 'q4',
              questionId: 4,
              storageKey: 'k/one.txt',
              fileName: 'one.txt',
              mimeType: 'text/plain',
              size: 1234,
            },
          ],
          idempotencyKey: 'key-1',
          bodyHash: 'hash-1',
          resultToken: 'token-1',
          completion: 42,
        }),
        kinds,
      ),
      // An empty choice list counts as an answer; a value past 500 characters (these are
      // outside the BMP: 2 UTF-16 units each) is counted under its first 500, as value_key has it.
      submissionRecord(
        pending(target, {
          kept: { 1: 'Grace', 2: [], 3: 7, 5: '😀'.repeat(600) },
          idempotencyKey: 'key-2',
          bodyHash: 'hash-2',
        }),
        kinds,
      ),
      // A preview: neither counted nor sent to integrations.
      submissionRecord(pending({ ...target, version: 0 }, { kept: { 1: 'Preview', 2: ['a'] } }), kinds),
      submissionRecord(pending(target, { completion: 10 * 24 * 3600 }), []),
    ];
  });
  afterAll(() => server.close());

  it('stores the same rows through the Kysely path and the one-statement path', async () => {
    const db = server.db.kysely;

    await clear(db);
    const kyselyIds: number[] = [];
    for (const record of records)
      kyselyIds.push(...(await db.transaction().execute((trx) => insertSubmissions(trx, [record]))));
    const viaKysely = await storedRows(db, kyselyIds);

    await clear(db);
    const statementIds = await writeSubmissionsPostgres(db, records);
    const viaStatement = await storedRows(db, statementIds);

    expect(viaStatement).toEqual(viaKysely);
    // The comparison covers every kind of row a submission writes.
    expect(viaKysely.submissions).toHaveLength(4);
    expect(viaKysely.entries).toHaveLength(9);
    expect(viaKysely.files).toEqual([expect.objectContaining({ storage_key: 'k/one.txt', submission: 0 })]);
    const formOf = records[0]?.submission.form_id;
    expect(viaKysely.outbox).toEqual([
      expect.objectContaining({
        kind: 'integration:email',
        status: 'pending',
        form_id: formOf,
        integration: 'email',
        payload: { formId: formOf, integration: 'email', submission: 0 },
      }),
      expect.objectContaining({
        kind: 'integration:email-confirmation',
        status: 'paused',
        form_id: formOf,
        integration: 'email',
        payload: { formId: formOf, integration: 'email', submission: 0 },
      }),
      expect.objectContaining({
        kind: 'integration:email',
        status: 'pending',
        payload: { formId: formOf, integration: 'email', submission: 1 },
      }),
      expect.objectContaining({
        kind: 'integration:email-confirmation',
        status: 'paused',
        payload: { formId: formOf, integration: 'email', submission: 1 },
      }),
    ]);
    expect(viaKysely.usages).toEqual([
      expect.objectContaining({ month: '2026-03', submissions: 3, upload_bytes: 1234 }),
    ]);
    expect(viaKysely.submissions[0]).toMatchObject({
      idempotency_key: 'key-1',
      body_hash: 'hash-1',
      result_token: 'token-1',
      completion_time: 42,
    });
    // The counters: the preview's answers and its completion time are not among them.
    const formId = records[0]?.submission.form_id;
    expect(viaKysely.stats).toEqual([
      { form_id: formId, submissions: 3, unread: 3, views: 0, completion_sum: 42, completion_count: 1 },
    ]);
    expect(viaKysely.answerCounts).toEqual([
      { form_id: formId, question_id: 2, value_key: '["a","b"]', n: 1 },
      { form_id: formId, question_id: 2, value_key: '[]', n: 1 },
      { form_id: formId, question_id: 3, value_key: '7', n: 2 },
      { form_id: formId, question_id: 5, value_key: '😀'.repeat(500), n: 1 },
    ]);
    // … which is what grouping the counted answers by entries.value_key finds.
    const grouped = await db
      .selectFrom('entries')
      .select((eb) => ['form_id', 'question_id', 'value_key', eb.fn.countAll<number>().as('n')])
      .where('form_id', 'is not', null)
      .where('question_id', 'in', [2, 3, 5])
      .groupBy(['form_id', 'question_id', 'value_key'])
      .execute();
    expect(byKey(grouped.map((g) => ({ ...g, n: Number(g.n) })))).toEqual(viaStatement.answerCounts);
  });

  it('adds to an existing usage row on both paths', async () => {
    const db = server.db.kysely;
    const counted = records.filter((r) => r.usage);
    await clear(db);
    await db.transaction().execute((trx) => insertSubmissions(trx, counted));
    // The same submissions again, under keys of their own (keys and storage keys are unique).
    const again = counted.map((r) => ({
      ...r,
      submission: {
        ...r.submission,
        idempotency_key: r.submission.idempotency_key && `${r.submission.idempotency_key}-again`,
      },
      files: r.files.map((f) => ({ ...f, storage_key: `${f.storage_key}-again` })),
    }));
    await writeSubmissionsPostgres(db, again);
    const usages = await db.selectFrom('usages').select(['submissions', 'upload_bytes']).execute();
    expect(usages.map((u) => ({ submissions: Number(u.submissions), upload_bytes: Number(u.upload_bytes) }))).toEqual([
      { submissions: 6, upload_bytes: 2468 },
    ]);
    const stats = await db
      .selectFrom('form_stats')
      .select(['submissions', 'unread', 'completion_sum', 'completion_count'])
      .execute();
    expect(
      stats.map((c) => ({
        submissions: Number(c.submissions),
        unread: Number(c.unread),
        sum: Number(c.completion_sum),
        count: Number(c.completion_count),
      })),
    ).toEqual([{ submissions: 6, unread: 6, sum: 84, count: 2 }]);
    const answerCounts = byKey(await db.selectFrom('answer_counts').selectAll().execute());
    expect(answerCounts.map((c) => [c.question_id, c.value_key, Number(c.n)])).toEqual([
      [2, '["a","b"]', 2],
      [2, '[]', 2],
      [3, '7', 4],
      [5, '😀'.repeat(500), 2],
    ]);
  });
});
