import type { CSSProperties } from 'react';
import type { Statistics } from '@formbuilder/core';
import { useT } from '../i18n/i18n-context';
import { useDataFormats } from './data-formats';
import { BarTable } from './statistics-bars';

// How responses arrive and how far visitors get (docs/product.md §B2 Statistics and "Partial
// responses"): submissions per day, the funnel from views to submissions, and the responses in
// progress by the page each was last seen on.

/** A 'YYYY-MM-DD' day as the instant of its UTC midnight. */
export const dayOf = (date: string) => new Date(`${date}T00:00:00.000Z`);

/** Submissions per day over the last 30 days: columns, with the same numbers as a table on demand. */
export function PerDay({
  perDay,
  timeZone,
}: {
  perDay: NonNullable<Statistics['perDay']>;
  timeZone: string | undefined;
}) {
  const t = useT();
  const formats = useDataFormats();
  const longDay = (date: string) => formats.longDay(dayOf(date));
  const total = perDay.reduce((sum, day) => sum + day.count, 0);
  const largest = Math.max(0, ...perDay.map((day) => day.count));
  const busiest = perDay.find((day) => day.count === largest && largest > 0);
  const first = perDay[0];
  const last = perDay.at(-1);
  const said = { n: total, count: formats.count(total), days: String(perDay.length) };
  const summary = busiest
    ? t('data.stats.perDayBusiest', { ...said, day: longDay(busiest.date), busiest: formats.count(busiest.count) })
    : t('data.stats.perDaySummary', said);
  return (
    <section className="statistics__block" aria-labelledby="statistics-per-day">
      <h2 id="statistics-per-day">{t('data.stats.perDay')}</h2>
      <p className="statistics__count">
        {summary}
        {timeZone && ` ${t('data.stats.daysIn', { zone: timeZone })}`}
      </p>
      <div className="statistics__columns" role="img" aria-label={t('data.stats.columnChart', { summary })}>
        {perDay.map((day) => (
          <span
            key={day.date}
            className="statistics__column"
            title={t('data.stats.dayCount', { day: longDay(day.date), count: formats.count(day.count) })}
          >
            <span
              className="statistics__column-bar"
              style={{ '--bar': `${largest === 0 ? 0 : (day.count / largest) * 100}%` } as CSSProperties}
            />
          </span>
        ))}
      </div>
      {first && last && (
        <div className="statistics__axis" aria-hidden="true">
          <span>{formats.shortDay(dayOf(first.date))}</span>
          <span>{formats.shortDay(dayOf(last.date))}</span>
        </div>
      )}
      <details className="statistics__table">
        <summary>{t('data.stats.showTable')}</summary>
        <table>
          <caption className="visually-hidden">{t('data.stats.perDay')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('data.stats.day')}</th>
              <th scope="col">{t('data.stats.submissions')}</th>
            </tr>
          </thead>
          <tbody>
            {[...perDay].reverse().map((day) => (
              <tr key={day.date}>
                <th scope="row">{longDay(day.date)}</th>
                <td className="statistics__number">{formats.count(day.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}

/** Views → starts → (pages reached) → submissions, each as a share of the views. */
export function Funnel({ statistics }: { statistics: Statistics }) {
  const t = useT();
  const views = statistics.views ?? 0;
  const share = (n: number) => (views === 0 ? undefined : Math.round((n / views) * 1000) / 10);
  const rows = [
    { key: 'views', label: t('data.stats.viewed'), count: views },
    { key: 'starts', label: t('data.stats.started'), count: statistics.starts ?? 0 },
    ...(statistics.pagesReached ?? []).map((page) => ({
      key: `page${page.page}`,
      label: t('data.stats.reachedPage', { page: String(page.page) }),
      count: page.count,
    })),
    { key: 'submitted', label: t('data.stats.submitted'), count: statistics.responses },
  ].map((row) => ({ ...row, percent: share(row.count) }));
  return (
    <section className="statistics__block" aria-labelledby="statistics-funnel">
      <h2 id="statistics-funnel">{t('data.stats.funnel')}</h2>
      {statistics.starts !== undefined && (
        <>
          <p className="statistics__count">
            {t('data.stats.funnelNote')}
            {statistics.responses > views && ` ${t('data.stats.moreThanViews')}`}
          </p>
          <BarTable
            caption={t('data.stats.funnel')}
            head={t('data.stats.step')}
            note={t('data.stats.ofViews')}
            rows={rows}
          />
        </>
      )}
      {statistics.inProgress && <InProgress inProgress={statistics.inProgress} />}
    </section>
  );
}

/**
 * The responses saved but not yet submitted (docs/product.md, "Partial responses"), by the page
 * each visitor was last seen on: where an unfinished response stopped.
 */
function InProgress({ inProgress }: { inProgress: NonNullable<Statistics['inProgress']> }) {
  const t = useT();
  const formats = useDataFormats();
  return (
    <>
      <h3 className="statistics__subheading">
        {t('data.stats.inProgressNow', { count: formats.count(inProgress.total) })}
      </h3>
      {inProgress.byPage.length > 0 && (
        <BarTable
          caption={t('data.stats.inProgressCaption')}
          head={t('data.stats.page')}
          note={t('data.stats.ofInProgress')}
          rows={inProgress.byPage.map((page) => ({
            key: `last${page.page}`,
            label: t('data.stats.lastSeenOnPage', { page: String(page.page) }),
            count: page.count,
            percent: inProgress.total === 0 ? 0 : Math.round((page.count / inProgress.total) * 1000) / 10,
          }))}
        />
      )}
    </>
  );
}
