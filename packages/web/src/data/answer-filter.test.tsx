// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeServer, renderApp } from '../testing/render-app';
import { storeSession } from '../testing/session';
import { FORM, formsWithCounts, listPath, pageOf, publishedWith } from './data-test-kit';

// docs/product.md §B7, filter by answer: rows that read as the rule editor's sentence, sent as
// `answer=<question id>:<operator>[:<value>]`, all of which must hold.
const published = publishedWith([
  { id: 1, type: 'TextBox', label: 'Name' },
  { id: 2, type: 'Radio', label: 'Coming?', options: ['Yes##yes', 'No##no'] },
  { id: 4, type: 'Number', label: 'Guests' },
  { id: 5, type: 'Header', label: 'Thanks' },
]);
const both = pageOf(
  [
    { id: 12, form_id: 3, version: 2, created_at: '2026-11-24T09:00:00.000Z', read: 0, completion_time: 40 },
    { id: 11, form_id: 3, version: 2, created_at: '2026-11-23T09:00:00.000Z', read: 1, completion_time: 30 },
  ],
  { total: 2, today: 1, unread: 1, matching: 2 },
);
const onlyNewest = { ...both, submissions: both.submissions.slice(0, 1), matching: 1 };
const answer = (...conditions: string[]) => conditions.map((c) => `answer=${encodeURIComponent(c)}`).join('&');

function serve() {
  return fakeServer({
    'GET /api/users/7/forms': { body: formsWithCounts(2, 1) },
    [`GET ${FORM}?published=true`]: { body: published },
    [`GET ${listPath()}`]: { body: both },
    [`GET ${listPath(answer('2:equals:yes'))}`]: { body: onlyNewest },
    [`GET ${listPath(answer('2:equals:yes', '1:contains:ada'))}`]: { body: onlyNewest },
    [`GET ${listPath(answer('1:contains:ada'))}`]: { body: onlyNewest },
    [`GET ${listPath(answer('4:isEmpty'))}`]: { body: { ...both, submissions: [], matching: 0 } },
  });
}
const asked = (fetchMock: ReturnType<typeof serve>, path: string) => fetchMock.mock.calls.some(([url]) => url === path);
const counts = () => document.querySelector('.submissions__counts')?.textContent ?? '';

beforeEach(() => storeSession());

describe('filters by answer', () => {
  it('adds a row per condition, in the rule editor’s words, and lists what all of them match', async () => {
    const fetchMock = serve();
    renderApp('/data?form=3');
    fireEvent.click(await screen.findByRole('button', { name: 'Add a filter' }));
    const rows = () => within(screen.getByRole('list', { name: 'Filters by answer' })).getAllByRole('listitem');
    // Questions only (no header); the first question's operators for text.
    const question = within(rows()[0]!).getByRole('combobox', { name: 'Question' });
    expect(
      within(question)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Name', 'Coming?', 'Guests']);
    fireEvent.change(question, { target: { value: '2' } });
    const operator = within(rows()[0]!).getByRole('combobox', { name: 'Condition on “Coming?”' });
    expect(
      within(operator)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['is', 'is not', 'is empty', 'is filled']);
    // A choice is chosen among the question's options; nothing is asked until it is.
    const value = within(rows()[0]!).getByRole('combobox', { name: 'Value for “Coming?”' });
    expect(
      within(value)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a value', 'Yes', 'No']);
    fireEvent.change(value, { target: { value: 'yes' } });
    await waitFor(() => expect(asked(fetchMock, listPath(answer('2:equals:yes')))).toBe(true));
    await waitFor(() => expect(counts()).toMatch(/1 matching/));
    expect(screen.queryByRole('button', { name: /^Nov 23, 2026/ })).toBeNull();

    // A second row: both must hold.
    fireEvent.click(screen.getByRole('button', { name: 'Add a filter' }));
    const second = rows()[1]!;
    fireEvent.change(within(second).getByRole('combobox', { name: 'Condition on “Name”' }), {
      target: { value: 'contains' },
    });
    fireEvent.change(within(second).getByRole('textbox', { name: 'Value for “Name”' }), { target: { value: ' ada ' } });
    await waitFor(() => expect(asked(fetchMock, listPath(answer('2:equals:yes', '1:contains:ada')))).toBe(true));

    // Removing the first leaves the second alone.
    fireEvent.click(screen.getByRole('button', { name: 'Remove the filter on “Coming?”' }));
    await waitFor(() => expect(asked(fetchMock, listPath(answer('1:contains:ada')))).toBe(true));
    expect(rows()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Remove the filter on “Name”' }));
    await waitFor(() => expect(counts()).not.toMatch(/matching/));
  });

  it('asks no value for is empty, and offers a number input and comparisons for a number', async () => {
    const fetchMock = serve();
    renderApp('/data?form=3');
    fireEvent.click(await screen.findByRole('button', { name: 'Add a filter' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Question' }), { target: { value: '4' } });
    const operator = screen.getByRole('combobox', { name: 'Condition on “Guests”' });
    expect(
      within(operator)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['is', 'is not', 'is greater than', 'is less than', 'is empty', 'is filled']);
    expect(screen.getByRole('spinbutton', { name: 'Value for “Guests”' })).toBeTruthy();
    fireEvent.change(operator, { target: { value: 'isEmpty' } });
    expect(screen.queryByRole('spinbutton', { name: 'Value for “Guests”' })).toBeNull();
    await waitFor(() => expect(asked(fetchMock, listPath(answer('4:isEmpty')))).toBe(true));
    await waitFor(() => expect(counts()).toMatch(/0 matching/));
    expect(await screen.findByText('No submission(s)')).toBeTruthy();
  });

  it('offers at most five', async () => {
    serve();
    renderApp('/data?form=3');
    const add = await screen.findByRole('button', { name: 'Add a filter' });
    for (let i = 0; i < 5; i += 1) fireEvent.click(add);
    expect(screen.getAllByRole('button', { name: /^Remove the filter/ })).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Add a filter' })).toBeNull();
  });
});
