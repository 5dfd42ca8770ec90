import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import {
  DRAFT_VERSION,
  formPropsSchema,
  statisticsSchema,
  type Element,
  type FormProps,
  type Statistics,
} from '@formbuilder/core';
import type { Database } from '../db/schema';
import { countStoredAnswers } from '../db/migrations/009-answer-counts';
import { testDialects } from '../test/test-server';
import { startPublishedForm } from '../submissions/intake-testing';
import {
  insertSubmissions,
  submissionRecord,
  type PendingWrite,
  type SubmissionRecord,
} from '../submissions/submissions.store';
import { writeSubmissionsPostgres } from '../submissions/submissions.store';
import { createStatistics, type StatisticsCounts } from './statistics';
import { as } from '../test/requests';

// Statistics read counters kept by the writes (form_stats, answer_counts) instead
// of grouping every answer. Submissions stored through both write paths, some deleted (twice
// at once, too), must chart exactly as grouping the stored answers did — the query statistics
// ran before the counters, kept here as the reference — and the migration's fill must find
// the same counters from the stored rows.

/** The statistics before migration 009: a scan of the submissions and a grouping of every charted answer. */
function groupedCounts(db: Kysely<Database>): StatisticsCounts {
  return {
    async totals(formId) {
      const row = await db
        .selectFrom('submissions')
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.avg<number | null>('completion_time').as('avg')])
        .where('form_id', '=', formId)
        .where('version', '<>', DRAFT_VERSION)
        .executeTakeFirstOrThrow();
      return { responses: Number(row.n), averageCompletionTime: row.avg === null ? null : Number(row.avg) };
    },
    async values(formId, questionIds) {
      const rows = await db
        .selectFrom('entries')
        .select((eb) => ['question_id', 'value_key', eb.fn.countAll<number>().as('n')])
        .where('form_id', '=', formId)
        .where('question_id', 'in', questionIds)
        .groupBy(['question_id', 'value_key'])
        // The old query had no order; the counters are read in this one (removed choices' order).
        .orderBy('question_id')
        .orderBy('value_key')
        .execute();
      return rows.map((r) => ({ question_id: r.question_id, value: r.value_key, n: Number(r.n) }));
    },
  };
}

const version1 = [
  { id: 1, type: 'TextBox', label: 'Name' },
  { id: 2, type: 'Radio', label: 'Coming?', options: ['Yes##yes', 'No##no', 'Maybe##maybe'] },
  { id: 3, type: 'Checkbox', label: 'Meals', options: ['Lunch##lunch', 'Dinner##dinner'] },
  { id: 4, type: 'NetPromoterScore', label: 'Recommend?' },
  { id: 5, type: 'Number', label: 'Guests' },
  { id: 6, type: 'RatingScale', label: 'Rating', ratingScaleOptionTopLimit: 5 },
  { id: 7, type: 'Dropdown', label: 'Colour', options: ['Red', 'Green'] },
] as unknown as Element[];
// Version 2: 'Maybe' removed (its answers still count, under their value), Colour gone, Size new.
const version2 = [
  ...version1.filter((e) => e.id !== 7).map((e) => (e.id === 2 ? { ...e, options: ['Yes##yes', 'No##no'] } : e)),
  { id: 8, type: 'Radio', label: 'Size', options: ['S', 'M', 'L'] },
] as unknown as Element[];

/** A small deterministic generator (mulberry32), so a failure can be replayed: an integer below n. */
function generator(seed: number) {
  let state = seed >>> 0;
  return (n: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) % n;
  };
}

/** Answers as the intake keeps them (strings, lists, numbers), some skipped or empty. */
function answersOf(random: (n: number) => number, version: 1 | 2): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  const maybe = (value: () => unknown) => random(5) > 0 && value();
  const put = (id: number, value: unknown) => {
    if (value !== false) kept[id] = value;
  };
  put(
    1,
    maybe(() => (random(4) === 0 ? '' : `Person ${random(1000)}`)),
  );
  put(
    2,
    maybe(() => ['yes', 'no', 'maybe', ''][random(version === 1 ? 4 : 2)]),
  );
  put(
    3,
    maybe(() => [[], ['lunch'], ['dinner'], ['lunch', 'dinner']][random(4)]),
  );
  put(
    4,
    maybe(() => String(random(11))),
  );
  put(
    5,
    maybe(() => [String(random(7)), random(7), '', 'many'][random(4)]),
  );
  put(
    6,
    maybe(() => String(1 + random(5))),
  );
  if (version === 1)
    put(
      7,
      maybe(() => ['Red', 'Green'][random(2)]),
    );
  else
    put(
      8,
      maybe(() => ['S', 'M', 'L'][random(3)]),
    );
  return kept;
}

