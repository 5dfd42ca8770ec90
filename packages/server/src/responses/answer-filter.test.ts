import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submissionPageSchema, type Element } from '@formbuilder/core';
import { testDialects } from '../test/test-server';
import { createSubmission, createUser, type TestUser } from '../test/factories';
import { startPublishedForm } from '../submissions/intake-testing';
import { readCsv } from './csv-testing';
import { createResponsesStore } from './responses.store';
import { as } from '../test/requests';
import { resultLanguagesOf } from './result-languages';

// docs/product.md §B7, filter by answer: `answer=<question id>:<operator>[:<value>]`, repeatable,
// all must hold, compared as the rule operators compare (numbers as numbers, a checkbox's choices
// one by one, text searches ignoring case), alike on both databases.

const elements = [
  { id: 1, type: 'TextBox', label: 'Name' },
  { id: 2, type: 'Number', label: 'Age' },
  { id: 3, type: 'Checkbox', label: 'Pets', options: ['Cat##cat', 'Dog##dog', 'Fish##fish'] },
  { id: 4, type: 'Date', label: 'Born' },
  { id: 5, type: 'Radio', label: 'Colour', options: ['Red##red', 'Green##green'] },
  { id: 6, type: 'TextBox', label: 'Note' },
  { id: 7, type: 'Name', label: 'Full name' },
] as unknown as Element[];

