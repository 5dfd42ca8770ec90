// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { entryListSchema, type DataColumn } from '@formbuilder/core';
import { fakeServer, renderApp, type FakeRoutes } from '../testing/render-app';
import { storeSession } from '../testing/session';
import { browserTimeZone } from '../ui/date-format';
import { FORM, formsWithCounts, listPath, pageOf, publishedWith, RSVP_ELEMENTS, rsvpRow } from './data-test-kit';

// The Data screen of a form in more than one language (docs/product.md, "Languages in results"):
// a Language column the Columns dialog can hide, a language filter passed to the list and the
// exports, and the language in the detail; none of it for a form in one language.
const bilingual = publishedWith(RSVP_ELEMENTS, {
  languages: { default: 'en', more: ['fr'], translations: { fr: { 'element.1.label': 'Nom' } } },
});
const monolingual = publishedWith(RSVP_ELEMENTS);
const page = pageOf([rsvpRow(12, 24, 'fr', 'Amélie'), rsvpRow(11, 23, 'en', 'Ann')], {
  total: 2,
  today: 0,
  unread: 0,
  matching: 2,
});
const french = { ...page, submissions: page.submissions.slice(0, 1), matching: 1 };
const zone = `timeZone=${encodeURIComponent(browserTimeZone())}`;
const COLUMNS = `${FORM}/data-columns`;

function serve(published = bilingual, extra: FakeRoutes = {}) {
  return fakeServer({
    'GET /api/users/7/forms': { body: formsWithCounts(2, 0) },
    [`GET ${FORM}?published=true`]: { body: published },
    [`GET ${listPath()}`]: { body: page },
    [`GET ${listPath('language=fr')}`]: { body: french },
    [`GET ${COLUMNS}`]: { body: { columns: [] } },
    [`PUT ${COLUMNS}`]: (init) => ({ body: JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as unknown }),
    [`GET ${FORM}/submissions/12/entries`]: {
      body: entryListSchema.parse([{ question_id: 1, submission_id: 12, value: 'Amélie' }]),
    },
    ...extra,
  });
}

const newestRow = () => screen.findByRole('button', { name: /^Nov 24, 2026/ });
const headers = () =>
  within(screen.getByRole('table'))
    .getAllByRole('columnheader')
    .map((th) => th.textContent);
const cellsOf = (id: number) =>
  [...document.querySelectorAll(`tr[data-submission="${String(id)}"] td`)].slice(1).map((td) => td.textContent);
const asked = (fetchMock: ReturnType<typeof serve>, url: string) =>
  fetchMock.mock.calls.some(([called]) => called === url);

beforeEach(() => storeSession());
afterEach(() => vi.unstubAllGlobals());

describe('languages on the Data screen', () => {
  it('shows each submission’s language in its own column, by name', async () => {
    serve();
    renderApp('/data?form=3');
    await newestRow();
    await waitFor(() => expect(headers().slice(1)).toEqual(['Name', 'Coming?', 'Language', 'Completion time']));
    expect(cellsOf(12)).toEqual(['Amélie', 'Yes', 'French', '']);
    expect(cellsOf(11)).toEqual(['Ann', 'Yes', 'English', '']);
  });

  it('hides the Language column in the Columns dialog, saving the choice', async () => {
    const fetchMock = serve();
    renderApp('/data?form=3');
    await newestRow();
    fireEvent.click(await screen.findByRole('button', { name: 'Columns' }));
    const dialog = await screen.findByRole('dialog', { name: 'Columns' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Language' }));
    await waitFor(() => expect(headers()).not.toContain('Language'));
    const saved = fetchMock.mock.calls
      .filter(([url, init]) => url === COLUMNS && init?.method === 'PUT')
      .map(([, init]) => JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as { columns: DataColumn[] });
    expect(saved[0]?.columns.find((column) => column.key === 'language')).toEqual({ key: 'language', hidden: true });
  });

  it('filters the list by language and exports the filtered submissions with it', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() }));
    const fetchMock = serve(bilingual, {
      [`GET ${FORM}/submissions.csv?language=fr&${zone}`]: { body: { csv: true } },
    });
    renderApp('/data?form=3');
    await newestRow();
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Language' });
    expect([...select.options].map((option) => option.textContent)).toEqual(['All languages', 'English', 'French']);
    fireEvent.change(select, { target: { value: 'fr' } });
    await waitFor(() => expect(asked(fetchMock, listPath('language=fr'))).toBe(true));
    await waitFor(() => expect(document.querySelector('tr[data-submission="11"]')).toBeNull());
    expect(await screen.findByText(/1 matching/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Export…' }));
    const panel = screen.getByRole('group', { name: 'Export submissions' });
    expect(within(panel).getByRole<HTMLInputElement>('radio', { name: 'The 1 matching the filters' }).checked).toBe(
      true,
    );
    fireEvent.click(within(panel).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(asked(fetchMock, `${FORM}/submissions.csv?language=fr&${zone}`)).toBe(true));
  });

  it('says in the detail which language the submission was given in', async () => {
    serve();
    renderApp('/data?form=3');
    fireEvent.click(await newestRow());
    expect(await screen.findByText('In French')).toBeTruthy();
  });

  it('has no Language column, filter nor detail line for a form in one language', async () => {
    serve(monolingual);
    renderApp('/data?form=3');
    fireEvent.click(await newestRow());
    await screen.findByText('Amélie', { selector: '.submission-detail__answer' });
    expect(headers()).not.toContain('Language');
    expect(screen.queryByRole('combobox', { name: 'Language' })).toBeNull();
    expect(screen.queryByText('In French')).toBeNull();
  });
});
