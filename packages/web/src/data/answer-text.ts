import { getElementDefinition, stripHtml, type Element } from '@formbuilder/core';
import { en } from '../i18n/en';

// How the Data screens show an answer: the question's formatter (core's answerFormatter, which
// reads a dataset's values by their display, as the CSV and e-mails do), the product's words when it
// cannot (in English here; the screens pass their own language's words for a corrupted answer).

export const DELETED_QUESTION = 'Deleted Question';
export const CORRUPTED = en['data.detail.corrupted'];
/** docs/product.md §B9, a table cell's tooltip shows from this length. */
export const TOOLTIP_FROM_LENGTH = 68;

export function questionLabel(element: Element | undefined): string {
  if (!element) return DELETED_QUESTION;
  return stripHtml(element.label ?? '') || getElementDefinition(element.type)?.displayName || `Question ${element.id}`;
}

/** An answer through its question's formatter (core's answerFormatter); a removed question's as kept. */
export function answerText(
  format: ((answer: unknown) => string) | undefined,
  value: unknown,
  corrupted: string = CORRUPTED,
): string {
  try {
    if (!format) return typeof value === 'string' ? value : JSON.stringify(value);
    return format(value);
  } catch {
    return corrupted;
  }
}
