import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { parseAnswerCondition, type AnswerCondition, type Element } from '@formbuilder/core';
import { startPublishedForm } from '../submissions/intake-testing';
import { createSubmission } from '../test/factories';
import { as } from '../test/requests';
import { fewAnswering } from './answer-filter-sql';
import { indexAnswers, startAnswerIndexer } from './answer-search';

// docs/decisions/013-answer-search-behind-writes.md: on SQLite a text search reads its candidates
// from the index written behind the writes up to its watermark, and every answer above it; the
// filter's predicate decides each, so the submissions found are those every answer read finds,
// whatever part of the answers the index holds yet.

const elements = [
  { id: 1, type: 'TextBox', label: 'Comment' },
  {
    id: 2,
    type: 'Checkbox',
    label: 'Tags',
    options: ['Say "hi"##say "hi"', '100% sure##100% sure', 'Back\\slash##back\\slash'],
  },
  { id: 3, type: 'Name', label: 'Full name' },
] as unknown as Element[];

const answers: [string, string][][] = [
  [
    ['q_1', 'Ünïcode ÉCOLE Straße'],
    ['q_2', 'say "hi"'],
    ['q_2', '100% sure'],
    ['q_3.firstName', 'Ada'],
    ['q_3.lastName', 'Lovelace'],
  ],
  [
    ['q_1', '  Likes 100% of_it  '],
    ['q_2', 'back\\slash'],
    ['q_3.firstName', 'Grace'],
    ['q_3.lastName', ' Hopper '],
  ],
  [['q_1', 'quote "marks" here']],
  [['q_1', '["looks","like a list"]']],
  [['q_1', 'comment 4242 and COMMENT 42']],
  [['q_1', 'école du "soir"']],
];

/** Texts searched: case and accents, quotes (an FTS phrase's own), % _ \ literal, a list's items, a Name's parts. */
const texts = [
  'école',
  'ÉCOLE',
  'ünï',
  'say "hi"',
  'y "h',
  '"',
  '"so',
  '100%',
  'of_it',
  'k\\sl',
  'ada lovelace',
  'a love',
  'firstName',
  'ooks","li',
  'like a list',
  'comment 42',
  'ent',
  'xyz',
  'ab',
];

const condition = (text: string): AnswerCondition => {
  const parsed = parseAnswerCondition(text);
  if ('error' in parsed) throw new Error(parsed.error);
  return parsed;
};

