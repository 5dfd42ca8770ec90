import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Element } from '@formbuilder/core';
import { startTestServer, testDialects, type TestServer } from '../test/test-server';
import { createUser, createPublishedForm } from '../test/factories';
import { PNG } from '../uploads/test-images';
import { countRows, postMultipart, storedFiles } from './intake-testing';
import { anon } from '../test/requests';

// An Idempotency-Key reused with other answers is a 422, and answers
// have caps: 10,000 characters a text, one value per option of a multiple choice.

const elements: Element[] = [
  { id: 1, type: 'TextBox', label: 'Name' },
  { id: 2, type: 'Checkbox', label: 'Pets', options: ['Cat##cat', 'Dog##dog'] },
  { id: 3, type: 'File', label: 'Photo' },
  { id: 4, type: 'TextArea', label: 'Story', maxLength: 20 },
  { id: 5, type: 'Button', buttonText: 'Send' },
];

describe.each(testDialects)('submission answers (%s)', (dialect) => {
  let server: TestServer;
  let form: { id: number; uuid: string };

  beforeAll(async () => {
    server = await startTestServer(dialect, { SUBMIT_RATE_LIMIT: '0' });
    const owner = await createUser(server, 'owner@example.com');
    form = await createPublishedForm(server, owner, elements);
  });
  afterAll(() => server.close());

  const submitJson = (answers: Record<string, unknown>, headers: Record<string, string> = {}) =>
    anon(server).post(`/form/view/${form.uuid}`, answers, { headers: { accept: 'application/json', ...headers } });

  it('answers 422 when a key comes back with other answers, and the first answer when they are the same (F12)', async () => {
    const key = { 'idempotency-key': 'same-key-for-both' };
    const first = await submitJson({ q_1: 'Ada', q_2: ['cat'] }, key);
    expect(first.statusCode).toBe(201);
    const other = await submitJson({ q_1: 'Grace', q_2: ['cat'] }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      message: 'This key was already used with a different submission. Send these answers with a new Idempotency-Key.',
    });
    // The same answers sent another way (a form post, in another order) are the same submission.
    const again = await anon(server).post(`/form/view/${form.uuid}`, 'q_2=cat&q_1=Ada&_idempotency=same-key-for-both', {
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().submissionId).toBe(first.json().submissionId);
    const stored = await server.db.kysely
      .selectFrom('submissions')
      .select('body_hash')
      .where('id', '=', first.json().submissionId)
      .executeTakeFirstOrThrow();
    expect(stored.body_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('matches a browser retry of a multipart post with a new boundary, and tells a different file apart (F12)', async () => {
    const before = await countRows(server, 'submissions', form.id);
    const headers = { 'idempotency-key': 'multipart-retry-1' };
    const send = (boundary: string, data: Buffer) =>
      postMultipart(server, form.uuid, [['q_1', 'Ada']], [{ field: 'q_3', name: 'photo.png', data }], {
        boundary,
        headers,
      });
    const first = await send('----firstTry', PNG);
    expect(first.statusCode).toBe(201);
    const filesAfterFirst = storedFiles(server).length;
    const retry = await send('----secondTry', PNG);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().submissionId).toBe(first.json().submissionId);
    const otherFile = await send('----thirdTry', Buffer.concat([PNG, Buffer.alloc(10)]));
    expect(otherFile.statusCode).toBe(422);
    // One submission, one stored file: the retries' copies were removed.
    expect(await countRows(server, 'submissions', form.id)).toBe(before + 1);
    expect(storedFiles(server).length).toBe(filesAfterFirst);
  });

  it('refuses a text over 10,000 characters, or over a smaller maxLength, with the message of the question', async () => {
    const before = await countRows(server, 'submissions', form.id);
    const long = await submitJson({ q_1: 'x'.repeat(10_001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({ 1: 'Please use at most 10000 characters.' });
    const story = await submitJson({ q_1: 'Ada', q_4: 'x'.repeat(21) });
    expect(story.json().errors).toEqual({ 4: 'Please use at most 20 characters.' });
    expect(await countRows(server, 'submissions', form.id)).toBe(before);
    expect((await submitJson({ q_1: 'x'.repeat(10_000) })).statusCode).toBe(201);
  });

  it('refuses more values than a multiple choice has options', async () => {
    const res = await anon(server).post(`/form/view/${form.uuid}`, 'q_1=Ada&q_2=cat&q_2=dog&q_2=cat', {
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ 2: 'Please choose at most 2 options.' });
  });
});
