import type { CSSProperties } from 'react';
import type { Statistics } from '@formbuilder/core';
import { BarTable, formatCount, plural } from './statistics-bars';

// How responses arrive and how far visitors get (docs/product.md §B2 Statistics and "Partial
// responses"): submissions per day, the funnel from views to submissions, and the responses in
// progress by the page each was last seen on.

const shortDay = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
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
  const total = perDay.reduce((sum, day) => sum + day.count, 0);
  const largest = Math.max(0, ...perDay.map((day) => day.count));
  const busiest = perDay.find((day) => day.count === largest && largest > 0);
  const first = perDay[0];
  const last = perDay.at(-1);
  const summary = `${plural(total, 'submission', 'submissions')} in the last ${perDay.length} days${busiest ? `, most on ${longDay.format(dayOf(busiest.date))} (${formatCount(busiest.count)})` : ''}.`;
  return (
    <section className="statistics__block" aria-labelledby="statistics-per-day">
      <h2 id="statistics-per-day">Submissions per day</h2>
      <p className="statistics__count">
        {summary}
        {timeZone && <> Days in {timeZone}.</>}
      </p>
      <div className="statistics__columns" role="img" aria-label={`Column chart: ${summary}`}>
        {perDay.map((day) => (
          <span
            key={day.date}
            className="statistics__column"
            title={`${longDay.format(dayOf(day.date))}: ${formatCount(day.count)}`}
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
          <span>{shortDay.format(dayOf(first.date))}</span>
          <span>{shortDay.format(dayOf(last.date))}</span>
        </div>
      )}
      <details className="statistics__table">
        <summary>Show as table</summary>
        <table>
          <caption className="visually-hidden">Submissions per day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Submissions</th>
            </tr>
          </thead>
          <tbody>
            {[...perDay].reverse().map((day) => (
              <tr key={day.date}>
                <th scope="row">{longDay.format(dayOf(day.date))}</th>
                <td className="statistics__number">{formatCount(day.count)}</td>
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
  const views = statistics.views ?? 0;
  const share = (n: number) => (views === 0 ? undefined : Math.round((n / views) * 1000) / 10);
  const rows = [
    { key: 'views', label: 'Viewed the form', count: views },
    { key: 'starts', label: 'Gave a first answer', count: statistics.starts ?? 0 },
    ...(statistics.pagesReached ?? []).map((page) => ({
      key: `page${page.page}`,
      label: `Reached page ${page.page}`,
      count: page.count,
    })),
    { key: 'submitted', label: 'Submitted', count: statistics.responses },
  ].map((row) => ({ ...row, percent: share(row.count) }));
  return (
    <section className="statistics__block" aria-labelledby="statistics-funnel">
      <h2 id="statistics-funnel">How far visitors get</h2>
      {statistics.starts !== undefined && (
        <>
          <p className="statistics__count">
            Each step as a share of the views. First answers and pages reached are reported by visitors’ browsers;
            visits from before they were counted are not included.
            {statistics.responses > views &&
              ' There are more submissions than views: some were sent without the form’s page (through the API).'}
          </p>
          <BarTable caption="How far visitors get" head="Step" note="Of the views" rows={rows} />
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
  return (
    <>
      <h3 className="statistics__subheading">In progress now: {formatCount(inProgress.total)}</h3>
      {inProgress.byPage.length > 0 && (
        <BarTable
          caption="In progress, by the page each visitor was last seen on"
          head="Page"
          note="Of those in progress"
          rows={inProgress.byPage.map((page) => ({
            key: `last${page.page}`,
            label: `Last seen on page ${page.page}`,
            count: page.count,
            percent: inProgress.total === 0 ? 0 : Math.round((page.count / inProgress.total) * 1000) / 10,
          }))}
        />
      )}
    </>
  );
}
