import { describe, expect, it } from 'vitest';
import { evaluateQuiz } from './quiz';
import { formatCompletionDate, quizReview, resultRows } from './quiz-review';
import { DEFAULT_EVALUATION_PAGE_LABELS } from './schemas/integrations';
import type { Element } from './schemas/element';

// docs/product.md §B3 (Radio expectedAnswer, answerExplanation, answerLabelText; evaluationPageLabels), §B4 Results page.
const elements: Element[] = [
  {
    id: 1,
    type: 'Radio',
    label: '<p>2 + <b>2</b>?</p>',
    options: ['Three##3', 'Four##4'],
    expectedAnswer: '4',
    answerLabelText: 'The answer is',
    answerExplanation: '<p>Two pairs make <em>four</em></p>',
  },
  { id: 2, type: 'Checkbox', label: 'Primes', options: ['2', '3', '4'], expectedAnswer: ['2', '3'] },
  { id: 3, type: 'Radio', label: 'Ocean', options: ['Pacific', 'Atlantic'], expectedAnswer: 'Pacific' },
  { id: 4, type: 'TextBox', label: 'Name' },
];

describe('quizReview', () => {
  it("gives each scored question's status, both answers, answerLabelText and answerExplanation", () => {
    expect(quizReview(elements, { 1: '3', 2: ['3', '2'] })).toEqual([
      {
        id: 1,
        label: '2 + 2 ?',
        status: 'incorrect',
        given: 'Three',
        expected: 'Four',
        answerLabelText: 'The answer is',
        answerExplanation: '<p>Two pairs make <em>four</em></p>',
      },
      {
        id: 2,
        label: 'Primes',
        status: 'correct',
        given: '3, 2',
        expected: '2, 3',
        answerLabelText: '',
        answerExplanation: '',
      },
      {
        id: 3,
        label: 'Ocean',
        status: 'unanswered',
        given: '',
        expected: 'Pacific',
        answerLabelText: '',
        answerExplanation: '',
      },
    ]);
  });
});

describe('resultRows', () => {
  it('shows the labels in order, with Time as mm:ss of the completion time', () => {
    const result = evaluateQuiz(elements, { 1: '4', 2: ['2'] });
    const rows = resultRows(
      result,
      { ...DEFAULT_EVALUATION_PAGE_LABELS, completionTime: 'Took' },
      new Date('2026-01-15T23:30:00Z'),
      272,
    );
    expect(rows.map((row) => [row.label, row.value])).toEqual([
      ['Questions', '3'],
      ['Correct', '1'],
      ['Incorrect', '1'],
      ['Unanswered', '1'],
      ['Score', '33%'],
      ['Completed', '16 January 2026'],
      ['Took', '04:32'],
    ]);
    expect(resultRows(result, DEFAULT_EVALUATION_PAGE_LABELS, new Date(0), null).at(-1)?.value).toBe('-');
    expect(formatCompletionDate(new Date('2026-07-01T12:00:00Z'))).toBe('1 July 2026');
  });
});
