import { TAG_MAX_LENGTH } from './limits';

// docs/product.md §B5, tags: "at most 24 characters in the input; only the leading
// run of letters, digits, underscore and hyphen is kept". Letters include
// non-Latin ones so owners can tag in their own language.
const LEADING_TAG_RUN = /^[\p{L}\p{N}_-]+/u;

/**
 * Normalises typed tag input: caps it at 24 characters and keeps the leading
 * run of letters, digits, '_' and '-'. Returns null when there is no such run
 * (the tag is not added). Input is not trimmed first: ' a' has no leading run.
 */
export function normaliseTag(input: string): string | null {
  const capped = input.slice(0, TAG_MAX_LENGTH);
  const match = LEADING_TAG_RUN.exec(capped);
  return match ? match[0] : null;
}

export function isValidTag(tag: string): boolean {
  return normaliseTag(tag) === tag;
}
