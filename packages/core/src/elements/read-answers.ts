import type { Answers, Element } from '../schemas/element';
import { getElementBehaviour } from './behaviours';
import type { AnswerReader } from './fields';

// The one answer reader: the server reads a submission with it
// (server submissions/answers.ts) and the visitor's page reads its form with it
// (renderer client/answers.ts), so the page validates and applies rules to the
// very answers the server will store.

/** Nothing to keep: no answer, an empty text or an empty list. */
const isUnanswered = (answer: unknown): boolean =>
  answer === undefined || answer === '' || (Array.isArray(answer) && answer.length === 0);

/** Answers by element id, each read by its element type; layout elements and empty answers are left out. */
export function readAnswers(elements: readonly Element[], reader: AnswerReader): Answers {
  const answers: Record<string, unknown> = {};
  for (const element of elements) {
    const behaviour = getElementBehaviour(element.type);
    if (behaviour?.isInput !== true) continue;
    const answer = behaviour.readAnswer(element, reader);
    if (!isUnanswered(answer)) answers[String(element.id)] = answer;
  }
  return answers;
}
