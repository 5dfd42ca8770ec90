import type { Element } from '../schemas/element';
import { isHtmlEmailAddress } from '../email-address';
import { answerText, isBlank } from './answers';
import { defineInput, validateText } from './define';
import { ENGLISH, type PageWords } from '../i18n/words';
import { answerMessagesIn } from './messages';

// docs/product.md §B5 asks for an @ in the trimmed text; the server and the
// browser must accept exactly the same addresses, so both take the HTML standard's
// definition (what `<input type=email>` checks), which has an @ and more.
function validateEmailAnswer(element: Element, answer: unknown, words: PageWords = ENGLISH): string | null {
  if (isBlank(answer)) return null;
  const text = answerText(answer);
  if (text === null || !isHtmlEmailAddress(text.trim())) return answerMessagesIn(words).email;
  return validateText(element, answer, words);
}

// docs/product.md §B3 table, Email 'E-mail' (11)
export const emailElement = defineInput({
  type: 'Email',
  displayName: 'E-mail',
  weight: 11,
  defaults: { placeholder: '' },
  chartType: 'lastFive',
  validate: validateEmailAnswer,
});
