// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DataColumn } from '@formbuilder/core';
import { LANGUAGE_STORAGE_KEY } from '../i18n/languages';
import { fakeServer, renderApp } from '../testing/render-app';
import { storeSession } from '../testing/session';
import { FORM, formsWithCounts, listPath, pageOf, publishedWith } from './data-test-kit';

// docs/product.md §B2, "Columns": a column per URL parameter the form stores with its submissions,
// headed like the exports' ("URL parameter utm_source"), which the owner shows or hides like a
// question's; one a URL Parameter question already shows starts hidden.
const published = publishedWith([
  { id: 1, type: 'TextBox', label: 'Name, from {{param:utm_source}}' },
  { id: 2, type: 'URLParam', label: 'Referrer', searchUrlParam: 'ref' },
  { id: 3, type: 'Button', buttonText: 'Send' },
]);
const long = 'spring-newsletter-with-a-campaign-name-longer-than-a-cell';
const page = pageOf(
  [
    {
      id: 12,
      form_id: 3,
      version: 2,
      created_at: '2026-11-24T09:00:00.000Z',
      read: 1,
      completion_time: 30,
      first_answer: { question_id: 1, value: 'Ada' },
      answers: [
        { question_id: 1, value: 'Ada' },
        { question_id: 2, value: 'friend' },
      ],
      params: { utm_source: '<b>news</b>', ref: 'friend' },
    },
    {
      id: 11,
      form_id: 3,
      version: 2,
      created_at: '2026-11-23T09:00:00.000Z',
      read: 1,
      completion_time: 20,
      first_answer: { question_id: 1, value: 'Bob' },
      answers: [{ question_id: 1, value: 'Bob' }],
      params: { utm_source: long },
    },
    {
      id: 10,
      form_id: 3,
      version: 2,
      created_at: '2026-11-22T09:00:00.000Z',
      read: 1,
      completion_time: 10,
      first_answer: { question_id: 1, value: 'Cy' },
      answers: [{ question_id: 1, value: 'Cy' }],
    },
  ],
  { total: 3, today: 0, unread: 0, matching: 3 },
);
const COLUMNS = `${FORM}/data-columns`;

function serve(saved: DataColumn[] = []) {
  return fakeServer({
    'GET /api/users/7/forms': { body: formsWithCounts(3, 0) },
    [`GET ${FORM}?published=true`]: { body: published },
    [`GET ${listPath()}`]: { body: page },
    [`GET ${COLUMNS}`]: { body: { columns: saved } },
    [`PUT ${COLUMNS}`]: (init) => ({ body: JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as unknown }),
  });
}

const headers = () =>
  within(screen.getByRole('table'))
    .getAllByRole('columnheader')
    .slice(1)
    .map((th) => th.textContent);
const cellsOf = (id: number) =>
  [...document.querySelectorAll(`tr[data-submission="${String(id)}"] td`)].slice(1).map((td) => td.textContent);

beforeEach(() => {
  localStorage.clear();
  storeSession();
});

describe('the URL parameters a form stores, in the Data table', () => {
  it('shows a column per parameter, its text escaped and a long one clipped; the one a question shows starts hidden', async () => {
    serve();
    renderApp('/data?form=3');
    await screen.findByRole('button', { name: /^Nov 24, 2026/ });
    expect(headers()).toEqual([
      'Name, from {{param:utm_source}}',
      'Referrer',
      'URL parameter utm_source',
      'Completion time',
    ]);
    expect(cellsOf(12)).toEqual(['Ada', 'friend', '<b>news</b>', '00:30']);
    expect(document.querySelector('tbody b')).toBeNull();
    expect(cellsOf(10)).toEqual(['Cy', '', '', '00:10']);
    const clipped = screen.getByText(long);
    expect(clipped.getAttribute('title')).toBe(long);
    expect(clipped.tabIndex).toBe(0);
  });

  it('lists them in the Columns dialog, where hiding one is saved by its key', async () => {
    const fetchMock = serve();
    renderApp('/data?form=3');
    await screen.findByRole('button', { name: /^Nov 24, 2026/ });
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const dialog = await screen.findByRole('dialog', { name: 'Columns' });
    expect(within(dialog).getByRole<HTMLInputElement>('checkbox', { name: 'URL parameter ref' }).checked).toBe(false);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'URL parameter utm_source' }));
    await waitFor(() => expect(headers()).not.toContain('URL parameter utm_source'));
    const put = fetchMock.mock.calls.find(([url, init]) => url === COLUMNS && init?.method === 'PUT');
    const body = JSON.parse(typeof put?.[1]?.body === 'string' ? put[1].body : '{}') as { columns: DataColumn[] };
    expect(body.columns.filter((column) => column.key.startsWith('param:'))).toEqual([
      { key: 'param:ref', hidden: true },
      { key: 'param:utm_source', hidden: true },
    ]);
  });

  it('keeps an older saved choice, which knew no parameter, and shows the parameter after its columns', async () => {
    serve([
      { key: 'completion_time', hidden: false },
      { key: 'q:2', hidden: true },
      { key: 'q:1', hidden: false },
    ]);
    renderApp('/data?form=3');
    await screen.findByRole('button', { name: /^Nov 24, 2026/ });
    await waitFor(() =>
      expect(headers()).toEqual(['Completion time', 'Name, from {{param:utm_source}}', 'URL parameter utm_source']),
    );
  });

  it('heads the column in the app’s language', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    serve();
    renderApp('/data?form=3');
    await screen.findByRole('columnheader', { name: 'Paramètre d’URL utm_source' });
  });
});
