import type { Element } from '../schemas/element';
import { answerList, isBlank } from './answers';
import { defineInput } from './define';
import { UNWEIGHTED } from './definition';
import { answerMessages } from './messages';

// spec: builder §3 table, List: no extra fields. Its answer is a list of texts.
function validateList(_element: Element, answer: unknown): string | null {
  if (isBlank(answer)) return null;
  return answerList(answer) === null ? answerMessages.invalid : null;
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
});
