import type { Element } from '../schemas/element';
import { answerText, flattenText, isBlank, isRecord } from './answers';
import { defineInput } from './define';
import { UNWEIGHTED } from './definition';
import { fieldName, trimmedValue } from './fields';
import { ENGLISH, type PageWords } from '../i18n/words';
import { answerMessagesIn } from './messages';

/** An address is a chosen suggestion's label or an object of text parts. */
export function validateAddress(_element: Element, answer: unknown, words: PageWords = ENGLISH): string | null {
  if (isBlank(answer)) return null;
  if (answerText(answer) !== null) return null;
  if (isRecord(answer) && Object.values(answer).every((part) => isBlank(part) || answerText(part) !== null)) {
    return null;
  }
  return answerMessagesIn(words).invalid;
}

export const addressElement = defineInput({
  type: 'Address',
  displayName: 'Address',
  weight: UNWEIGHTED,
  chartType: 'lastFive',
  validate: validateAddress,
  format: (_element, answer) => flattenText(answer, ', '),
  // q_{id}: a chosen suggestion's label, or what was typed (docs/product.md §B7)
  readAnswer: (element, reader) => trimmedValue(reader, fieldName(element.id)),
});
