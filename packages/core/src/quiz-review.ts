import { optionDisplay, parseOptions } from './options';
import { expectedValues, quizQuestions, quizStatus, type QuizResult, type QuizStatus } from './quiz';
import type { EvaluationPageLabels } from './schemas/integrations';
import type { Answers, Element } from './schemas/element';
import type { Rule } from './schemas/rule';
import { formatCompletionTime } from './statistic-format';
import { stripHtml } from './text';
import { getElementBehaviour } from './elements/behaviours';
import { DATE_TIME_ZONE } from './date-time-zone';

// The Results page of 'Evaluate Form' (docs/product.md §B3 submitBehaviour,
// evaluationPageLabels and the Radio quiz fields; §B4 post-submission page).
// The server draws it after a submission and the builder draws a sample of
// it; both take their rows and texts from here so they read the same.

/** One scored question as the Results page shows it. */
export interface QuizReviewItem {
  id: number;
  /** The question's words, without markup. */
  label: string;
  status: QuizStatus;
  /** The visitor's answer as text ('' when unanswered). */
  given: string;
  /** The correct answer's display texts. */
  expected: string;
  /** docs/product.md §B3, answerLabelText: shown before the correct answer. */
  answerLabelText: string;
  /** docs/product.md §B3, answerExplanation: rich text, sanitised when the form was saved. */
  answerExplanation: string;
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Each question that counts (quizQuestions), with its status, both answers and its explanation. */
export function quizReview(
  elements: readonly Element[],
  answers: Answers,
  rules: readonly Rule[] = [],
): QuizReviewItem[] {
  return quizQuestions(elements, answers, rules).map((question) => {
    const answer = answers[String(question.id)];
    const status = quizStatus(question, answer);
    const options = parseOptions(question.options);
    return {
      id: question.id,
      label: stripHtml(textOf(question.label)),
      status,
      given:
        status === 'unanswered' ? '' : stripHtml(getElementBehaviour(question.type)?.format(question, answer) ?? ''),
      expected: expectedValues(question)
        .map((value) => stripHtml(optionDisplay(options, value)))
        .join(', '),
      answerLabelText: textOf(question.answerLabelText).trim(),
      answerExplanation: textOf(question.answerExplanation),
    };
  });
}

/** docs/product.md §B3, the Completed row: the day in Paris time (docs/product.md §B9, Europe/Paris). */
export function formatCompletionDate(date: Date): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: DATE_TIME_ZONE, dateStyle: 'long' }).format(date);
}

export interface ResultRow {
  key: keyof EvaluationPageLabels;
  label: string;
  value: string;
}

/**
 * The rows under the evaluationPageLabels, in the product's order. Time is how long
 * the visitor took, as mm:ss like the statistics' completion time (docs/product.md §B9);
 * '-' when it is not known.
 */
export function resultRows(
  result: QuizResult,
  labels: EvaluationPageLabels,
  completedAt: Date,
  seconds: number | null,
): ResultRow[] {
  const values: Record<keyof EvaluationPageLabels, string> = {
    questionCount: String(result.questionCount),
    correctAnswers: String(result.correctAnswers),
    incorrectAnswers: String(result.incorrectAnswers),
    unansweredQuestions: String(result.unansweredQuestions),
    score: `${String(result.score)}%`,
    completionDate: formatCompletionDate(completedAt),
    completionTime: seconds === null ? '-' : formatCompletionTime(seconds),
  };
  return (Object.keys(values) as (keyof EvaluationPageLabels)[]).map((key) => ({
    key,
    label: labels[key],
    value: values[key],
  }));
}
