// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Element } from '@formbuilder/core';
import { fakeServer, renderApp, sentRequest, type FakeRoutes } from '../testing/render-app';
import { storeSession } from '../testing/session';
import { browserTimeZone, dateFormat } from '../ui/date-format';
import { FORM, formsWithCounts, listPath, pageOf, partialPageOf, partialsPath, publishedWith } from './data-test-kit';

// docs/product.md, "Partial responses": the Data screen's Completed | In progress switch and the
// list of responses visitors saved without submitting; every fake answer is built with core's schemas.

const questions = (): Element[] => [
  { id: 1, type: 'TextBox', label: 'Name' },
  { id: 2, type: 'Radio', label: 'Coming?', options: ['Yes##yes', 'No##no'] },
  { id: 3, type: 'TextBox', label: 'Diet' },
];
const withPartials = publishedWith(questions(), { partial: { enabled: true } });
const withoutPartials = publishedWith(questions());
const completed = pageOf(
  [{ id: 12, form_id: 3, version: 2, created_at: '2026-11-24T09:00:00.000Z', read: 1, completion_time: 40 }],
  { total: 2, today: 0, unread: 0, matching: 2 },
);

const item = (id: number, updatedAt: string, page: number, answers: Record<string, string>) => ({
  id,
  updatedAt,
  expiresAt: '2026-12-24T09:00:00.000Z',
  page,
  pageCount: 3,
  answers,
});
const first = [
  item(31, '2026-11-26T10:00:00.000Z', 2, { '1': 'Ada', '2': 'Yes' }),
  item(30, '2026-11-25T10:00:00.000Z', 1, { '1': 'Grace' }),
];
const older = [item(29, '2026-11-21T10:00:00.000Z', 3, { '1': 'Edsger', '2': 'No', '3': 'Vegan' })];

function serve(extra: FakeRoutes = {}, published = withPartials) {
  return fakeServer({
    'GET /api/users/7/forms': { body: formsWithCounts(2, 0) },
    [`GET ${FORM}?published=true`]: { body: published },
    [`GET ${listPath()}`]: { body: completed },
    [`GET ${partialsPath()}`]: { body: partialPageOf(first, 3, 'c-30') },
    [`GET ${partialsPath('c-30')}`]: { body: partialPageOf(older, 3) },
    ...extra,
  });
}

const dates = dateFormat(browserTimeZone());
/** The table's body rows as their cells' text. */
const rowsOf = (table: HTMLElement) =>
  [...table.querySelectorAll('tbody tr')].map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));

beforeEach(() => storeSession());
afterEach(() => vi.unstubAllGlobals());

