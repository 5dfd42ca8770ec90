import type { Element } from '../schemas/element';
import { answerText, isBlank, isRecord } from './answers';
import { defineInput } from './define';
import { ENGLISH, type PageWords } from '../i18n/words';
import { answerMessagesIn } from './messages';

export function isParseableDate(text: string): boolean {
  return text.trim() !== '' && !Number.isNaN(Date.parse(text));
}

/** A date text, or an object of date texts (a start and an end), that parses. */
export function validateDate(_element: Element, answer: unknown, words: PageWords = ENGLISH): string | null {
  if (isBlank(answer)) return null;
  const text = answerText(answer);
  if (text !== null) return isParseableDate(text) ? null : answerMessagesIn(words).date;
  if (isRecord(answer)) {
    const parts = Object.values(answer).filter((part) => !isBlank(part));
    const ok = parts.every((part) => typeof part === 'string' && isParseableDate(part));
    return ok ? null : answerMessagesIn(words).date;
  }
  return answerMessagesIn(words).date;
}

// docs/product.md §B3 table, Date (1)
export const dateElement = defineInput({
  type: 'Date',
  displayName: 'Date',
  weight: 1,
  chartType: 'lastFive',
  validate: validateDate,
});
