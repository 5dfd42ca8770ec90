import { answerList, isBlank } from './elements/answers';
import { getElementBehaviour } from './elements/behaviours';
import { parseOptions } from './options';
import type { Answers, Element } from './schemas/element';
import type { Rule } from './schemas/rule';
import { evaluateVisibility } from './rules/visibility';

// The Results page of 'Evaluate Form' (docs/product.md §B3 submitBehaviour and
// evaluationPageLabels, §B4 post-submission page).

export interface QuizResult {
  questionCount: number;
  correctAnswers: number;
  incorrectAnswers: number;
  unansweredQuestions: number;
  /** Percentage of questions answered correctly, 0 to 100, rounded to a whole number (half up); 0 with no questions. */
  score: number;
}

/** The expected answer as option values ('display##value' texts and display texts map to values). */
export function expectedValues(element: Element): string[] {
  const expected = answerList(element.expectedAnswer) ?? [];
  const options = parseOptions(element.options);
  return expected
    .filter((text) => text.trim() !== '')
    .map((text) => {
      const byText = options.find((_option, index) => element.options?.[index] === text);
      const byValue = options.find((option) => option.value === text);
      const byDisplay = options.find((option) => option.display === text);
      return (byText ?? byValue ?? byDisplay)?.value ?? text;
    })
    .map((value) => value.trim());
}

function sameValues(a: readonly string[], b: readonly string[]): boolean {
  const x = new Set(a);
  const y = new Set(b);
  return x.size === y.size && [...x].every((value) => y.has(value));
}

/** The questions that count: those with an expectedAnswer, not hidden by the rules. */
export function quizQuestions(elements: readonly Element[], answers: Answers, rules: readonly Rule[] = []): Element[] {
  const hidden = evaluateVisibility(elements, rules, answers);
  return elements.filter(
    (element) =>
      !hidden.has(element.id) &&
      getElementBehaviour(element.type)?.isInput === true &&
      !isBlank(element.expectedAnswer),
  );
}

export type QuizStatus = 'correct' | 'incorrect' | 'unanswered';

/**
 * One question against its expectedAnswer. A question the visitor left
 * unfilled is unanswered; a list answer (checkbox) is correct only when it
 * holds exactly the expected values, in any order.
 */
export function quizStatus(question: Element, answer: unknown): QuizStatus {
  if (getElementBehaviour(question.type)?.isFilled(question, answer) !== true) return 'unanswered';
  const given = (answerList(answer) ?? []).map((value) => value.trim()).filter((value) => value !== '');
  return sameValues(given, expectedValues(question)) ? 'correct' : 'incorrect';
}

/** Scores a submission against each question's expectedAnswer (see quizStatus). */
export function evaluateQuiz(elements: readonly Element[], answers: Answers, rules: readonly Rule[] = []): QuizResult {
  const statuses = quizQuestions(elements, answers, rules).map((question) =>
    quizStatus(question, answers[String(question.id)]),
  );
  const questionCount = statuses.length;
  const correctAnswers = statuses.filter((status) => status === 'correct').length;
  const unansweredQuestions = statuses.filter((status) => status === 'unanswered').length;
  return {
    questionCount,
    correctAnswers,
    incorrectAnswers: questionCount - correctAnswers - unansweredQuestions,
    unansweredQuestions,
    score: questionCount === 0 ? 0 : Math.round((correctAnswers / questionCount) * 100),
  };
}
