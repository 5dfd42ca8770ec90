// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { entryListSchema } from '@formbuilder/core';
import { fakeServer, renderApp } from '../testing/render-app';
import { storeSession } from '../testing/session';
import { FORM, formsWithCounts, listPath, pageOf, publishedWith } from './data-test-kit';

// docs/product.md, "Logic": the values a form's logic worked out and the ending it chose show in
// the Data table (a column each, headed by the value's name) and in the detail.
const published = publishedWith(
  [
    { id: 1, type: 'Radio', label: 'Capital of France?', options: ['Paris##paris', 'Lyon##lyon'] },
    { id: 2, type: 'Button', buttonText: 'Send' },
  ],
  {
    logic: {
      variables: [{ id: 'score', name: 'Score', kind: 'number', initial: 0 }],
      endings: [
        { id: 'passed', name: 'Passed', kind: 'thanks', text: 'Well done', conditions: [] },
        { id: 'again', name: 'Try again', kind: 'thanks', text: 'Again' },
      ],
    },
  },
);
const page = pageOf(
  [
    {
      id: 12,
      form_id: 3,
      version: 2,
      created_at: '2026-11-24T09:00:00.000Z',
      read: 1,
      completion_time: 30,
      first_answer: { question_id: 1, value: 'paris' },
      answers: [{ question_id: 1, value: 'paris' }],
      variables: { score: 2.666 },
      ending: 'passed',
      params: { utm_source: 'news' },
    },
    {
      id: 11,
      form_id: 3,
      version: 2,
      created_at: '2026-11-23T09:00:00.000Z',
      read: 1,
      completion_time: 20,
      first_answer: null,
      answers: [],
      variables: { score: -1 },
      ending: 'again',
    },
  ],
  { total: 2, today: 1, unread: 0, matching: 2 },
);

beforeEach(() => storeSession());

describe('what a form’s logic worked out, in Data', () => {
  it('shows a column per value and the ending, and lists them in the detail', async () => {
    fakeServer({
      'GET /api/users/7/forms': { body: formsWithCounts(2, 0) },
      [`GET ${FORM}?published=true`]: { body: published },
      [`GET ${listPath()}`]: { body: page },
      [`GET ${FORM}/data-columns`]: { body: { columns: [] } },
      [`GET ${FORM}/submissions/12/entries`]: {
        body: entryListSchema.parse([{ question_id: 1, submission_id: 12, value: 'paris' }]),
      },
    });
    renderApp('/data?form=3');
    const row = await screen.findByRole('button', { name: /^Nov 24, 2026/ });
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers.slice(1)).toEqual(['Capital of France?', 'Score', 'Ending', 'Completion time']);
    const cells = (id: number) =>
      [...document.querySelectorAll(`tr[data-submission="${String(id)}"] td`)].slice(1).map((td) => td.textContent);
    expect(cells(12)).toEqual(['Paris', '2.67', 'Passed', '00:30']);
    expect(cells(11)).toEqual(['', '-1', 'Try again', '00:20']);

    row.click();
    const results = await screen.findByRole('region', { name: 'Calculated by the form' });
    expect([...results.querySelectorAll('dt, dd')].map((node) => node.textContent)).toEqual([
      'Score',
      '2.67',
      'Ending',
      'Passed',
      // The URL parameters the form names, stored with the submission.
      'URL parameter utm_source',
      'news',
    ]);
  });
});
