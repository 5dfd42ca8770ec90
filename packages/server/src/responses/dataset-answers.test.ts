import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statisticsSchema, type Element } from '@formbuilder/core';
import { testDialects } from '../test/test-server';
import { startPublishedForm } from '../submissions/intake-testing';
import { createSubmission } from '../test/factories';
import { readCsv } from './csv-testing';
import { as } from '../test/requests';

// A question set to a dataset stores the item's value ('CA'); the owner reads its display
// ('California') in the CSV and the statistics, which chart the dataset's items answered,
// never the 'Option 1 / Option 2' the question keeps but does not show.

const elements = [
  { id: 1, type: 'Dropdown', label: 'State', options: ['Option 1', 'Option 2'], hasDataset: true, dataset: 'usStates' },
  {
    id: 2,
    type: 'Checkbox',
    label: 'Visited',
    options: ['Option 1', 'Option 2'],
    hasDataset: true,
    dataset: 'countriesWithFlags',
  },
  { id: 3, type: 'Radio', label: 'Size', options: ['Small##s', 'Large##l'] },
] as unknown as Element[];

describe.each(testDialects)('dataset answers in words (%s)', (dialect) => {
  let started: Awaited<ReturnType<typeof startPublishedForm>>;
  let ids: number[];
  const base = () => `/api/users/${started.owner.id}/forms/${started.form.id}`;

  beforeAll(async () => {
    started = await startPublishedForm(dialect, elements);
    const answers: [string, string][][] = [
      [
        ['q_1', 'CA'],
        ['q_2', 'France'],
        ['q_2', 'Japan'],
        ['q_3', 's'],
      ],
      [
        ['q_1', 'NY'],
        ['q_2', 'France'],
      ],
      [['q_1', 'CA']],
    ];
    ids = [];
    for (const fields of answers) {
      ids.push(await createSubmission(started.server, started.form, fields));
    }
  });
  afterAll(() => started.server.close());

  it('exports the display texts in the chosen rows’ CSV and in the streamed CSV', async () => {
    const chosen = readCsv(
      (await as(started.owner).post(`${base()}/CSVExport`, { submissionIds: [ids[0]] })).json<{ content: string }>()
        .content,
    );
    expect(chosen.map((row) => row.slice(2))).toEqual([
      ['State', 'Visited', 'Size'],
      ['California', '🇫🇷 France, 🇯🇵 Japan', 'Small'],
    ]);
    const streamed = readCsv((await as(started.owner).get(`${base()}/submissions.csv`)).body);
    expect(streamed.slice(1).map((row) => row.slice(2))).toEqual([
      ['California', '', ''],
      ['New York', '🇫🇷 France', ''],
      ['California', '🇫🇷 France, 🇯🇵 Japan', 'Small'],
    ]);
  });

  it('charts a dataset question by the items answered, by display text, without the phantom options', async () => {
    const { version } = (await as(started.owner).get(`${base()}?published=true`)).json<{ version: number }>();
    const stats = statisticsSchema.parse((await as(started.owner).get(`${base()}/${version}/statistics`)).json());
    const byLabel = Object.fromEntries(
      stats.elements.map((e) => [e.label, e.chartItems.map((item) => [item.name, item.value])]),
    );
    expect(byLabel['State']).toEqual([
      ['California', 2],
      ['New York', 1],
    ]);
    expect(byLabel['Visited']).toEqual([
      ['🇫🇷 France', 2],
      ['🇯🇵 Japan', 1],
    ]);
    // A question with its own options still charts every one, answered or not.
    expect(byLabel['Size']).toEqual([
      ['Small', 1],
      ['Large', 0],
    ]);
  });
});
