import type { CSSProperties, ReactNode } from 'react';

// The bars of the Statistics screen (docs/product.md §B2 Statistics): each bar carries its count
// and share in words, so colour is never the only cue and every chart is also a table.

const counts = new Intl.NumberFormat(undefined);
const percents = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });
/** A count as the locale writes it: 1,234. */
export const formatCount = (n: number) => counts.format(n);
/** A share in %: 66.7 %, 0 %. */
export const formatPercent = (percent: number) => `${percents.format(percent)} %`;
export const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/** A bar as wide as its share of the largest (so the largest fills the row). */
export function Bar({ value, of, tone }: { value: number; of: number; tone?: string }) {
  const style = { '--bar': `${of === 0 ? 0 : Math.max((value / of) * 100, value > 0 ? 1 : 0)}%` } as CSSProperties;
  return (
    <span className={`statistics__bar${tone ? ` statistics__bar--${tone}` : ''}`} style={style} aria-hidden="true" />
  );
}

/**
 * Bars as a table: a row per bar with its label, count and share in words beside the bar
 * drawn in CSS (hidden from screen readers, which read the numbers).
 */
export function BarTable({
  caption,
  head,
  rows,
  note,
}: {
  caption: string;
  head: string;
  rows: { key: string; label: ReactNode; count: number; percent?: number; tone?: string }[];
  note?: string;
}) {
  const largest = Math.max(0, ...rows.map((row) => row.count));
  const withPercent = rows.some((row) => row.percent !== undefined);
  return (
    <table className="statistics__bars">
      <caption className="visually-hidden">{caption}</caption>
      <thead className="visually-hidden">
        <tr>
          <th scope="col">{head}</th>
          <th scope="col">Count</th>
          {withPercent && <th scope="col">{note ?? 'Share'}</th>}
          <th scope="col">Bar</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            <td className="statistics__number">{formatCount(row.count)}</td>
            {withPercent && (
              <td className="statistics__number statistics__percent">
                {row.percent === undefined ? '' : formatPercent(row.percent)}
              </td>
            )}
            <td className="statistics__bar-cell">
              <Bar value={row.count} of={largest} tone={row.tone} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
