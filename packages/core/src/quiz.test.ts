import { describe, expect, it } from 'vitest';
import { evaluateQuiz } from './quiz';
import type { Element } from './schemas/element';
import type { Rule } from './schemas/rule';

const elements: Element[] = [
  { id: 1, type: 'Radio', label: 'Capital of France?', options: ['Paris', 'Lyon'], expectedAnswer: 'Paris' },
  { id: 2, type: 'Radio', label: '2 + 2?', options: ['Three##3', 'Four##4'], expectedAnswer: 'Four##4' },
  { id: 3, type: 'Checkbox', label: 'Primes', options: ['2', '3', '4'], expectedAnswer: ['2', '3'] },
  { id: 4, type: 'Radio', label: 'Colour?', options: ['Red', 'Blue'], expectedAnswer: 'Blue' },
  { id: 5, type: 'TextBox', label: 'Your name' },
];

describe('evaluateQuiz (Evaluate Form)', () => {
  it('counts correct, incorrect and unanswered questions with expected answers', () => {
    const result = evaluateQuiz(elements, { 1: 'Paris', 2: '4', 3: ['3', '2'], 5: 'Ada' });
    expect(result).toEqual({
      questionCount: 4,
      correctAnswers: 3,
      incorrectAnswers: 0,
      unansweredQuestions: 1,
      score: 75,
    });
  });

  it('a checkbox answer must hold exactly the expected values', () => {
    const result = evaluateQuiz(elements, { 1: 'Lyon', 2: '3', 3: ['2'], 4: 'Blue' });
    expect(result).toMatchObject({ correctAnswers: 1, incorrectAnswers: 3, unansweredQuestions: 0, score: 25 });
  });

  it('rounds the score to a whole percentage', () => {
    const three = elements.slice(0, 3);
    expect(evaluateQuiz(three, { 1: 'Paris' }).score).toBe(33);
    expect(evaluateQuiz(three, { 1: 'Paris', 2: '4' }).score).toBe(67);
  });

  it('scores 0 with no questions', () => {
    expect(evaluateQuiz([{ id: 1, type: 'TextBox' }], { 1: 'x' })).toEqual({
      questionCount: 0,
      correctAnswers: 0,
      incorrectAnswers: 0,
      unansweredQuestions: 0,
      score: 0,
    });
  });

  it('leaves out questions hidden by rules', () => {
    const hide: Rule = {
      id: 1,
      type: 'showHide',
      if: { field: 1, operator: 'equals', value: 'Lyon' },
      then: { command: 'hide', field: 4 },
    };
    expect(evaluateQuiz(elements, { 1: 'Lyon' }, [hide]).questionCount).toBe(3);
  });
});
