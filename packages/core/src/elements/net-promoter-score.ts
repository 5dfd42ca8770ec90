import { NET_PROMOTER_SCORE_MAX, NET_PROMOTER_SCORE_MIN } from '../limits';
import type { ParsedOption } from '../options';
import type { Element } from '../schemas/element';
import { flattenText, isBlank, toNumber } from './answers';
import { defineInput } from './define';
import { UNWEIGHTED } from './definition';
import { ENGLISH, type PageWords } from '../i18n/words';
import { answerMessagesIn } from './messages';

const SCORES: readonly ParsedOption[] = Array.from(
  { length: NET_PROMOTER_SCORE_MAX - NET_PROMOTER_SCORE_MIN + 1 },
  (_unused, index) => {
    const text = String(NET_PROMOTER_SCORE_MIN + index);
    return { display: text, value: text };
  },
);

function validateScore(_element: Element, answer: unknown, words: PageWords = ENGLISH): string | null {
  if (isBlank(answer)) return null;
  const value = toNumber(answer);
  const ok =
    value !== null && Number.isInteger(value) && value >= NET_PROMOTER_SCORE_MIN && value <= NET_PROMOTER_SCORE_MAX;
  return ok ? null : answerMessagesIn(words).netPromoterScore;
}

// docs/product.md §B3 table, NetPromoterScore: a score from 0 to 10; its rule
// values are chosen from those scores (docs/product.md §B5).
export const netPromoterScoreElement = defineInput({
  type: 'NetPromoterScore',
  displayName: 'Net Promoter Score',
  weight: UNWEIGHTED,
  chartType: 'netPromoterScore',
  hasOptions: true,
  answerChoices: () => SCORES.map((score) => ({ ...score })),
  validate: validateScore,
  isFilled: (_element, answer) => answer !== undefined && answer !== null && answer !== '',
  format: (_element, answer) => flattenText(answer),
});
