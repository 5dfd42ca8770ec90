import { describe, expect, it, vi } from 'vitest';
import * as core from '@formbuilder/core';
import { z as lite, type LiteSchema } from './zod-lite';

// Core runs here on zod-lite, as in the browser bundle (build-client.mjs).
vi.mock('zod', () => import('./zod-lite'));

const { z: real } = await vi.importActual<typeof import('zod')>('zod');

interface Case {
  readonly name: string;
  readonly lite: LiteSchema;
  readonly real: { safeParse(value: unknown): { success: boolean; data?: unknown } };
  readonly values: readonly unknown[];
}

const point = { type: 'Point', coordinates: [2.35, 48.85] };
const cases: Case[] = [
  { name: 'enum', lite: lite.enum(['Radio', 'Checkbox']), real: real.enum(['Radio', 'Checkbox']), values: ['Radio', 'radio', 3, undefined] },
  { name: 'literal', lite: lite.literal('Point'), real: real.literal('Point'), values: ['Point', 'point', null] },
  {
    name: 'tuple of numbers',
    lite: lite.tuple([lite.number(), lite.number()]),
    real: real.tuple([real.number(), real.number()]),
    values: [[1, 2], [1], [1, 2, 3], [1, '2'], [Number.NaN, 1], [Infinity, 1], 'x'],
  },
  {
    name: 'nullable optional object',
    lite: lite.object({ type: lite.literal('Point'), coordinates: lite.tuple([lite.number(), lite.number()]) }).nullable().optional(),
    real: real.object({ type: real.literal('Point'), coordinates: real.tuple([real.number(), real.number()]) }).nullable().optional(),
    values: [point, { ...point, extra: 1 }, null, undefined, { type: 'Point' }, []],
  },
  {
    name: 'loose object',
    lite: lite.looseObject({ address: lite.unknown(), location: lite.string().nullable().optional() }),
    real: real.looseObject({ address: real.unknown(), location: real.string().nullable().optional() }),
    values: [{ address: 'x', other: 1 }, { address: 'x', location: 3 }, {}, 'x'],
  },
  {
    name: 'strict object',
    lite: lite.strictObject({ a: lite.string() }),
    real: real.strictObject({ a: real.string() }),
    values: [{ a: 'x' }, { a: 'x', b: 1 }],
  },
  {
    name: 'int nonnegative max',
    lite: lite.number().int().nonnegative().max(10),
    real: real.number().int().nonnegative().max(10),
    values: [0, 10, 11, -1, 1.5, '1'],
  },
  {
    name: 'trimmed text with max and default',
    lite: lite.string().trim().max(3).default('abc'),
    real: real.string().trim().max(3).default('abc'),
    values: [' ab ', 'abcd', undefined, 4],
  },
  {
    name: 'union and array',
    lite: lite.array(lite.union([lite.string(), lite.number(), lite.boolean()])),
    real: real.array(real.union([real.string(), real.number(), real.boolean()])),
    values: [['a', 1, true], [null], 'a', []],
  },
  {
    name: 'record',
    lite: lite.record(lite.string(), lite.unknown()),
    real: real.record(real.string(), real.unknown()),
    values: [{ a: 1 }, [], null],
  },
];

describe('zod-lite', () => {
  it.each(cases)('agrees with zod: $name', ({ lite: mine, real: theirs, values }) => {
    for (const value of values) {
      const expected = theirs.safeParse(value);
      const actual = mine.safeParse(value);
      expect({ value, success: actual.success }).toEqual({ value, success: expected.success });
      if (expected.success && actual.success) expect(actual.data).toEqual(expected.data);
    }
  });

  it('runs refine and superRefine issues', () => {
    const even = lite.number().refine((value) => typeof value === 'number' && value % 2 === 0, 'even');
    expect(even.safeParse(3)).toEqual({ success: false, error: { issues: [{ message: 'even', path: [] }] } });
    const none = lite.array(lite.number()).superRefine((_value, ctx) => ctx.addIssue({ message: 'no', path: [0] }));
    expect(none.safeParse([1])).toEqual({ success: false, error: { issues: [{ message: 'no', path: [0] }] } });
    expect(() => lite.string().parse(1)).toThrow();
  });
});

describe('core on zod-lite', () => {
  it('loads every module and answers what the page needs', () => {
    expect(core.isElementType('LocationAddress')).toBe(true);
    expect(core.isElementType('Nope')).toBe(false);
    const elements = [
      core.createElement('LocationAddress', 1),
      { ...core.createElement('Number', 2), minValue: 3 },
      { ...core.createElement('Radio', 3), required: true, requiredText: 'Pick one.' },
    ];
    const answers = { '1': { address: 'x', location: point }, '2': '2' };
    expect(core.validateAnswers(elements, [], answers)).toEqual({ 2: 'Please enter a number of at least 3.', 3: 'Pick one.' });
    const badPoint = { '1': { address: 'x', location: { type: 'Line', coordinates: [1, 2] } } };
    expect(core.validateAnswers(elements, [], badPoint)).toEqual({ 1: 'This answer is not valid.', 3: 'Pick one.' });
  });

  it('parses form props with defaults and catches a duplicated element id', () => {
    const parsed = core.formPropsSchema.safeParse({ elements: [core.createElement('TextBox', 1)] });
    expect(parsed.success).toBe(true);
    const twice = core.formPropsSchema.safeParse({ elements: [core.createElement('TextBox', 1), core.createElement('Email', 1)] });
    expect(twice.success).toBe(false);
  });
});
