// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { entryListSchema, statisticsSchema } from '@formbuilder/core';
import { LANGUAGE_STORAGE_KEY } from '../i18n/languages';
import { fakeServer, renderApp } from '../testing/render-app';
import { storeSession } from '../testing/session';
import {
  FORM,
  formsWithCounts,
  listPath,
  pageOf,
  publishedWith,
  statisticsPath,
  RSVP_ELEMENTS,
  rsvpRow,
} from './data-test-kit';

// docs/product.md, "The owner app's language": the Data screens in French once it is chosen,
// their words, the languages of results named in French, and numbers and days written as French
// writes them ('1 234', '66,7 %', '4,67').

const bilingual = publishedWith(RSVP_ELEMENTS, {
  languages: { default: 'en', more: ['ar'], translations: {} },
});
const row = (id: number, day: number, language: string, name: string) =>
  rsvpRow(id, day, language, name, { read: id === 12 ? 0 : 1, completion_time: 40 });
const page = pageOf([row(12, 24, 'ar', 'Amal'), row(11, 23, 'en', 'Ann')], {
  total: 1234,
  today: 1,
  unread: 1,
  matching: 2,
});

const share = (label: string, count: number, percent: number) => ({ label, count, percent });
const statistics = statisticsSchema.parse({
  responses: 1234,
  average_completion_time: 95,
  views: 2000,
  completionRate: 61.7,
  elements: [
    {
      label: 'Coming?',
      chartType: 'pieChart',
      chartItems: [],
      responseCount: 1234,
      questionId: 2,
      distributionKind: 'choices',
      distribution: [share('Yes', 823, 66.69), share('No', 411, 33.31)],
    },
    {
      label: 'Venue',
      chartType: 'average',
      chartItems: [],
      responseCount: 1,
      average: 4.67,
      mean: 4.67,
      questionId: 3,
      distributionKind: 'scale',
      scale: { min: 1, max: 5 },
      distribution: [share('1', 0, 0), share('5', 1, 100)],
    },
  ],
});

function serve() {
  return fakeServer({
    'GET /api/users/7/forms': { body: formsWithCounts(1234, 1) },
    [`GET ${FORM}?published=true`]: { body: bilingual },
    [`GET ${listPath()}`]: { body: page },
    [`GET ${FORM}/data-columns`]: { body: { columns: [] } },
    [`GET ${FORM}/submissions/12/entries`]: {
      body: entryListSchema.parse([{ question_id: 1, submission_id: 12, value: 'Amal' }]),
    },
    [`PUT ${FORM}/submissions/12`]: { body: { message: 'Marked as read.' } },
    [`GET ${statisticsPath()}`]: { body: statistics },
    'GET /api/users/7/preferences': { body: { themeColour: '#2196F3', timeZone: 'UTC', notifyNewForms: false } },
  });
}

/** French writes a group of thousands with a narrow no-break space, and one before ':', '%' and '?'. */
const spaced = (text: string) => text.replace(/ (?=[:%?])/g, '\u00a0').replace(/(\d) (\d)/g, '$1\u202f$2');

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
  storeSession();
});

describe('the Data screens in French', () => {
  it('shows the submissions with French words, dates and language names, and the open one', async () => {
    serve();
    renderApp('/data?form=3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Données' })).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'Données' });
    expect(within(tabs).getByRole('link', { name: 'Réponses' })).toBeTruthy();
    expect(within(tabs).getByRole('link', { name: 'Statistiques' })).toBeTruthy();
    // The list's counts as the server sends them (in English too, '1234 in total').
    const counts = 'submissions__counts';
    const said = await screen.findByText((_text, element) => element?.className === counts && /total/.test(_text));
    expect(said.textContent).toBe('1234 au total · 1 aujourd’hui · 1 non lues');
    expect(screen.getByLabelText('Rechercher dans les réponses')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exporter…' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Sélectionner toutes les réponses affichées' })).toBeTruthy();

    const table = await screen.findByRole('table');
    const heads = [...table.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(heads).toEqual(['Date de réponse (UTC)', 'Name', 'Coming?', 'Langue', 'Durée de remplissage']);
    // The language of each submission, named in French; the date in French.
    expect(within(table).getByText('Arabe')).toBeTruthy();
    expect(within(table).getByText('Anglais')).toBeTruthy();
    const newest = within(table).getByRole('button', { name: /^24 nov\. 2026, 09:00:00/ });

    fireEvent.click(newest);
    expect(await screen.findByRole('heading', { level: 2, name: 'Réponse 12' })).toBeTruthy();
    expect(screen.getByText('En arabe')).toBeTruthy();
    expect(screen.getByText('Réponse à la version 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Précédente' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Marquer comme non lue' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copier la réponse à «\u00a0Name\u00a0»' })).toBeTruthy();
  });

  it('writes the statistics’ words, counts, shares and means as French does', async () => {
    serve();
    renderApp('/data/statistics?form=3');
    const summary = (await screen.findByText('Réponses', { selector: 'dt' })).closest('dl') as HTMLElement;
    const said = [...summary.querySelectorAll('div')].map((item) => item.textContent);
    expect(said).toEqual([
      spaced('Réponses1 234'),
      'Durée moyenne de remplissage01:35',
      spaced('Vues2 000'),
      spaced('Taux de complétion61,70 %'),
    ]);

    const coming = screen.getByRole('region', { name: 'Coming?' });
    expect(coming.querySelector('.statistics__count')?.textContent).toBe(spaced('1 234 réponses'));
    const bars = within(coming).getByRole('table');
    expect([...bars.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
      'Choix',
      'Nombre',
      'Des répondants',
      'Barre',
    ]);
    expect([...bars.querySelectorAll('.statistics__percent')].map((cell) => cell.textContent)).toEqual([
      spaced('66,7 %'),
      spaced('33,3 %'),
    ]);

    const venue = screen.getByRole('region', { name: 'Venue' });
    expect(within(venue).getByText('1 réponse · moyenne 4,67 sur une échelle de 1 à 5')).toBeTruthy();
  });
});
