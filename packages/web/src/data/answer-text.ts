import { getElementDefinition, stripHtml, type Element } from '@formbuilder/core';

// How the Data screens show an answer: the element's own formatter (core), the spec's
// words when it cannot (builder §8).

export const DELETED_QUESTION = 'Deleted Question';
export const CORRUPTED = 'This data is corrupted.';
/** spec: builder §9, a table cell's tooltip shows from this length. */
export const TOOLTIP_FROM_LENGTH = 68;

export function questionLabel(element: Element | undefined): string {
  if (!element) return DELETED_QUESTION;
  return stripHtml(element.label ?? '') || getElementDefinition(element.type)?.displayName || `Question ${element.id}`;
}

export function answerText(element: Element | undefined, value: unknown): string {
  try {
    if (!element) return typeof value === 'string' ? value : JSON.stringify(value);
    return getElementDefinition(element.type)?.format(element, value) ?? CORRUPTED;
  } catch {
    return CORRUPTED;
  }
}
