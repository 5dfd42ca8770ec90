import type { CSSProperties, ReactNode } from 'react';
import { useT } from '../i18n/i18n-context';
import { useDataFormats } from './data-formats';

// The bars of the Statistics screen (docs/product.md §B2 Statistics): each bar carries its count
// and share in words, so colour is never the only cue and every chart is also a table. Numbers
// are written in the app's locale (data-formats.ts): '1,234' and '66.7 %', '1 234' and '66,7 %'.

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
  const t = useT();
  const formats = useDataFormats();
  const largest = Math.max(0, ...rows.map((row) => row.count));
  const withPercent = rows.some((row) => row.percent !== undefined);
  return (
    <table className="statistics__bars">
      <caption className="visually-hidden">{caption}</caption>
      <thead className="visually-hidden">
        <tr>
          <th scope="col">{head}</th>
          <th scope="col">{t('data.stats.count')}</th>
          {withPercent && <th scope="col">{note ?? t('data.stats.share')}</th>}
          <th scope="col">{t('data.stats.bar')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            <td className="statistics__number">{formats.count(row.count)}</td>
            {withPercent && (
              <td className="statistics__number statistics__percent">
                {row.percent === undefined ? '' : t('data.stats.percent', { value: formats.share(row.percent) })}
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
