import { RATING_TOP_LIMIT_DEFAULT, RATING_TOP_LIMIT_MAX, RATING_TOP_LIMIT_MIN } from '../limits';
import type { ParsedOption } from '../options';
import type { Element } from '../schemas/element';
import { flattenText, isBlank, toNumber } from './answers';
import { defineInput } from './define';
import { ENGLISH, type PageWords } from '../i18n/words';
import { answerMessagesIn } from './messages';

/** The highest rating, 3 to 10, 5 when unset (docs/product.md §B3 and §B9). */
export function ratingTopLimit(element: Element): number {
  const top = toNumber(element.ratingScaleOptionTopLimit);
  if (top === null) return RATING_TOP_LIMIT_DEFAULT;
  return Math.min(RATING_TOP_LIMIT_MAX, Math.max(RATING_TOP_LIMIT_MIN, Math.round(top)));
}

function ratingChoices(element: Element): ParsedOption[] {
  return Array.from({ length: ratingTopLimit(element) }, (_unused, index) => {
    const text = String(index + 1);
    return { display: text, value: text };
  });
}

function validateRating(element: Element, answer: unknown, words: PageWords = ENGLISH): string | null {
  if (isBlank(answer)) return null;
  const top = ratingTopLimit(element);
  const value = toNumber(answer);
  if (value === null || !Number.isInteger(value) || value < 1 || value > top)
    return answerMessagesIn(words).rating(top);
  return null;
}

// docs/product.md §B3 table, RatingScale (6)
export const ratingScaleElement = defineInput({
  type: 'RatingScale',
  displayName: 'Rating Scale',
  weight: 6,
  defaults: {
    ratingScaleFloat: 'Center',
    ratingScaleOptionType: 'Numbers',
    ratingScaleOptionTopLimit: RATING_TOP_LIMIT_DEFAULT,
  },
  chartType: 'average',
  hasOptions: true,
  answerChoices: ratingChoices,
  validate: validateRating,
  // docs/product.md §B4, rating is filled when the value is not empty or undefined
  isFilled: (_element, answer) => answer !== undefined && answer !== null && answer !== '',
  format: (_element, answer) => flattenText(answer),
});