describe('Completed and In progress', () => {
  it('switches between the two with the keyboard, Completed first, and keeps the choice in the address', async () => {
    serve();
    renderApp('/data?form=3');
    const tabs = await screen.findByRole('tablist', { name: 'Responses' });
    const [done, going] = within(tabs).getAllByRole('tab');
    expect(done?.textContent).toBe('Completed (2)');
    await waitFor(() => expect(going?.textContent).toBe('In progress (3)'));
    expect(done?.getAttribute('aria-selected')).toBe('true');
    expect(going?.tabIndex).toBe(-1);
    expect(screen.getByRole('tabpanel', { name: 'Completed (2)' })).toBeTruthy();
    expect(await screen.findByText('Submission Date')).toBeTruthy();
    done?.focus();
    fireEvent.keyDown(done!, { key: 'ArrowRight' });
    await waitFor(() => expect(going?.getAttribute('aria-selected')).toBe('true'));
    expect(document.activeElement).toBe(going);
    expect(screen.getByTestId('location').textContent).toBe('/data?form=3&show=in-progress');
    expect(
      await within(screen.getByRole('tabpanel', { name: 'In progress (3)' })).findByRole('table', {
        name: 'In-progress responses',
      }),
    ).toBeTruthy();
    fireEvent.keyDown(going!, { key: 'Home' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/data?form=3'));
    expect(await screen.findByText('Submission Date')).toBeTruthy();
  });

  it('lists the in-progress responses: last saved, page, deleted on, then the answers by question; Load more brings older ones', async () => {
    const fetchMock = serve();
    renderApp('/data?form=3&show=in-progress');
    const table = await screen.findByRole('table', { name: 'In-progress responses' });
    const heads = [...table.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(heads).toEqual([
      `Last saved (${dates.timeZone.replaceAll('_', ' ')})`,
      'Page',
      'Deleted on',
      'Name',
      'Coming?',
      'Diet',
    ]);
    expect(rowsOf(table)).toEqual([
      [dates.dateTime('2026-11-26T10:00:00.000Z'), '2 of 3', dates.date('2026-12-24T09:00:00.000Z'), 'Ada', 'Yes', ''],
      [dates.dateTime('2026-11-25T10:00:00.000Z'), '1 of 3', dates.date('2026-12-24T09:00:00.000Z'), 'Grace', '', ''],
    ]);
    expect(
      screen.getByText(
        (_, node) => node?.classList.contains('submissions__counts') === true && node.textContent === '3 in progress',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rowsOf(table)).toHaveLength(3));
    expect(rowsOf(table)[2]?.slice(1)).toEqual([
      '3 of 3',
      dates.date('2026-12-24T09:00:00.000Z'),
      'Edsger',
      'No',
      'Vegan',
    ]);
    expect(fetchMock.mock.calls.some(([url]) => url === partialsPath('c-30'))).toBe(true);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('deletes the chosen ones after a confirmation that names how many, then lists and counts again', async () => {
    let left = [...first, ...older];
    const fetchMock = serve({
      [`GET ${partialsPath()}`]: () => ({ body: partialPageOf(left, left.length) }),
      [`DELETE ${FORM}/partials`]: () => {
        left = left.filter((row) => row.id === 30);
        return { body: { deleted: 2 } };
      },
    });
    renderApp('/data?form=3&show=in-progress');
    await screen.findByRole('table', { name: 'In-progress responses' });
    const remove = screen.getByRole<HTMLButtonElement>('button', { name: 'Delete' });
    expect(remove.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select in-progress response 31' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select in-progress response 29' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete in-progress responses' });
    expect(dialog.textContent).toContain('Delete 2 in-progress responses with their answers and files?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('2 in-progress responses deleted.')).toBeTruthy();
    expect(sentRequest(fetchMock, `${FORM}/partials`).body).toEqual({ ids: [31, 29] });
    await waitFor(() => expect(screen.getByRole('tab', { name: 'In progress (1)' })).toBeTruthy());
    expect(rowsOf(screen.getByRole('table', { name: 'In-progress responses' })).map((row) => row[3])).toEqual([
      'Grace',
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('deletes all in progress after naming the count, and says a refusal in the server’s words', async () => {
    let refuse = true;
    const fetchMock = serve({
      [`DELETE ${FORM}/partials`]: () =>
        refuse
          ? { status: 403, body: { message: 'You may not delete this form’s responses.' } }
          : { body: { deleted: 3 } },
    });
    renderApp('/data?form=3&show=in-progress');
    await screen.findByRole('table', { name: 'In-progress responses' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete all in progress' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete all in progress' });
    expect(dialog.textContent).toContain(
      'Delete all 3 in-progress responses of this form, with their answers and files?',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('You may not delete this form’s responses.');
    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('3 in-progress responses deleted.')).toBeTruthy();
    const deletes = fetchMock.mock.calls.filter(
      ([url, init]) => url === `${FORM}/partials` && init?.method === 'DELETE',
    );
    expect(
      deletes.map(([, init]) => JSON.parse(typeof init?.body === 'string' ? init.body : 'null') as unknown),
    ).toEqual([{}, {}]);
  });

  it('shows no switch for a form that does not keep partial responses and has none in progress', async () => {
    const fetchMock = serve({ [`GET ${partialsPath()}`]: { body: partialPageOf([], 0) } }, withoutPartials);
    renderApp('/data?form=3&show=in-progress');
    expect(await screen.findByText('Submission Date')).toBeTruthy();
    // Asked, and answered none: the list's answer has had its turn to draw the tabs.
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === partialsPath())).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('table', { name: 'In-progress responses' })).toBeNull();
  });

  it('still shows the switch once partial responses are turned off while some are in progress', async () => {
    serve({}, withoutPartials);
    renderApp('/data?form=3');
    expect(await screen.findByRole('tab', { name: 'In progress (3)' })).toBeTruthy();
  });

  it('shows a card per in-progress response on a phone', async () => {
    vi.stubGlobal('matchMedia', (media: string) => ({
      media,
      matches: true,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    serve();
    renderApp('/data?form=3');
    fireEvent.click(await screen.findByRole('tab', { name: 'In progress (3)' }));
    const list = await screen.findByRole('region', { name: 'In progress' });
    const cards = await waitFor(() => {
      const found = list.querySelectorAll('.submission-card');
      expect(found).toHaveLength(2);
      return [...found];
    });
    expect(within(list).queryByRole('table')).toBeNull();
    expect([...cards[0]!.querySelectorAll('.submission-card__answer')].map((line) => line.textContent)).toEqual([
      `Page 2 of 3 · Deleted on ${dates.date('2026-12-24T09:00:00.000Z')}`,
      'Name: Ada',
      'Coming? Yes',
      'Diet: —',
    ]);
    expect(cards[0]?.querySelector('.submission-card__date')?.textContent).toBe(
      `Last saved ${dates.dateTime('2026-11-26T10:00:00.000Z')}`,
    );
    expect(
      within(cards[1] as HTMLElement).getByRole('checkbox', { name: 'Select in-progress response 30' }),
    ).toBeTruthy();
  });
});
