import type { Element } from '../schemas/element';
import { answerList, isBlank } from './answers';
import { defineInput } from './define';
import { UNWEIGHTED } from './definition';
import { fieldName, type AnswerReader } from './fields';
import { ENGLISH, type PageWords } from '../i18n/words';
import { answerMessagesIn } from './messages';

// docs/product.md §B3 table, List: no extra fields. Its answer is a list of texts.
// It is one textarea named q_{id}, one item per line, so any number of items
// works without a script; reading it splits the lines and drops blank ones.
function readList(element: Element, reader: AnswerReader): string[] {
  return (reader.value(fieldName(element.id)) ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

function validateList(_element: Element, answer: unknown, words: PageWords = ENGLISH): string | null {
  if (isBlank(answer)) return null;
  return answerList(answer) === null ? answerMessagesIn(words).invalid : null;
}

export const listElement = defineInput({
  type: 'List',
  displayName: 'List',
  weight: UNWEIGHTED,
  chartType: 'lastFive',
  validate: validateList,
  format: (_element, answer) =>
    (answerList(answer) ?? [])
      .map((item) => item.trim())
      .filter((item) => item !== '')
      .join(', '),
  readAnswer: readList,
});
