import type { Element } from '../schemas/element';
import { flattenText, isBlank, toNumber } from './answers';
import { defineInput } from './define';
import { ENGLISH, type PageWords } from '../i18n/words';
import { answerMessagesIn } from './messages';

// docs/product.md §B3 table, Number (1): minValue, maxValue (docs/product.md §B5, the
// input's min and max attributes), a number or the text typed into the box.
function validateNumber(element: Element, answer: unknown, words: PageWords = ENGLISH): string | null {
  if (isBlank(answer)) return null;
  const value = toNumber(answer);
  if (value === null) return answerMessagesIn(words).number;
  const min = toNumber(element.minValue);
  const max = toNumber(element.maxValue);
  if (min !== null && value < min) return answerMessagesIn(words).numberMin(min);
  if (max !== null && value > max) return answerMessagesIn(words).numberMax(max);
  return null;
}

export const numberElement = defineInput({
  type: 'Number',
  displayName: 'Number',
  weight: 1,
  chartType: 'average',
  validate: validateNumber,
  format: (_element, answer) => flattenText(answer),
});
