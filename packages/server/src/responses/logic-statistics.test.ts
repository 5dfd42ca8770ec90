import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAFT_VERSION, statisticsSchema, type Statistics } from '@formbuilder/core';
import { startTestServer, testDialects, type TestServer } from '../test/test-server';
import { createUser, type TestUser } from '../test/factories';
import { anon, as } from '../test/requests';
import { plain, quiz } from '../submissions/logic-testing';
import { logicOutcomes } from './response-reads';

// The statistics of a form with logic (docs/product.md, "Logic"): each number calculated value
// charted as a Number question is, and the endings chosen as a single choice is, from what the
// intake stored with the counted submissions; text values are not charted, previews not counted,
// and a form without logic answers as before.

/** The quiz with a text value beside its score, which is stored but never charted. */
const quizWithText = {
  ...quiz,
  logic: {
    ...quiz.logic,
    variables: [...quiz.logic.variables, { id: 'tier', name: 'Tier', kind: 'text', initial: 'none' }],
  },
};

describe.each(testDialects)('the statistics of a form with logic (%s)', (dialect) => {
  let server: TestServer;
  let owner: TestUser;
  let form: { id: number; uuid: string };
  let plainForm: { id: number; uuid: string };
  const forms = () => `/api/users/${owner.id}/forms`;
  async function published(props: unknown): Promise<{ id: number; uuid: string }> {
    const res = await as(owner).post(forms(), { id: null, title: 'Quiz', private: 0, props });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const created = res.json<{ id: number; uuid: string }>();
    await as(owner).post(`${forms()}/${created.id}/publish`);
    return created;
  }
  const submit = async (uuid: string, body: Record<string, string>) => {
    const res = await anon(server).post(`/form/view/${uuid}`, body, { headers: { accept: 'application/json' } });
    expect(res.statusCode, res.body).toBe(201);
  };
  const statistics = async (formId: number) => {
    const res = await as(owner).get(`${forms()}/${formId}/1/statistics?timeZone=UTC`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Statistics>();
  };

  beforeAll(async () => {
    server = await startTestServer(dialect, { SUBMIT_RATE_LIMIT: '0' });
    owner = await createUser(server, 'owner@example.com');
    form = await published(quizWithText);
    plainForm = await published(plain);
    // Scores 2, 0, 1 and 2: "Passed" twice, "Try again" twice.
    await submit(form.uuid, { q_1: 'paris', q_2: '4' });
    await submit(form.uuid, { q_1: 'lyon', q_2: '5' });
    await submit(form.uuid, { q_1: 'paris', q_2: '5' });
    await submit(form.uuid, { q_1: 'paris', q_2: '4' });
    await submit(plainForm.uuid, { q_1: 'Ada' });
    // A preview stores its values too, but is never counted.
    await server.db.kysely
      .insertInto('submissions')
      .values({
        form_id: form.id,
        version: DRAFT_VERSION,
        created_at: new Date().toISOString(),
        read: 0,
        variables: JSON.stringify({ total: 99, tier: 'x' }),
        ending: 'passed',
      })
      .execute();
  });
  afterAll(() => server.close());

  it('charts each number value as a Number question, and the endings as a single choice', async () => {
    const answer = await statistics(form.id);
    expect(statisticsSchema.parse(answer)).toEqual(answer);
    expect(answer.responses).toBe(4);
    expect(answer.calculated).toEqual([
      {
        label: 'Score',
        valueId: 'total',
        chartType: 'average',
        chartItems: [],
        responseCount: 4,
        average: 1.25,
        mean: 1.25,
        distributionKind: 'numbers',
        distribution: [
          { label: '0', from: 0, to: 0, count: 1, percent: 25 },
          { label: '1', from: 1, to: 1, count: 1, percent: 25 },
          { label: '2', from: 2, to: 2, count: 2, percent: 50 },
        ],
      },
    ]);
    expect(answer.endings).toMatchObject({
      label: 'Ending',
      chartType: 'pieChart',
      responseCount: 4,
      distributionKind: 'choices',
      distribution: [
        { label: 'Passed', count: 2, percent: 50 },
        { label: 'Try again', count: 2, percent: 50 },
      ],
    });
    expect(answer.endings?.chartItems.map((item) => [item.name, item.value])).toEqual([
      ['Passed', 2],
      ['Try again', 2],
    ]);
  });

  it('charts the value exactly as a Number question with the same answers', async () => {
    const numbers = await published({
      ...plain,
      elements: [
        { id: 1, type: 'Number', label: 'Score' },
        { id: 2, type: 'Button', buttonText: 'Send' },
      ],
    });
    for (const score of ['2', '0', '1', '2']) await submit(numbers.uuid, { q_1: score });
    const question = (await statistics(numbers.id)).elements[0];
    const value = (await statistics(form.id)).calculated?.[0];
    expect(question?.questionId).toBe(1);
    expect(value?.valueId).toBe('total');
    const { questionId: _id, type: _type, ...chart } = question!;
    const { valueId: _value, ...calculated } = value!;
    expect(calculated).toEqual(chart);
  });

  it('answers a form without logic as before: no calculated values, no endings', async () => {
    const answer = await statistics(plainForm.id);
    expect(answer.responses).toBe(1);
    expect(answer).not.toHaveProperty('calculated');
    expect(answer).not.toHaveProperty('endings');
  });

  it('reads the stored values in bounded batches by the keyset, previews left out', async () => {
    const batches: number[] = [];
    const totals: unknown[] = [];
    await logicOutcomes(
      server.db.kysely,
      form.id,
      (rows) => {
        batches.push(rows.length);
        for (const row of rows) totals.push((JSON.parse(row.variables ?? '{}') as { total?: number }).total);
      },
      3,
    );
    expect(batches).toEqual([3, 1]);
    expect(totals.sort()).toEqual([0, 1, 2, 2]);
  });
});
