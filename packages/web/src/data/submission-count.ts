/** The list's `matching` is counted up to this many (the server's MATCHING_COUNT_CAP). */
const MATCHING_COUNTED_UP_TO = 1_000;
const wholeNumber = new Intl.NumberFormat('en');

/** A count of submissions in words: '1,234'. */
export const submissionCount = (n: number): string => wholeNumber.format(n);

/**
 * The list's `matching` in words: '1,000+' when it is the cap the server counts up to (a count
 * past it stops there), else the number, counted or kept exact ('5,000' unread).
 */
export const matchingCount = (n: number): string =>
  n === MATCHING_COUNTED_UP_TO ? `${wholeNumber.format(MATCHING_COUNTED_UP_TO)}+` : wholeNumber.format(n);
