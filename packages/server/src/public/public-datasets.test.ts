import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Element, Rule } from '@formbuilder/core';
import { testDialects, type TestServer } from '../test/test-server';
import { type TestUser } from '../test/factories';
import { startPublishedForm } from '../submissions/intake-testing';
import { anon, as } from '../test/requests';

// Questions whose options come from a dataset (docs/product.md §B3 hasDataset,
// dataset; §B7 GET /api/datasets) showed 'Option 1 / Option 2' to visitors, the server
// refused the dataset's values, and Phone offered only '+1 (US)'.

const elements: Element[] = [
  // The stored options are the builder's defaults: what the visitor must not see.
  {
    id: 1,
    type: 'Dropdown',
    label: 'Country',
    options: ['Option 1', 'Option 2'],
    hasDataset: true,
    dataset: 'countries',
  },
  {
    id: 2,
    type: 'Radio',
    label: 'Month',
    options: ['Option 1', 'Option 2'],
    hasDataset: true,
    dataset: 'months',
    required: true,
  },
  { id: 3, type: 'Phone', label: 'Phone', dataset: 'countriesDialCodes', defaultDialCode: '+1 (US)' },
  { id: 4, type: 'TextBox', label: 'Why March?' },
  { id: 5, type: 'Button', buttonText: 'Send' },
];
// docs/product.md §B5, a rule's value is one of the if-field's options: here a month.
const rules: Rule[] = [
  {
    id: 1,
    type: 'showHide',
    if: { field: 2, operator: 'equals', value: 'March' },
    then: { command: 'show', field: 4 },
    fieldLink: false,
  },
];

describe.each(testDialects)('dataset questions on the public form (%s)', (dialect) => {
  let server: TestServer;
  let owner: TestUser;
  let form: { id: number; uuid: string };

  beforeAll(async () => {
    ({ server, owner, form } = await startPublishedForm(dialect, elements, rules));
  });
  afterAll(() => server.close());

  const post = (body: string) =>
    anon(server).post(`/form/view/${form.uuid}`, body, {
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    });
  const formData = (html: string) =>
    JSON.parse(/<script type="application\/json" id="fb-form-data">(.*?)<\/script>/.exec(html)?.[1] ?? '{}') as {
      elements: Element[];
    };

  function expectDatasetChoices(html: string) {
    expect(html).not.toContain('Option 1');
    expect(html).toContain('<option value="France">France</option>');
    expect(html).toMatch(/<input type="radio"[^>]*value="January"/);
    expect(html).toContain('<option value="+33 (FR)">France (+33)</option>');
    // The default dial code is chosen among all of them.
    expect(html).toMatch(/<option value="\+1 \(US\)" selected="">United States \(\+1\)<\/option>/);
    // The page's script checks answers against the same options (client/validation.ts).
    const [country, month, phone] = formData(html).elements;
    expect(country?.options).toContain('France');
    expect(month?.options?.slice(0, 2)).toEqual(['January', 'February']);
    // The dial codes are in the page's list only: no rule or check of the script needs them.
    expect(phone?.type).toBe('Phone');
    expect(phone?.options).toBeUndefined();
  }

  it("draws the datasets' items on the live page and gives them to its script", async () => {
    const page = await anon(server).get(`/form/view/${form.uuid}`);
    expect(page.statusCode).toBe(200);
    expectDatasetChoices(page.body);
  });

  it("draws them in the owner's preview of the draft", async () => {
    const token = (await as(owner).get(`/api/users/${owner.id}/forms/${form.id}/preview-token`)).json<{
      token: string;
    }>().token;
    const page = await anon(server).get(`/form/view/${form.uuid}?preview=true&token=${encodeURIComponent(token)}`);
    expect(page.statusCode).toBe(200);
    expectDatasetChoices(page.body);
  });

  it('stores the dataset values a form post sends, the dial code joined to the number', async () => {
    const res = await post(
      `q_1=France&q_2=January&q_3=${encodeURIComponent('6 12 34 56 78')}&q_3.dialCode=${encodeURIComponent('+33 (FR)')}`,
    );
    expect(res.statusCode).toBe(303);
    const submission = await server.db.kysely
      .selectFrom('submissions')
      .select('id')
      .where('form_id', '=', form.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const entries = await server.db.kysely
      .selectFrom('entries')
      .select(['question_id', 'value'])
      .where('submission_id', '=', submission.id)
      .orderBy('question_id')
      .execute();
    expect(entries).toEqual([
      { question_id: 1, value: 'France' },
      { question_id: 2, value: 'January' },
      { question_id: 3, value: '+33 6 12 34 56 78' },
    ]);
  });

  it('refuses the stale options and values outside the dataset with the option message', async () => {
    const res = await anon(server).post(
      `/form/view/${form.uuid}`,
      { q_1: 'Option 1', q_2: 'Smarch' },
      { headers: { accept: 'application/json' } },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      1: 'Please choose one of the options.',
      2: 'Please choose one of the options.',
    });
  });

  it('runs rules on the dataset values: March shows the follow-up question and keeps its answer', async () => {
    const res = await anon(server).post(
      `/form/view/${form.uuid}`,
      { q_2: 'March', q_4: 'Spring' },
      { headers: { accept: 'application/json' } },
    );
    expect(res.statusCode).toBe(201);
    const entries = await server.db.kysely
      .selectFrom('entries')
      .select(['question_id', 'value'])
      .where('submission_id', '=', res.json().submissionId)
      .orderBy('question_id')
      .execute();
    expect(entries).toEqual([
      { question_id: 2, value: 'March' },
      { question_id: 4, value: 'Spring' },
    ]);
  });
});
