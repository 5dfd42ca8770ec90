import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { parseAnswerCondition, type AnswerCondition, type Element } from '@formbuilder/core';
import { testDialects } from '../test/test-server';
import { createPublishedForm, createSubmission } from '../test/factories';
import { startPublishedForm } from '../submissions/intake-testing';
import { createAnswerSearchIndex } from '../db/migrations/027-answer-trigrams';
import { as } from '../test/requests';
import { createFormsStore } from '../forms/forms.store';
import { createResponsesStore } from './responses.store';
import { resultLanguagesOf } from './result-languages';
import { fewAnswering } from './answer-filter-sql';

// docs/decisions/012-trigram-answer-search.md: a text search of 3 characters or more reads its
// candidates from the trigram index of the answers on PostgreSQL (migration 027), and on SQLite from
// the index written behind the writes (decision 013, answer-search.test.ts), then the filter's own
// predicate decides: the same submissions as walking every answer, whatever the text holds.

const elements = [
  { id: 1, type: 'TextBox', label: 'Comment' },
  {
    id: 2,
    type: 'Checkbox',
    label: 'Tags',
    options: ['Say "hi"##say "hi"', '100% sure##100% sure', 'Back\\slash##back\\slash'],
  },
  { id: 3, type: 'Name', label: 'Full name' },
  { id: 4, type: 'Address', label: 'Address' },
] as unknown as Element[];

const answers: Record<string, [string, string][]> = {
  A: [
    ['q_1', 'Ünïcode ÉCOLE Straße'],
    ['q_2', 'say "hi"'],
    ['q_2', '100% sure'],
    ['q_3.firstName', 'Ada'],
    ['q_3.lastName', 'Lovelace'],
  ],
  B: [
    ['q_1', '  Likes 100% of_it  '],
    ['q_2', 'back\\slash'],
    ['q_3.firstName', 'Grace'],
    ['q_3.lastName', ' Hopper '],
  ],
  C: [
    ['q_1', 'quote "marks" here'],
    ['q_4', ' 10 Downing St, London '],
  ],
  D: [['q_1', '["looks","like a list"]']],
  E: [['q_1', 'comment 4242 and COMMENT 42']],
  F: [['q_1', 'ab']],
};

/** Texts searched: case, accents, quotes, % _ and \ taken literally, across a list's items or a Name's parts, JSON's own text. */
const texts = [
  'école',
  'ÉCOLE',
  'straße',
  'ünï',
  'say "hi"',
  'y "h',
  '100%',
  '1_0',
  'of_it',
  'k\\sl',
  'ada lovelace',
  'a love',
  'rue de rivoli, paris',
  'st, london',
  'firstName',
  '"}',
  'ooks","li',
  'like a list',
  'comment 42',
  'COMMENT 4242',
  'ent',
  'xyz',
  'ab',
];
const operators = ['contains', 'notContains', 'startsWith', 'notStartsWith', 'endsWith', 'notEndsWith'];