describe.each(testDialects)('statistics from the kept counters (%s)', (dialect) => {
  let started: Awaited<ReturnType<typeof startPublishedForm>>;
  const propsOf: Record<number, FormProps> = {};
  const stored: { id: number; version: number }[] = [];
  const base = () => `/api/users/${started.owner.id}/forms/${started.form.id}`;
  const db = () => started.server.db.kysely;

  /** The route's statistics of a version, and the same computed from grouping every answer. */
  async function both(version: number): Promise<{ kept: Statistics; grouped: Statistics }> {
    const response = await as(started.owner).get(`${base()}/${version}/statistics`);
    expect(response.statusCode).toBe(200);
    const kept = statisticsSchema.parse(response.json());
    const props = propsOf[version];
    if (!props) throw new Error(`no version ${version}`);
    const grouped = await createStatistics(db(), groupedCounts(db())).of(
      started.form.id,
      props.elements,
      kept.views ?? 0,
      { timeZone: kept.timeZone ?? 'UTC', pages: 1 },
    );
    return { kept, grouped: statisticsSchema.parse(JSON.parse(JSON.stringify(grouped))) };
  }

  /** The counters as rows, and the grouping of the answers they count (empty answers never counted). */
  async function countersAndGrouping() {
    const sorted = <T>(rows: T[]) => rows.map((r) => JSON.stringify(r)).sort();
    const counters = await db()
      .selectFrom('answer_counts')
      .select(['question_id', 'value_key', 'n'])
      .where('form_id', '=', started.form.id)
      .execute();
    const grouped = await db()
      .selectFrom('entries')
      .innerJoin('submissions', 'submissions.id', 'entries.submission_id')
      .select((eb) => ['entries.question_id', 'entries.value_key', eb.fn.countAll<number>().as('n')])
      .where('entries.form_id', '=', started.form.id)
      .where('entries.question_id', 'in', [2, 3, 4, 5, 6, 7, 8])
      .where('entries.value_key', '<>', '')
      .groupBy(['entries.question_id', 'entries.value_key'])
      .execute();
    return {
      counters: sorted(counters.map((c) => ({ question_id: c.question_id, value_key: c.value_key, n: Number(c.n) }))),
      grouped: sorted(grouped.map((g) => ({ question_id: g.question_id, value_key: g.value_key, n: Number(g.n) }))),
    };
  }

  beforeAll(async () => {
    started = await startPublishedForm(dialect, version1);
    // Version 2, published through the API as the builder does.
    const form = (await as(started.owner).get(base())).json<Record<string, unknown> & { props: FormProps }>();
    expect(
      (
        await as(started.owner).put(`/api/users/${started.owner.id}/forms`, {
          ...form,
          props: { ...form.props, elements: version2 },
        })
      ).statusCode,
    ).toBe(200);
    expect((await as(started.owner).post(`${base()}/publish`)).json()).toMatchObject({ version: 2 });
    const versions = await db()
      .selectFrom('form_versions')
      .select(['version', 'props'])
      .where('form_id', '=', started.form.id)
      .execute();
    for (const v of versions) propsOf[v.version] = formPropsSchema.parse(JSON.parse(v.props));

    const random = generator(dialect === 'sqlite' ? 11 : 29);
    const owner = { active: true, permission: '{}', submissions: 0, uploadBytes: 0 };
    const records: SubmissionRecord[] = [];
    for (let i = 0; i < 120; i += 1) {
      // Previews (version 0) submit the draft: never counted.
      const version = i % 10 === 9 ? DRAFT_VERSION : i % 3 === 0 ? 2 : 1;
      const answered = version === 2 || version === DRAFT_VERSION ? 2 : 1;
      const props = propsOf[answered];
      if (!props) throw new Error('no props');
      const pending: PendingWrite = {
        target: { formId: started.form.id, ownerId: started.owner.id, owner, version, props },
        kept: answersOf(random, answered),
        files: [],
        idempotencyKey: null,
        bodyHash: null,
        resultToken: null,
        now: new Date(Date.UTC(2026, 2, 1, 0, 0, i)),
        completion: random(4) === 0 ? null : 5 + random(300),
      };
      records.push(submissionRecord(pending, []));
    }
    // In batches of various sizes: the Kysely path (one transaction each), and on
    // PostgreSQL every other batch through the one-statement path.
    const write = async (batch: SubmissionRecord[], i: number) =>
      dialect === 'postgres' && i % 2 === 1
        ? writeSubmissionsPostgres(db(), batch)
        : db()
            .transaction()
            .execute((trx) => insertSubmissions(trx, batch));
    const sizes = [1, 7, 30, 2, 40, 13, 27];
    let at = 0;
    for (const [i, size] of sizes.entries()) {
      const batch = records.slice(at, at + size);
      const ids = await write(batch, i);
      stored.push(...ids.map((id, j) => ({ id, version: batch[j]?.submission.version ?? -1 })));
      at += size;
    }
    expect(stored).toHaveLength(records.length);
  });
  afterAll(() => started.server.close());

  it('charts every version exactly as grouping the stored answers did, from counters only', async () => {
    for (const version of [1, 2]) {
      const { kept, grouped } = await both(version);
      expect(kept).toEqual(grouped);
    }
    const { kept } = await both(2);
    expect(kept.responses).toBe(stored.filter((s) => s.version !== DRAFT_VERSION).length);
    expect(kept.average_completion_time).toBeGreaterThan(0);
    // The removed choice still counts, under its stored value.
    expect(kept.elements.find((e) => e.questionId === 2)?.chartItems.map((i) => i.name)).toEqual([
      'Yes',
      'No',
      'maybe',
    ]);
    const counters = await countersAndGrouping();
    expect(counters.counters).toEqual(counters.grouped);
    // Free-text answers are never counted.
    expect(counters.counters.some((c) => c.includes('"question_id":1,'))).toBe(false);
  });

  it('lowers the counters with the deleted submissions, once even when deleted twice at once', async () => {
    const previews = stored.filter((s) => s.version === DRAFT_VERSION).map((s) => s.id);
    const counted = stored.filter((s) => s.version !== DRAFT_VERSION).map((s) => s.id);
    const first = [...counted.filter((_, i) => i % 4 === 0), previews[0] ?? 0, 999_999];
    const deleted = await as(started.owner).delete(`${base()}/deleteSubmission`, { submissionIds: first });
    expect(deleted.json()).toEqual({ success: true, deleted: first.length - 1 });

    const overlapping = counted.filter((_, i) => i % 4 === 1 || i % 4 === 2);
    const [a, b] = await Promise.all([
      as(started.owner).delete(`${base()}/deleteSubmission`, { submissionIds: overlapping }),
      as(started.owner).delete(`${base()}/deleteSubmission`, { submissionIds: overlapping.slice(5) }),
    ]);
    expect(a.json<{ deleted: number }>().deleted + b.json<{ deleted: number }>().deleted).toBe(overlapping.length);

    for (const version of [1, 2]) {
      const { kept, grouped } = await both(version);
      expect(kept).toEqual(grouped);
    }
    const remaining = counted.filter((_, i) => i % 4 === 3).length;
    expect((await both(1)).kept.responses).toBe(remaining);
    const counters = await countersAndGrouping();
    expect(counters.counters).toEqual(counters.grouped);
    // A counter that reached zero is removed, not kept at 0.
    const zero = await db()
      .selectFrom('answer_counts')
      .select('n')
      .where('form_id', '=', started.form.id)
      .where('n', '<=', 0)
      .execute();
    expect(zero).toEqual([]);
  });

  it('fills the same counters from the stored rows in the migration', async () => {
    const snapshot = async () => ({
      counters: (await countersAndGrouping()).counters,
      stats: await db()
        .selectFrom('form_stats')
        .select(['submissions', 'completion_sum', 'completion_count'])
        .where('form_id', '=', started.form.id)
        .executeTakeFirstOrThrow(),
    });
    const before = await snapshot();
    await db().deleteFrom('answer_counts').execute();
    await db().updateTable('form_stats').set({ completion_sum: 0, completion_count: 0 }).execute();
    await countStoredAnswers(db() as unknown as Kysely<unknown>);
    const after = await snapshot();
    expect(after).toEqual(before);
    expect(Number(after.stats.completion_count)).toBeGreaterThan(0);
  });

  it('takes the counters along when the form is deleted', async () => {
    expect((await as(started.owner).delete(base())).statusCode).toBe(200);
    const left = await db().selectFrom('answer_counts').select('n').where('form_id', '=', started.form.id).execute();
    expect(left).toEqual([]);
  });
});
