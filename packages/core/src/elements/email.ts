import type { Element } from '../schemas/element';
import { answerText, isBlank } from './answers';
import { defineInput, validateText } from './define';
import { answerMessages } from './messages';

// spec: builder §5, "Email element: valid when the trimmed text contains an @
// sign; no other rule."
function validateEmailAnswer(element: Element, answer: unknown): string | null {
  if (isBlank(answer)) return null;
  const text = answerText(answer);
  if (text === null || !text.trim().includes('@')) return answerMessages.email;
  return validateText(element, answer);
}

// spec: builder §3 table, Email 'E-mail' (11)
export const emailElement = defineInput({
  type: 'Email',
  displayName: 'E-mail',
  weight: 11,
  defaults: { placeholder: '' },
  chartType: 'lastFive',
  validate: validateEmailAnswer,
});
