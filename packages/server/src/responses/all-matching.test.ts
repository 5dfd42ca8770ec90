import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submissionPageSchema, type Element } from '@formbuilder/core';
import { testDialects } from '../test/test-server';
import { createSubmission, createUser, createPublishedForm, type TestUser } from '../test/factories';
import { startPublishedForm, storedFiles, textFile } from '../submissions/intake-testing';
import { createResponsesStore } from './responses.store';
import { readCsv } from './csv-testing';
import { as } from '../test/requests';

// "Select all N matching": delete and export act on every submission the list's filter
// matches, on the server, not on the rows the screen has loaded; `upTo` keeps out any
// submission that arrived after the owner looked.

const elements = [
  { id: 1, type: 'TextBox', label: 'Team' },
  { id: 2, type: 'File', label: 'Badge' },
] as unknown as Element[];

describe.each(testDialects)('all matching submissions (%s)', (dialect) => {
  let started: Awaited<ReturnType<typeof startPublishedForm>>;
  let other: TestUser;
  const base = () => `/api/users/${started.owner.id}/forms/${started.form.id}`;
  const answer = (uuid: string, team: string, withFile = false) =>
    createSubmission(started.server, { uuid }, [['q_1', team]], withFile ? [textFile('q_2', 'badge.txt', 10)] : []);
  const listed = async (query = '') =>
    submissionPageSchema.parse((await as(started.owner).get(`${base()}/submissions?limit=50${query}`)).json());

  beforeAll(async () => {
    started = await startPublishedForm(dialect, elements);
    other = await createUser(started.server, 'other@example.com');
  });
  afterAll(() => started.server.close());

  it('streams the CSV of the submissions matching the list’s filters, up to the newest the owner saw', async () => {
    const form = await createPublishedForm(started.server, started.owner, elements);
    const url = `/api/users/${started.owner.id}/forms/${form.id}/submissions.csv`;
    const red = [
      await answer(form.uuid, 'Red one'),
      await answer(form.uuid, 'Blue'),
      await answer(form.uuid, 'red two'),
    ].filter((_, i) => i !== 1);
    const seen = red[1]!;
    const later = await answer(form.uuid, 'Red, arrived later');
    const ids = (query: string) =>
      as(started.owner)
        .get(`${url}${query}`)
        .then((response) =>
          readCsv(response.body)
            .slice(1)
            .map((row) => Number(row[0])),
        );
    expect(await ids('?q=red')).toEqual([later, red[1], red[0]]);
    expect(await ids(`?q=red&upTo=${seen}`)).toEqual([red[1], red[0]]);
    expect(await ids('?unread=true&to=2000-01-01')).toEqual([]);
    expect(await ids('')).toHaveLength(4);
    const bad = await as(started.owner).get(`${url}?from=yesterday`);
    expect([bad.statusCode, bad.json()]).toEqual([400, { message: 'from must be a date (YYYY-MM-DD).' }]);
    const badUpTo = await as(started.owner).get(`${url}?upTo=none`);
    expect([badUpTo.statusCode, badUpTo.json()]).toEqual([400, { message: 'upTo must be a submission id.' }]);
  });

  it('deletes every submission the filter matches with its files, keeps the rest and the counts right', async () => {
    const kept = await answer(started.form.uuid, 'Blue');
    const matching = [
      await answer(started.form.uuid, 'Green', true),
      await answer(started.form.uuid, 'green again'),
      await answer(started.form.uuid, 'GREEN'),
    ];
    const upTo = matching.at(-1)!;
    const arrivedSince = await answer(started.form.uuid, 'Green, after the owner looked');
    expect((await listed('&q=green')).matching).toBe(4);
    const filesBefore = storedFiles(started.server).length;

    const deleted = await as(started.owner).delete(`${base()}/deleteSubmission`, { matching: { q: 'green', upTo } });
    expect(deleted.json()).toEqual({ success: true, deleted: 3 });
    expect(storedFiles(started.server).length).toBe(filesBefore - 1);
    const page = await listed();
    expect(page.submissions.map((s) => s.id)).toEqual([arrivedSince, kept]);
    expect(page).toMatchObject({ total: 2, unread: 2 });
  });

  it('deletes in batches, walking past the submissions the filter does not match', async () => {
    const form = await createPublishedForm(started.server, started.owner, elements);
    const teams = ['a1', 'b', 'a2', 'b', 'a3', 'a4', 'b', 'a5'];
    const ids: number[] = [];
    for (const team of teams) ids.push(await answer(form.uuid, team));
    const batches: number[] = [];
    const store = createResponsesStore(started.server.db.kysely);
    const deleted = await store.removeMatching(
      form.id,
      { q: 'a' },
      (keys) => {
        batches.push(keys.length);
        return Promise.resolve();
      },
      2,
    );
    expect(deleted).toBe(5);
    expect(batches).toHaveLength(3);
    const left = submissionPageSchema.parse(
      (await as(started.owner).get(`/api/users/${started.owner.id}/forms/${form.id}/submissions?limit=50`)).json(),
    );
    expect(left.submissions.map((s) => s.id)).toEqual(ids.filter((_, i) => teams[i] === 'b').reverse());
    expect(left.total).toBe(3);
  });

  it('refuses a body that is neither or both, and keeps another owner out', async () => {
    for (const payload of [{}, { submissionIds: [1], matching: {} }]) {
      const refused = await as(started.owner).delete(`${base()}/deleteSubmission`, payload);
      expect([refused.statusCode, refused.json()]).toEqual([
        400,
        { message: 'Send either submissionIds or matching (the filter of all matching submissions), not both.' },
      ]);
    }
    const badFilter = await as(started.owner).delete(`${base()}/deleteSubmission`, { matching: { colour: 'red' } });
    expect([badFilter.statusCode, badFilter.json()]).toEqual([
      400,
      { message: "The field 'matching.colour' cannot be set here." },
    ]);
    const before = (await listed()).total;
    const notYours = await as(other).delete(`/api/users/${other.id}/forms/${started.form.id}/deleteSubmission`, {
      matching: {},
    });
    expect(notYours.statusCode).toBe(403);
    const csv = await as(other).get(`/api/users/${other.id}/forms/${started.form.id}/submissions.csv?q=a`);
    expect(csv.statusCode).toBe(403);
    expect((await listed()).total).toBe(before);
  });
});