describe('filter by answer from the index written behind the writes (SQLite)', () => {
  let started: Awaited<ReturnType<typeof startPublishedForm>>;
  const ids: number[] = [];
  const db = () => started.server.db.kysely;
  const watermark = async () =>
    (await db().selectFrom('answer_search_state').select('indexed_up_to').executeTakeFirstOrThrow()).indexed_up_to;
  const setWatermark = (to: number) =>
    db().updateTable('answer_search_state').set({ indexed_up_to: to }).where('id', '=', 1).execute();
  const topEntry = async () =>
    (await sql<{ top: number }>`select max(id) as top from entries`.execute(db())).rows[0]?.top ?? 0;
  const sorted = (found: readonly number[] | null) => (found === null ? 'many' : [...found].sort().join(','));

  /** Every text search, on every question: the index's answer against every answer read. */
  const differences = async () => {
    const found: string[] = [];
    for (const question of [1, 2, 3])
      for (const operator of ['contains', 'startsWith', 'endsWith', 'notContains'])
        for (const text of texts) {
          const searched = condition(`${question}:${operator}:${text}`);
          const [fromIndex, fromEvery] = [
            await fewAnswering(db(), started.form.id, searched, 100),
            await fewAnswering(db(), started.form.id, searched, 100, { trigrams: false }),
          ];
          if (sorted(fromIndex) !== sorted(fromEvery))
            found.push(`${question}:${operator}:${text}: ${sorted(fromIndex)} ≠ ${sorted(fromEvery)}`);
        }
    return found;
  };

  beforeAll(async () => {
    started = await startPublishedForm('sqlite', elements);
    // The tests move the watermark themselves.
    await started.server.answerIndexer?.stop();
    for (const fields of answers) ids.push(await createSubmission(started.server, started.form, fields));
  });
  afterAll(() => started.server.close());

  it('finds the same submissions with the index empty, half built and fully built', async () => {
    expect(await watermark()).toBe(0);
    expect(await differences()).toEqual([]);
    // Half: the first submissions' answers indexed, the others read directly.
    await indexAnswers(db(), 6);
    expect(await watermark()).toBeGreaterThan(0);
    expect(await watermark()).toBeLessThan(await topEntry());
    expect(await differences()).toEqual([]);
    while ((await indexAnswers(db(), 4)) > 0);
    expect(await watermark()).toBe(await topEntry());
    expect(await differences()).toEqual([]);
    expect(sorted(await fewAnswering(db(), started.form.id, condition('2:contains:y "h'), 10))).toBe(`${ids[0]}`);
    expect(sorted(await fewAnswering(db(), started.form.id, condition('3:contains:a love'), 10))).toBe(`${ids[0]}`);
    expect(sorted(await fewAnswering(db(), started.form.id, condition('1:contains:"so'), 10))).toBe(`${ids[5]}`);
  });

  it('reads the answers at or below the watermark from the index alone', async () => {
    while ((await indexAnswers(db())) > 0);
    const top = await topEntry();
    // An answer written past the index (never done but here): below the watermark, it is not read.
    await setWatermark(top + 100);
    const hidden = await createSubmission(started.server, started.form, [['q_1', 'okapi herd']]);
    expect(await topEntry()).toBeLessThanOrEqual(top + 100);
    expect(await fewAnswering(db(), started.form.id, condition('1:contains:okapi'), 10)).toEqual([]);
    expect(await fewAnswering(db(), started.form.id, condition('1:contains:okapi'), 10, { trigrams: false })).toEqual([
      hidden,
    ]);
    await setWatermark(top);
    expect(await fewAnswering(db(), started.form.id, condition('1:contains:okapi'), 10)).toEqual([hidden]);
    while ((await indexAnswers(db())) > 0);
    expect(await fewAnswering(db(), started.form.id, condition('1:contains:okapi'), 10)).toEqual([hidden]);
  });

  it('never finds a deleted submission, though the index still names its answers', async () => {
    const gone = await createSubmission(started.server, started.form, [['q_1', 'zebra crossing']]);
    while ((await indexAnswers(db())) > 0);
    expect(await fewAnswering(db(), started.form.id, condition('1:contains:zebra'), 10)).toEqual([gone]);
    const deleted = await as(started.owner).delete(
      `/api/users/${started.owner.id}/forms/${started.form.id}/deleteSubmission`,
      { submissionIds: [gone] },
    );
    expect(deleted.statusCode, deleted.body).toBe(200);
    const stale = await sql`select rowid from answer_trigrams where answer_trigrams match '"zebra"'`.execute(db());
    expect(stale.rows).toHaveLength(1);
    expect(await fewAnswering(db(), started.form.id, condition('1:contains:zebra'), 10)).toEqual([]);
    expect(await fewAnswering(db(), started.form.id, condition('1:notContains:zebra'), 10)).toEqual([]);
  });

  it('indexes in the background once the writer is idle, and catches up after writes', async () => {
    let writerIdleMs = 0;
    const errors: unknown[] = [];
    const indexer = startAnswerIndexer(db(), () => writerIdleMs, { error: (details) => errors.push(details) });
    try {
      const before = await watermark();
      const written = await createSubmission(started.server, started.form, [['q_1', 'quokka smile']]);
      await new Promise((resolve) => setTimeout(resolve, 150));
      // The writer is busy: nothing indexed, the answer still found above the watermark.
      expect(await watermark()).toBe(before);
      expect(await fewAnswering(db(), started.form.id, condition('1:contains:quokka'), 10)).toEqual([written]);
      writerIdleMs = 1_000;
      await expect.poll(watermark, { timeout: 2_000, interval: 20 }).toBe(await topEntry());
      const indexed = await sql`select rowid from answer_trigrams where answer_trigrams match '"quokka"'`.execute(db());
      expect(indexed.rows).toHaveLength(1);
      expect(await fewAnswering(db(), started.form.id, condition('1:contains:quokka'), 10)).toEqual([written]);
      expect(errors).toEqual([]);
    } finally {
      await indexer.stop();
    }
  });

  it('indexes a batch now and then under a steady stream that leaves the writer no lull', async () => {
    const written = await createSubmission(started.server, started.form, [['q_1', 'wombat burrow']]);
    const indexer = startAnswerIndexer(db(), () => 0, { error: () => undefined }, 100);
    try {
      await expect.poll(watermark, { timeout: 2_000, interval: 20 }).toBe(await topEntry());
      expect(await fewAnswering(db(), started.form.id, condition('1:contains:wombat'), 10)).toEqual([written]);
    } finally {
      await indexer.stop();
    }
  });
});
