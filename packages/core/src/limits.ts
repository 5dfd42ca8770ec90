// Numbers both the browser and the server enforce (docs/architecture.md, "Limits": limits
// live in one shared module). Each constant cites the section of docs/product.md it comes from.

// docs/product.md §B5 and §B9, labels and radio options
export const LABEL_MAX_LENGTH = 2000;
// docs/product.md §B5, post-submission page
export const THANK_YOU_TITLE_MAX_LENGTH = 128;
export const THANK_YOU_TEXT_MAX_LENGTH = 256;
export const EVALUATION_LABEL_MAX_LENGTH = 16;
// docs/product.md §B5, page break button texts
export const PAGE_BREAK_BUTTON_TEXT_MAX_LENGTH = 32;
// docs/product.md §B5, tags
export const TAG_MAX_LENGTH = 24;
// docs/product.md §B5, phone
export const PHONE_MAX_LENGTH = 30;
// No answer text is longer than this, whatever the question (a question's
// maxLength may say less); without it one answer could fill the database.
export const ANSWER_MAX_LENGTH = 10_000;
// docs/product.md §B4, a phone answer counts as filled when its trimmed length is over 6
export const PHONE_FILLED_MIN_LENGTH = 7;
// One uploaded file at most (the server refuses more with 413; the File question
// says it under its input).
export const FILE_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
// docs/product.md §B3 and §B9, rating scale
export const RATING_TOP_LIMIT_MIN = 3;
export const RATING_TOP_LIMIT_MAX = 10;
export const RATING_TOP_LIMIT_DEFAULT = 5;
// Net promoter scores run from 0 to 10 by definition of the metric.
export const NET_PROMOTER_SCORE_MIN = 0;
export const NET_PROMOTER_SCORE_MAX = 10;
// docs/product.md §B9, auto page break
export const AUTO_PAGE_BREAK_ELEMENTS_PER_PAGE_DEFAULT = 1;
// docs/product.md §A2 and §A9, clone
export const CLONE_TITLE_PREFIX = 'Clone of ';
export const CLONE_TITLE_MAX_LENGTH = 256;
// docs/product.md §A5 and §A9, widget title
export const WIDGET_TITLE_MAX_LENGTH = 32;
// docs/product.md §A5, widget title: letters and spaces only
export const WIDGET_TITLE_PATTERN = /^[\p{L} ]*$/u;

export function isValidWidgetTitle(title: string): boolean {
  return title.length <= WIDGET_TITLE_MAX_LENGTH && WIDGET_TITLE_PATTERN.test(title);
}

/** docs/product.md §A2 and §A9, the clone name prefilled as 'Clone of ' plus the title, 256 at most. */
export function cloneTitle(title: string): string {
  return `${CLONE_TITLE_PREFIX}${title}`.slice(0, CLONE_TITLE_MAX_LENGTH);
}

// docs/product.md §A9, rule summaries
export const RULE_NAME_MAX_LENGTH = 35;
// docs/product.md §A5 and §A9, role limits (0 means unlimited, docs/product.md §A6)
export const ROLE_LIMIT_MIN = 0;
export const ROLE_LIMIT_MAX = 99_999_999;
export const UNLIMITED = 0;
// docs/product.md §A6 and §A9
export const DEFAULT_FORM_LIMIT = 5;
// docs/product.md §A4 and §A9, delete and clone modals
export const MODAL_AUTO_CLOSE_MS = 1500;
// docs/product.md §A9, unread badge
export const UNREAD_BADGE_MAX = 99;
// docs/product.md §B9, mapping labels
export const MAPPING_LABEL_MAX_LENGTH = 45;
// docs/product.md §B2, table cell tooltip
export const TABLE_TOOLTIP_MIN_LENGTH = 68;

const COUNT_SUFFIXES = ['', 'k', 'm', 'b', 't'] as const;

/**
 * Abbreviates a count of 1000 or more with k, m, b or t to 3 significant digits
 * (docs/product.md §A9): 999 → '999', 1234 → '1.23k', 12345 → '12.3k',
 * 1000 → '1k' (trailing zeros dropped). Rounding that reaches 1000 moves up a
 * suffix (999_999 → '1m').
 */
export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const sign = n < 0 ? '-' : '';
  let value = Math.abs(n);
  if (value < 1000) return sign + String(value);
  let tier = 0;
  while (value >= 1000 && tier < COUNT_SUFFIXES.length - 1) {
    value /= 1000;
    tier += 1;
  }
  let rounded = Number(value.toPrecision(3));
  if (rounded >= 1000 && tier < COUNT_SUFFIXES.length - 1) {
    rounded = Number((rounded / 1000).toPrecision(3));
    tier += 1;
  }
  return `${sign}${String(rounded)}${COUNT_SUFFIXES[tier] ?? ''}`;
}

/**
 * The unread badge text (docs/product.md §A9, "the unread badge caps at 99"):
 * counts above 99 read '99+', so the badge never claims an exact number it
 * cannot show; 0 and other counts read as the number itself.
 */
export function unreadBadge(n: number): string {
  const count = Math.max(0, Math.floor(n));
  return count > UNREAD_BADGE_MAX ? `${String(UNREAD_BADGE_MAX)}+` : String(count);
}
// The largest row id either database stores (PostgreSQL's integer): a larger id names no row
// and is refused in words before any query.
export const DB_ID_MAX = 2_147_483_647;
