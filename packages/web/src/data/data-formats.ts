import { useLocale } from '../i18n/i18n-context';

// The numbers and days of the Data screens in the locale of the app's language (docs/product.md,
// "The owner app's language"): counts ('1,234', '1 234'), shares and the statistics' two decimals
// ('12.50', '12,50'), and the statistics' days, which are calendar days read at UTC midnight.

/** The list's `matching` is counted up to this many (the server's MATCHING_COUNT_CAP). */
const MATCHING_COUNTED_UP_TO = 1_000;

export interface DataFormats {
  /** A whole count: '1,234'. */
  count(n: number): string;
  /**
   * The list's `matching`: '1,000+' when it is the cap the server counts up to (a count past it
   * stops there), else the number, counted or kept exact ('5,000' unread).
   */
  matching(n: number): string;
  /** A share in per cent, to one decimal: '66.7'. */
  share(n: number): string;
  /** A statistic with two decimals and no grouping, as docs/product.md §B9 shows them: '1234.50'. */
  statistic(n: number): string;
  /** A day in short: 'Nov 3'. */
  shortDay(day: Date): string;
  /** A day in full: 'Tue, Nov 3, 2026'. */
  longDay(day: Date): string;
  /** A day as the medium date: 'Nov 3, 2026'. */
  day(day: Date): string;
  /** A month: 'November 2026'. */
  month(day: Date): string;
}

const made = new Map<string, DataFormats>();

/** The formats of `locale`, made once per locale. */
export function dataFormats(locale: string): DataFormats {
  const known = made.get(locale);
  if (known) return known;
  const counts = new Intl.NumberFormat(locale);
  const shares = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const statistics = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  });
  const days = (options: Intl.DateTimeFormatOptions) => {
    const format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    return (day: Date) => format.format(day);
  };
  const formats: DataFormats = {
    count: (n) => counts.format(n),
    matching: (n) => (n === MATCHING_COUNTED_UP_TO ? `${counts.format(n)}+` : counts.format(n)),
    share: (n) => shares.format(n),
    // + 0 turns −0 into 0, which toFixed writes without a sign.
    statistic: (n) => statistics.format(n + 0),
    shortDay: days({ month: 'short', day: 'numeric' }),
    longDay: days({ weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }),
    day: days({ dateStyle: 'medium' }),
    month: days({ month: 'long', year: 'numeric' }),
  };
  made.set(locale, formats);
  return formats;
}

/** The Data screens' formats in the app's locale. */
export function useDataFormats(): DataFormats {
  return dataFormats(useLocale().locale);
}
