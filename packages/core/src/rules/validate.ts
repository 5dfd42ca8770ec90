import { isPresent } from '../elements/answers';
import { REQUIRED_TEXT_DEFAULT } from '../elements/definition';
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
 * Hidden questions and answers to unknown ids are ignored.
 */
export function validateAnswers(elements: readonly Element[], rules: readonly Rule[], answers: Answers): AnswerErrors {
  const { hidden, required } = applyRules(elements, rules, answers);
  const errors: AnswerErrors = {};
  for (const element of elements) {
    const definition = getElementBehaviour(element.type);
    if (hidden.has(element.id) || definition?.isInput !== true) continue;
    const answer = answers[String(element.id)];
    if (required.has(element.id) && !definition.isFilled(element, answer)) {
      errors[element.id] = element.requiredText?.trim() ? element.requiredText : REQUIRED_TEXT_DEFAULT;
      continue;
    }
    const message = isPresent(answer) ? definition.validate(element, answer) : null;
    if (message !== null) errors[element.id] = message;
  }
  return errors;
}

/** Whether validateAnswers found at least one message. */
export function hasAnswerErrors(errors: AnswerErrors): boolean {
  return Object.keys(errors).length > 0;
}