describe.each(testDialects)('filter by answer (%s)', (dialect) => {
  let started: Awaited<ReturnType<typeof startPublishedForm>>;
  let other: TestUser;
  const ids: Record<string, number> = {};
  const base = () => `/api/users/${started.owner.id}/forms/${started.form.id}`;
  const query = (answers: string[], extra = '') =>
    answers.map((a) => `&answer=${encodeURIComponent(a)}`).join('') + extra;
  const listed = async (answers: string[], extra = '') => {
    const response = await as(started.owner).get(`${base()}/submissions?limit=50${query(answers, extra)}`);
    expect(response.statusCode, response.body).toBe(200);
    return submissionPageSchema.parse(response.json());
  };
  /** Which of the submissions (by letter, newest first) the filter matches. */
  const names = async (answers: string[], extra = '') => {
    const byId = new Map(Object.entries(ids).map(([name, id]) => [id, name]));
    return (await listed(answers, extra)).submissions.map((s) => byId.get(s.id)).join('');
  };

  /**
   * Which submissions (by letter) and how many the filter matches, paged through a submission at
   * a time by a store whose page walks `walkFirst` submissions before it reads the answers.
   */
  const pagedThrough = async (answers: string[], walkFirst: number) => {
    const store = createResponsesStore(started.server.db.kysely, { walkFirst });
    const byId = new Map(Object.entries(ids).map(([name, id]) => [id, name]));
    let seen = '';
    let before: string | undefined;
    const counts: number[] = [];
    do {
      const page = await store.page(
        started.form.id,
        { limit: 1, answer: answers, before },
        resultLanguagesOf(undefined),
      );
      seen += page.submissions.map((s) => byId.get(s.id)).join('');
      counts.push(page.matching);
      before = page.nextBefore ?? undefined;
    } while (before !== undefined);
    return { seen, counts: [...new Set(counts)] };
  };

  beforeAll(async () => {
    started = await startPublishedForm(dialect, elements);
    other = await createUser(started.server, 'other@example.com');
    const answer = (fields: [string, string][]) => createSubmission(started.server, started.form, fields);
    // Newest first in the list: D, C, B, A.
    ids.A = await answer([
      ['q_1', 'Ada Lovelace'],
      ['q_2', '36'],
      ['q_3', 'cat'],
      ['q_3', 'dog'],
      ['q_4', '1815-12-10'],
      ['q_5', 'red'],
      ['q_6', 'Likes 100% of: it'],
      ['q_7.firstName', 'Ada'],
      ['q_7.lastName', 'Lovelace'],
    ]);
    ids.B = await answer([
      ['q_1', 'grace hopper'],
      ['q_2', '85'],
      ['q_3', 'fish'],
      ['q_4', '1906-12-09'],
      ['q_5', 'green'],
    ]);
    ids.C = await answer([
      ['q_1', 'Alan'],
      ['q_2', '9'],
      ['q_4', '1912-06-23'],
      ['q_5', 'red'],
      ['q_6', 'ok'],
    ]);
    ids.D = await answer([['q_1', 'Dog person']]);
  });
  afterAll(() => started.server.close());

  it.each([
    // equals: exact text, numbers as numbers, a checkbox's choices one by one
    [['1:equals:Alan'], 'C'],
    [['1:equals:alan'], ''],
    [['2:equals:9.0'], 'C'],
    [['3:equals:dog'], 'A'],
    [['3:equals:do'], ''],
    [['5:equals:red'], 'CA'],
    // notEquals holds where no item is equal, a question never answered included
    [['3:notEquals:dog'], 'DCB'],
    [['5:notEquals:red'], 'DB'],
    // greater and less: numbers as numbers (9 < 36 though '9' > '36'), days as days
    [['2:greaterThan:10'], 'BA'],
    [['2:lessThan:40'], 'CA'],
    [['4:greaterThan:1900-01-01'], 'CB'],
    [['4:lessThan:1910-01-01'], 'BA'],
    // text searches ignore case and take % and _ literally
    [['1:contains:LOVE'], 'A'],
    [['1:contains:o'], 'DBA'],
    [['1:notContains:o'], 'C'],
    [['6:contains:100%'], 'A'],
    [['6:contains:1_0'], ''],
    [['1:startsWith:a'], 'CA'],
    [['1:notStartsWith:a'], 'DB'],
    [['1:endsWith:HOPPER'], 'B'],
    [['1:notEndsWith:N'], 'BA'],
    [['3:startsWith:f'], 'B'],
    // presence
    [['6:isEmpty'], 'DB'],
    [['6:isFilled'], 'CA'],
    [['3:isEmpty'], 'DC'],
    // the value may hold colons
    [['6:endsWith:of: it'], 'A'],
    // a Name (stored as an object of parts) as it is shown, or by a part; never by its keys
    [['7:equals:Ada Lovelace'], 'A'],
    [['7:equals:Lovelace'], 'A'],
    [['7:contains:a love'], 'A'],
    [['7:contains:firstname'], ''],
    [['7:notContains:lastName'], 'DCBA'],
    [['7:startsWith:ada l'], 'A'],
    [['7:endsWith:"}'], ''],
    [['7:isFilled'], 'A'],
    // all must hold
    [['5:equals:red', '2:greaterThan:20'], 'A'],
    [['5:equals:red', '6:isFilled', '1:startsWith:A'], 'CA'],
  ])('%j matches %s', async (answers, expected) => {
    // The page walks the list first, or reads the few answering when the walk ends short of a
    // page (1 submission walked; 2, on some pages and not others); the CSV walks the list: the
    // same submissions, and the same count on every page.
    expect(await names(answers)).toBe(expected);
    for (const walkFirst of [1, 2, 5_000])
      expect([walkFirst, await pagedThrough(answers, walkFirst)]).toEqual([
        walkFirst,
        { seen: expected, counts: [expected.length] },
      ]);
    const csv = await as(started.owner).get(`${base()}/submissions.csv?${query(answers).slice(1)}`);
    const byId = new Map(Object.entries(ids).map(([name, id]) => [id, name]));
    expect(
      readCsv(csv.body)
        .slice(1)
        .map((row) => byId.get(Number(row[0])))
        .join(''),
    ).toBe(expected);
  });

  it('combines with unread, from, to and q, and counts what matches', async () => {
    const page = await listed(['5:equals:red']);
    expect(page).toMatchObject({ total: 4, matching: 2 });
    expect(await names(['5:equals:red'], '&q=ada')).toBe('A');
    expect(await names(['1:isFilled'], '&unread=true')).toBe('DCBA');
    expect(await names(['1:isFilled'], '&from=2000-01-01&to=2999-12-31')).toBe('DCBA');
    expect(await names(['1:isFilled'], '&to=2000-01-01')).toBe('');
    await as(started.owner).put(`${base()}/submissions/${ids.C}`, { read: 1 });
    const unread = await listed(['5:equals:red'], '&unread=true');
    expect([unread.submissions.map((s) => s.id), unread.matching]).toEqual([[ids.A], 1]);
  });

  it('accepts one answer or several, and refuses a malformed one in words', async () => {
    expect(await names(['3:equals:cat'])).toBe('A');
    const bad = async (search: string) => {
      const response = await as(started.owner).get(`${base()}/submissions?limit=50&${search}`);
      return [response.statusCode, response.json<{ message: string }>().message];
    };
    expect(await bad('answer=1:foo:bar')).toEqual([
      400,
      "answer must be <question id>:<operator>:<value> — 'foo' is not an operator.",
    ]);
    expect(await bad('answer=1:isFilled&answer=1:contains')).toEqual([
      400,
      'answer must be <question id>:<operator>:<value> — contains needs a value to compare with.',
    ]);
    expect(await bad('answer=2:greaterThan:many')).toEqual([
      400,
      "answer: greaterThan compares numbers or dates (YYYY-MM-DD) — 'many' is neither.",
    ]);
    expect(await bad(Array.from({ length: 6 }, () => 'answer=1:isFilled').join('&'))).toEqual([
      400,
      'At most 5 answer filters at once.',
    ]);
    expect(await bad('answer=99:isFilled')).toEqual([
      400,
      'answer: this form has no question 99 — filter by the id of one of its questions.',
    ]);
    // The bare list takes filters too, once one is given.
    const bare = await as(started.owner).get(`${base()}/submissions?answer=3:equals:fish`);
    expect(submissionPageSchema.parse(bare.json()).submissions.map((s) => s.id)).toEqual([ids.B]);
    // Another owner's form stays theirs.
    const foreign = await as(other).get(`${base()}/submissions?limit=50&answer=1:isFilled`);
    expect(foreign.statusCode).toBe(403);
  });

  it('streams the CSV of the submissions matching', async () => {
    const csv = await as(started.owner).get(
      `${base()}/submissions.csv?${query(['3:equals:dog', '2:lessThan:50']).slice(1)}`,
    );
    expect(csv.statusCode).toBe(200);
    expect(
      readCsv(csv.body)
        .slice(1)
        .map((row) => Number(row[0])),
    ).toEqual([ids.A]);
    const unknown = await as(started.owner).get(`${base()}/submissions.csv?answer=77:isEmpty`);
    expect(unknown.statusCode).toBe(400);
  });

  it('deletes all matching, and nothing when a condition is refused', async () => {
    const refused = await as(started.owner).delete(`${base()}/deleteSubmission`, {
      matching: { answer: ['1:isFilled', '42:isFilled'] },
    });
    expect([refused.statusCode, refused.json()]).toEqual([
      400,
      { message: 'answer: this form has no question 42 — filter by the id of one of its questions.' },
    ]);
    expect((await listed([])).total).toBe(4);
    const deleted = await as(started.owner).delete(`${base()}/deleteSubmission`, {
      matching: { answer: '5:notEquals:red', upTo: ids.D },
    });
    expect(deleted.json()).toEqual({ success: true, deleted: 2 });
    const page = await listed([]);
    expect([page.submissions.map((s) => s.id), page.total]).toEqual([[ids.C, ids.A], 2]);
  });
});
