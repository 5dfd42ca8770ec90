import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNewForm } from '@formbuilder/core';
import { startTestServer, testDialects, type TestServer } from '../test/test-server';
import { createFreeUser, createPublishedForm, type TestUser } from '../test/factories';
import { multipartBody } from '../test/multipart';
import { PNG } from '../uploads/test-images';
import { countRows, postMultipart, storedFiles, textFile } from './intake-testing';
import { anon, as } from '../test/requests';

// The monthly upload limit is reserved in the transaction that records the file, for the
// visitors' File answers and for the builder's images alike: parallel uploads never store more
// than the limit, and those that do not fit are refused in words with nothing of them kept.

const MB = 1024 * 1024;
const LIMIT_MB = 1;
const PARALLEL = 10;

describe.each(testDialects)('the monthly upload limit under parallel uploads (%s)', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(dialect, { SUBMIT_RATE_LIMIT: '0' });
    // The free role, every test owner's, gets a small upload limit.
    await createFreeUser(server, `first-${dialect}@example.com`);
    const db = server.db.kysely;
    const roles = await db.selectFrom('roles').select(['id', 'permission']).execute();
    for (const role of roles) {
      const permission = JSON.parse(role.permission) as Record<string, unknown>;
      if (permission.uploadLimit !== 0)
        await db
          .updateTable('roles')
          .set({ permission: JSON.stringify({ ...permission, uploadLimit: LIMIT_MB }) })
          .where('id', '=', role.id)
          .execute();
    }
  });
  afterAll(() => server.close());

  const usageOf = async (userId: number) =>
    Number(
      (
        await server.db.kysely
          .selectFrom('usages')
          .select('upload_bytes')
          .where('user_id', '=', userId)
          .executeTakeFirst()
      )?.upload_bytes ?? 0,
    );
  const bytesOf = async (formId: number) =>
    Number(
      (
        await server.db.kysely
          .selectFrom('files')
          .select((eb) => eb.fn.sum<number>('size').as('n'))
          .where('form_id', '=', formId)
          .executeTakeFirst()
      )?.n ?? 0,
    );

  it("stores a visitor's files up to the limit and refuses the rest, keeping nothing of them", async () => {
    const owner = await createFreeUser(server, `visitors-${dialect}@example.com`);
    const form = await createPublishedForm(server, owner, [{ id: 1, type: 'File', label: 'File' }]);
    const storedBefore = storedFiles(server).length;
    // Three fit in the limit, a fourth does not.
    const size = Math.floor((LIMIT_MB * MB) / 3.5);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        postMultipart(server, form.uuid, [], [textFile('q_1', `part${String(i)}.txt`, size)]),
      ),
    );
    expect(answers.filter((a) => a.statusCode !== 201 && a.statusCode !== 403).map((a) => a.body)).toEqual([]);
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(3);
    for (const refused of answers.filter((a) => a.statusCode === 403)) {
      expect(refused.json<{ message: string }>().message).toBe(
        "This form's storage for uploaded files is full. Please try again later or contact the form owner.",
      );
    }
    expect(await countRows(server, 'submissions', form.id)).toBe(3);
    expect(await countRows(server, 'files', form.id)).toBe(3);
    expect(await bytesOf(form.id)).toBe(3 * size);
    expect(await usageOf(owner.id)).toBe(3 * size);
    expect(storedFiles(server).length - storedBefore).toBe(3);
  });

  it("stores the builder's images up to the limit and refuses the rest, keeping nothing of them", async () => {
    const owner: TestUser = await createFreeUser(server, `builder-${dialect}@example.com`);
    const created = await as(owner).post(`/api/users/${owner.id}/forms`, { ...createNewForm(), title: 'Images' });
    const formId = created.json<{ id: number }>().id;
    // Room for three images is left this month.
    const used = LIMIT_MB * MB - 3 * PNG.length - 1;
    await server.db.kysely
      .insertInto('usages')
      .values({ user_id: owner.id, month: new Date().toISOString().slice(0, 7), submissions: 0, upload_bytes: used })
      .execute();
    const storedBefore = storedFiles(server).length;
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () => {
        const body = multipartBody([], [{ field: 'file', name: 'dot.png', data: PNG }]);
        return anon(server).post(`/api/upload/${formId}/1`, body.payload, {
          headers: { ...body.headers, ...owner.headers },
        });
      }),
    );
    expect(answers.filter((a) => a.statusCode !== 200 && a.statusCode !== 403).map((a) => a.body)).toEqual([]);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    expect(answers.find((a) => a.statusCode === 403)?.json<{ message: string }>().message).toMatch(
      /upload storage for this month \(1 MB\) is full/,
    );
    expect(await countRows(server, 'files', formId)).toBe(3);
    expect(await usageOf(owner.id)).toBe(used + 3 * PNG.length);
    expect(storedFiles(server).length - storedBefore).toBe(3);
  });

  it('still takes answers without files when this month already holds more than a lowered limit', async () => {
    const owner = await createFreeUser(server, `lowered-${dialect}@example.com`);
    const form = await createPublishedForm(server, owner, [
      { id: 1, type: 'TextBox', label: 'Name' },
      { id: 2, type: 'File', label: 'File' },
    ]);
    const month = new Date().toISOString().slice(0, 7);
    await server.db.kysely
      .insertInto('usages')
      .values({ user_id: owner.id, month, submissions: 0, upload_bytes: 2 * LIMIT_MB * MB })
      .execute();
    expect((await postMultipart(server, form.uuid, [['q_1', 'Ada']])).statusCode).toBe(201);
    const withFile = await postMultipart(server, form.uuid, [['q_1', 'Ada']], [textFile('q_2', 'a.txt', 10)]);
    expect(withFile.statusCode).toBe(403);
    expect(await countRows(server, 'submissions', form.id)).toBe(1);
    expect(await usageOf(owner.id)).toBe(2 * LIMIT_MB * MB);
  });
});
