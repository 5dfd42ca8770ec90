import { describe, expect, it } from 'vitest';
import {
  deleteSubmissionsBodySchema,
  parseAnswerCondition,
  submissionFilterSchema,
  submissionQuerySchema,
} from './submission';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('the answer filter (docs/product.md §B7)', () => {
  it('splits on the first two colons: the value keeps its own', () => {
    expect(parseAnswerCondition('12:equals:10:30')).toEqual({ questionId: 12, operator: 'equals', value: '10:30' });
    expect(parseAnswerCondition('3:isEmpty')).toEqual({ questionId: 3, operator: 'isEmpty' });
  });

  it('says which condition is wrong and why', () => {
    expect(parseAnswerCondition('4:foo:bar')).toEqual({
      error: "answer must be <question id>:<operator>:<value> — 'foo' is not an operator.",
    });
    expect(parseAnswerCondition('x:equals:1')).toMatchObject({
      error: expect.stringContaining("'x' is not a question id"),
    });
    expect(parseAnswerCondition('4')).toMatchObject({ error: expect.stringContaining('has no operator') });
    expect(parseAnswerCondition('4:contains')).toMatchObject({
      error: expect.stringContaining('contains needs a value'),
    });
    expect(parseAnswerCondition('4:contains:  ')).toMatchObject({ error: expect.stringContaining('needs a value') });
    expect(parseAnswerCondition('4:isFilled:yes')).toMatchObject({ error: expect.stringContaining('takes no value') });
    expect(parseAnswerCondition(`4:contains:${'a'.repeat(201)}`)).toMatchObject({
      error: expect.stringContaining('too long'),
    });
  });

  it('takes one repeated key as a text and several as a list, at most 5', () => {
    expect(submissionQuerySchema.parse({ answer: '1:isFilled' }).answer).toEqual(['1:isFilled']);
    expect(submissionFilterSchema.parse({ answer: ['1:isFilled', '2:equals:a'] }).answer).toEqual([
      '1:isFilled',
      '2:equals:a',
    ]);
    const six = submissionQuerySchema.safeParse({ answer: Array.from({ length: 6 }, (_, i) => `${i + 1}:isFilled`) });
    expect(firstMessage(six)).toBe('At most 5 answer filters at once.');
    expect(firstMessage(submissionQuerySchema.safeParse({ answer: ['1:isFilled', '2:nope:x'] }))).toContain(
      "'nope' is not an operator",
    );
  });

  it('is part of the all-matching delete', () => {
    const body = deleteSubmissionsBodySchema.parse({ matching: { answer: ['5:contains:ok'] } });
    expect(body.matching?.answer).toEqual(['5:contains:ok']);
    expect(deleteSubmissionsBodySchema.safeParse({ matching: { answer: ['5:contains'] } }).success).toBe(false);
  });
});
