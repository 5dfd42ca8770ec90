import { isPresent } from '../elements/answers';
import { QUESTION_REQUIRED_TEXT_DEFAULT, REQUIRED_TEXT_DEFAULT } from '../elements/definition';
import { ENGLISH, type PageWords } from '../i18n/words';
import { getElementBehaviour } from '../elements/behaviours';
import type { Answers, Element } from '../schemas/element';
import type { Rule } from '../schemas/rule';
import { applyRules } from './visibility';

/** Messages by question id; empty when every answer is acceptable. */
export type AnswerErrors = Record<number, string>;

/**
 * Checks a submission's answers the same way in the browser and on the
 * server (docs/architecture.md, "Submissions and the outbox"): a visible required question that is
 * not filled gets its requiredText ('Please fill this field.' when unset,
 * docs/product.md §B5); any other answer that was sent gets its element's own check.
 * Hidden questions and answers to unknown ids are ignored. Messages are in the language of `words`
 * (docs/product.md, "Languages"), English when none is given.
 */
export function validateAnswers(
  elements: readonly Element[],
  rules: readonly Rule[],
  answers: Answers,
  words: PageWords = ENGLISH,
): AnswerErrors {
  const { hidden, required } = applyRules(elements, rules, answers);
  const errors: AnswerErrors = {};
  for (const element of elements) {
    const definition = getElementBehaviour(element.type);
    if (hidden.has(element.id) || definition?.isInput !== true) continue;
    const answer = answers[String(element.id)];
    if (required.has(element.id) && !definition.isFilled(element, answer)) {
      errors[element.id] = requiredMessage(element, words);
      continue;
    }
    const message = isPresent(answer) ? definition.validate(element, answer, words) : null;
    if (message !== null) errors[element.id] = message;
  }
  return errors;
}

/**
 * What a required question left unfilled says: its own requiredText, or the page's words'. A
 * requiredText that is one of the English defaults a question starts with is the page's, not
 * the owner's: another language says it in its own words (docs/product.md, "Languages").
 */
export function requiredMessage(element: Pick<Element, 'requiredText'>, words: PageWords = ENGLISH): string {
  const own = element.requiredText?.trim() ? element.requiredText : undefined;
  if (own === undefined) return words.t('answer.required');
  const isDefault = own === REQUIRED_TEXT_DEFAULT || own === QUESTION_REQUIRED_TEXT_DEFAULT;
  return isDefault && words.lang !== ENGLISH.lang ? words.t('answer.required') : own;
}

/** Whether validateAnswers found at least one message. */
export function hasAnswerErrors(errors: AnswerErrors): boolean {
  return Object.keys(errors).length > 0;
}