describe.each(testDialects)('filter by answer from the trigram index (%s)', (dialect) => {
  let started: Awaited<ReturnType<typeof startPublishedForm>>;
  const ids: Record<string, number> = {};
  const db = () => started.server.db.kysely;
  const letters = (found: readonly number[]) => {
    const byId = new Map(Object.entries(ids).map(([name, id]) => [id, name]));
    return found
      .map((id) => byId.get(id) ?? `#${id}`)
      .sort()
      .join('');
  };
  const condition = (text: string): AnswerCondition => {
    const parsed = parseAnswerCondition(text);
    if ('error' in parsed) throw new Error(parsed.error);
    return parsed;
  };
  /** The submissions a filter matches, walking the list (every answer read, no index). */
  const walked = async (answer: string, formId = started.form.id) => {
    const store = createResponsesStore(db(), { walkFirst: 5_000 });
    const page = await store.page(formId, { limit: 100, answer: [answer] }, resultLanguagesOf(undefined));
    return letters(page.submissions.map((s) => s.id));
  };
  /** The submissions a filter matches, read from the few answering (the index, for a long enough text). */
  const read = async (answer: string, formId = started.form.id) => {
    const store = createResponsesStore(db(), { walkFirst: 1 });
    const page = await store.page(formId, { limit: 100, answer: [answer] }, resultLanguagesOf(undefined));
    return letters(page.submissions.map((s) => s.id));
  };
  /** The answers the index holds the text in, by submission (PostgreSQL's indexed expression). */
  const indexed = async (text: string) => {
    const rows = await sql<{
      submission_id: number;
    }>`select submission_id from entries where form_id is not null and lower(entry_search_text(value)) like ${`%${text.toLowerCase()}%`}`.execute(
      db(),
    );
    return letters(rows.rows.map((row) => row.submission_id));
  };

  /** Whether the migrations alone made the index (they must not: it is the operator's choice). */
  let migratedWithIndex = true;

  beforeAll(async () => {
    started = await startPublishedForm(dialect, elements);
    if (dialect === 'postgres') {
      migratedWithIndex =
        (
          await sql`select 1 from pg_indexes where indexname = 'entries_trigrams' and schemaname = current_schema()`.execute(
            db(),
          )
        ).rows.length > 0;
      // As an operator adds it (docs/product.md, "Searching answers at scale").
      await createAnswerSearchIndex(db());
    }
    for (const [name, fields] of Object.entries(answers))
      ids[name] = await createSubmission(started.server, started.form, fields);
    // An Address stored as an object of parts (the filter reads it as a Name's; the page posts text).
    ids.I = await createSubmission(started.server, started.form, [['q_1', 'x']]);
    await db()
      .insertInto('entries')
      .values({
        submission_id: ids.I,
        question_id: 4,
        form_id: started.form.id,
        value: JSON.stringify({ street: '1 Rue de Rivoli ', city: ' Paris' }),
      })
      .execute();
  });
  afterAll(() => started.server.close());

  it('reads the same submissions as every answer read, for every text search on every kind of answer', async () => {
    const differences: string[] = [];
    for (const question of [1, 2, 3, 4])
      for (const operator of ['contains', 'startsWith', 'endsWith'])
        for (const text of texts) {
          const searched = condition(`${question}:${operator}:${text}`);
          const [fromIndex, fromEvery] = [
            await fewAnswering(db(), started.form.id, searched, 100),
            await fewAnswering(db(), started.form.id, searched, 100, { trigrams: false }),
          ];
          if (letters(fromIndex ?? []) !== letters(fromEvery ?? []))
            differences.push(
              `${question}:${operator}:${text}: ${letters(fromIndex ?? [])} ≠ ${letters(fromEvery ?? [])}`,
            );
        }
    expect(differences).toEqual([]);
    // The page, negations included, matches what walking the list finds.
    for (const operator of operators)
      for (const answer of [
        `1:${operator}:comment 42`,
        `2:${operator}:y "h`,
        `3:${operator}:a love`,
        `4:${operator}:paris`,
      ])
        expect([answer, await read(answer)]).toEqual([answer, await walked(answer)]);
    // What the filter finds, as docs/product.md §B7 says it compares.
    expect(await read('1:contains:comment 4242')).toBe('E');
    expect(await read('1:contains:100%')).toBe('B');
    expect(await read('1:contains:1_0')).toBe('');
    expect(await read('1:startsWith:likes')).toBe('B');
    expect(await read('1:endsWith:OF_IT')).toBe('B');
    expect(await read('1:contains:"marks"')).toBe('C');
    expect(await read('2:contains:y "h')).toBe('A');
    expect(await read('2:contains:k\\sl')).toBe('B');
    expect(await read('3:contains:ada lovelace')).toBe('A');
    expect(await read('3:endsWith:hopper')).toBe('B');
    expect(await read('3:contains:firstName')).toBe('');
    expect(await read('4:contains:rue de rivoli, paris')).toBe('I');
    expect(await read('4:startsWith:10 downing')).toBe('C');
    expect(await read('1:notContains:ent')).toBe('ABCDFI');
    expect(await read('1:contains:like a list')).toBe('D');
    expect(await read('1:contains:ooks","li')).toBe('');
  });

  it.runIf(dialect === 'postgres')(
    'holds each answer as the filter searches it: list items, the parts of a Name or an Address as shown',
    async () => {
      expect(await indexed('comment 4242')).toBe('E');
      expect(await indexed('y "h')).toBe('A');
      expect(await indexed('ada lovelace')).toBe('A');
      expect(await indexed('grace hopper')).toBe('B');
      expect(await indexed('downing st, london')).toBe('C');
      expect(await indexed('rue de rivoli, paris')).toBe('I');
      expect(await indexed('rue de rivoli paris')).toBe('I');
      // Keys and JSON's quotes are not searched.
      expect(await indexed('firstname')).toBe('');
      expect(await indexed('","')).toBe('');
    },
  );

  it.runIf(dialect === 'postgres')('forgets the answers of deleted submissions and deleted forms', async () => {
    const gone = await createSubmission(started.server, started.form, [['q_1', 'zebra crossing']]);
    ids.G = gone;
    expect([await indexed('zebra'), await read('1:contains:zebra')]).toEqual(['G', 'G']);
    const deleted = await as(started.owner).delete(
      `/api/users/${started.owner.id}/forms/${started.form.id}/deleteSubmission`,
      { submissionIds: [gone] },
    );
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect([await indexed('zebra'), await read('1:contains:zebra')]).toEqual(['', '']);

    const other = await createPublishedForm(started.server, started.owner, elements);
    ids.H = await createSubmission(started.server, other, [['q_1', 'okapi herd']]);
    expect([await indexed('okapi'), await read('1:contains:okapi', other.id)]).toEqual(['H', 'H']);
    // The form's own filter never finds another form's answers.
    expect(await read('1:contains:okapi')).toBe('');
    const removed = await as(started.owner).delete(`/api/users/${started.owner.id}/forms/${other.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await indexed('okapi')).toBe('');
  });

  it('finds the same answers once the form is edited: they are searched as stored', async () => {
    const forms = createFormsStore(db());
    const form = await forms.findById(started.form.id);
    const props = {
      ...form!.props,
      elements: (form!.props?.elements ?? []).map((e) =>
        e.id === 1 ? { ...e, type: 'TextArea', label: 'Remarks' } : e,
      ),
    };
    await forms.update(started.form.id, { title: 'Edited', private: 0, props: JSON.stringify(props) });
    await forms.publish(started.form.id);
    expect([await read('1:contains:comment 4242'), await walked('1:contains:comment 4242')]).toEqual(['E', 'E']);
    expect([await read('3:contains:a love'), await walked('3:contains:a love')]).toEqual(['A', 'A']);
  });

  it.runIf(dialect === 'postgres')('is made by the operator, not by the migrations (PostgreSQL)', () => {
    expect(migratedWithIndex).toBe(false);
  });

  it.runIf(dialect === 'postgres')('reads its candidates from the GIN index (PostgreSQL)', async () => {
    const plan = await db()
      .transaction()
      .execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        const rows = await sql<{
          'QUERY PLAN': string;
        }>`explain select submission_id from entries e where lower(entry_search_text(e.value)) like '%comment 4242%' and form_id is not null`.execute(
          trx,
        );
        return rows.rows.map((row) => row['QUERY PLAN']).join('\n');
      });
    expect(plan).toContain('entries_trigrams');
  });
});
