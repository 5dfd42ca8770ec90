import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseWith } from './errors';

// Every 400 a schema refuses with names the field it refuses, in words: zod's own defaults
// ("Invalid input: expected number, received string") name nothing.
describe('refusals in words', () => {
  const schema = z.strictObject({
    count: z.number().int().min(0).max(9),
    title: z.string().max(3),
    name: z.string().min(2),
    required: z.string().min(1),
    kind: z.enum(['a', 'b']),
    email: z.email(),
    flag: z.boolean(),
    ids: z.array(z.number()).min(1),
    nested: z.strictObject({ limit: z.number() }),
    code: z.string().regex(/^\d+$/),
    choice: z.union([z.literal(0), z.literal(1)]),
    own: z.number().min(1, 'The own words win.'),
    completed: z.number().refine((n) => n !== 3, 'must not be 3.'),
  });
  const valid = {
    count: 1,
    title: 'abc',
    name: 'Ad',
    required: 'x',
    kind: 'a',
    email: 'a@b.co',
    flag: true,
    ids: [1],
    nested: { limit: 1 },
    code: '1',
    choice: 0,
    own: 1,
    completed: 1,
  };
  const refusal = (change: object, part?: 'body' | 'querystring') => {
    try {
      parseWith(schema, { ...valid, ...change }, part);
    } catch (error) {
      return { status: (error as { statusCode: number }).statusCode, message: (error as Error).message };
    }
    throw new Error('accepted');
  };

  it.each([
    [{ count: '7' }, 'count must be a number.'],
    [{ count: 7.5 }, 'count must be a whole number.'],
    [{ count: -1 }, 'count must be at least 0.'],
    [{ count: 10 }, 'count must be at most 9.'],
    [{ title: 'abcd' }, 'title must be at most 3 characters long.'],
    [{ name: 'A' }, 'name must be at least 2 characters long.'],
    [{ required: '' }, "The field 'required' is required."],
    [{ kind: 'c' }, 'kind must be one of "a", "b".'],
    [{ email: 'no' }, 'email must be an e-mail address.'],
    [{ flag: 'yes' }, 'flag must be true or false.'],
    [{ ids: [] }, 'ids must have at least 1 items.'],
    [{ ids: [1, 'x'] }, 'ids[1] must be a number.'],
    [{ nested: { limit: 'x' } }, 'nested.limit must be a number.'],
    [{ nested: { limit: 1, extra: 1 } }, "The field 'nested.extra' cannot be set here."],
    [{ code: 'x' }, 'code is not in the expected format.'],
    [{ choice: 2 }, 'choice is not valid.'],
    [{ own: 0 }, 'The own words win.'],
    [{ completed: 3 }, 'completed must not be 3.'],
    [{ count: undefined }, "The field 'count' is required."],
    [{ choice: undefined }, "The field 'choice' is required."],
    [{ other: 1, more: 2 }, "The fields 'other', 'more' cannot be set here."],
  ])('%j → %s', (change, message) => {
    expect(refusal(change)).toEqual({ status: 400, message });
  });

  it('says query parameter for the query string, and names a missing body', () => {
    expect(refusal({ count: undefined }, 'querystring').message).toBe("The query parameter 'count' is required.");
    expect(refusal({ other: 1 }, 'querystring').message).toBe("The query parameter 'other' is not accepted here.");
    expect(() => parseWith(z.array(z.number()), 'x')).toThrow('The request body must be a list.');
  });
});
