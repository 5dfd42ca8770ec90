import { PHONE_FILLED_MIN_LENGTH, PHONE_MAX_LENGTH } from '../limits';
import type { Element } from '../schemas/element';
import { answerText, isBlank } from './answers';
import { defineInput } from './define';
import { UNWEIGHTED } from './definition';
import { fieldName, partName, trimmedValue, type AnswerReader } from './fields';
import { ENGLISH, type PageWords } from '../i18n/words';
import { answerMessagesIn } from './messages';

// docs/product.md §B3 table and §B9, Phone: a dataset of country dial codes,
// default dial code '+1 (US)'. That dataset is its only list: readers take
// PHONE_DIAL_CODE_DATASET, never a stale `dataset` value (one set
// to 'months' by a dataset selector Phone should not have had).
export const PHONE_DEFAULT_DIAL_CODE = '+1 (US)';
export const PHONE_DIAL_CODE_DATASET = 'countriesDialCodes';
// docs/product.md §B5, only digits, space, parentheses, plus and minus
export const PHONE_PATTERN = /^[0-9 ()+-]*$/;

const DIAL_PREFIX = /^\+[0-9-]+/;

/** Phone fields: q_{id} the number as typed, q_{id}.dialCode the chosen dial code's value ('+1 (US)'). */
export function phoneFieldNames(element: Element) {
  return { number: fieldName(element.id), dialCode: partName(element.id, 'dialCode') } as const;
}

/**
 * The one text core validates: the dial code's prefix and the number ('+1 555 0100'),
 * or the number alone when it is empty, has its own prefix or the code has none.
 */
function joinDialCode(dialCode: string | undefined, number: string): string {
  const prefix = DIAL_PREFIX.exec(dialCode ?? '')?.[0];
  if (number === '' || number.startsWith('+') || prefix === undefined) return number;
  const joined = `${prefix} ${number}`;
  // docs/product.md §B9, phone max length 30: the prefix never pushes it over
  return joined.length <= PHONE_MAX_LENGTH ? joined : number;
}

function readPhone(element: Element, reader: AnswerReader): string {
  const names = phoneFieldNames(element);
  return joinDialCode(reader.value(names.dialCode), trimmedValue(reader, names.number));
}

function validatePhone(_element: Element, answer: unknown, words: PageWords = ENGLISH): string | null {
  if (isBlank(answer)) return null;
  const text = answerText(answer);
  if (text === null || !PHONE_PATTERN.test(text)) return answerMessagesIn(words).phoneCharacters;
  if (text.length > PHONE_MAX_LENGTH) return answerMessagesIn(words).phoneLength(PHONE_MAX_LENGTH);
  return null;
}

export const phoneElement = defineInput({
  type: 'Phone',
  displayName: 'Phone',
  weight: UNWEIGHTED,
  defaults: { dataset: PHONE_DIAL_CODE_DATASET, defaultDialCode: PHONE_DEFAULT_DIAL_CODE },
  chartType: 'lastFive',
  validate: validatePhone,
  // docs/product.md §B4, phone is filled when its trimmed length is over 6
  isFilled: (_element, answer) => (answerText(answer) ?? '').trim().length >= PHONE_FILLED_MIN_LENGTH,
  readAnswer: readPhone,
});
