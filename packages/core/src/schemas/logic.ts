import { z } from 'zod';
import { FormulaError, parseFormula } from '../logic/formula';
import { endingUrlProblem } from '../logic/recall';
import { VARIABLE_ACTIONS, VARIABLE_KINDS, type FormLogic } from '../logic/types';
import { ruleOperatorSchema } from './rule';

// A form's logic as stored in its props (docs/product.md, "Logic"); the types and the evaluator
// are in logic/, zod-free for the visitor's script.

export const LOGIC_LIMITS = {
  jumps: 200,
  variables: 50,
  updates: 300,
  endings: 20,
  conditions: 20,
  text: 10_000,
} as const;

const logicId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'An id uses letters, digits, _ and - (64 at most).');
const variableId = z
  .string()
  .regex(
    /^[A-Za-z][A-Za-z0-9_]{0,63}$/,
    'A value’s id starts with a letter and uses letters, digits and _ (64 at most).',
  );
const questionId = z.number().int().nonnegative();
const pageKey = z.number().int();

const conditionSchema = z.object({
  source: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('answer'), question: questionId }),
    z.object({
      kind: z.literal('param'),
      name: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'A URL parameter’s name uses letters, digits, _ and -.'),
    }),
    z.object({ kind: z.literal('variable'), variable: variableId }),
  ]),
  operator: ruleOperatorSchema,
  value: z
    .union([z.string().max(1000), z.number(), z.boolean()])
    .nullable()
    .optional(),
});

const group = {
  match: z.enum(['all', 'any']).default('all'),
  conditions: z.array(conditionSchema).max(LOGIC_LIMITS.conditions).default([]),
};

// A redirect ending's address may recall values in its path, query or fragment, never in its site.
const httpUrl = z
  .string()
  .max(2000)
  .superRefine((url, ctx) => {
    const problem = endingUrlProblem(url);
    if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
  });

const formulaText = z
  .string()
  .max(500)
  .superRefine((formula, ctx) => {
    try {
      parseFormula(formula);
    } catch (error) {
      ctx.addIssue({
        code: 'custom',
        message: error instanceof FormulaError ? error.message : 'The formula cannot be read.',
      });
    }
  });

/** A list of up to `max` items, empty when left out. */
const listOf = <T extends z.ZodType>(item: T, max: number) => z.array(item).max(max).default([]);

export const logicSchema = z
  .object({
    jumps: listOf(
      z.object({
        id: logicId,
        from: pageKey,
        to: z.discriminatedUnion('kind', [
          z.object({ kind: z.literal('page'), page: pageKey }),
          z.object({ kind: z.literal('ending'), ending: logicId }),
        ]),
        ...group,
      }),
      LOGIC_LIMITS.jumps,
    ),
    variables: listOf(
      z.object({
        id: variableId,
        name: z.string().trim().min(1, 'A value needs a name.').max(100),
        kind: z.enum(VARIABLE_KINDS),
        initial: z.union([z.number(), z.string().max(1000)]),
      }),
      LOGIC_LIMITS.variables,
    ),
    updates: listOf(
      z.object({
        id: logicId,
        variable: variableId,
        action: z.enum(VARIABLE_ACTIONS),
        operand: z.discriminatedUnion('kind', [
          z.object({ kind: z.literal('number'), value: z.number().finite() }),
          z.object({ kind: z.literal('text'), value: z.string().max(1000) }),
          z.object({ kind: z.literal('answer'), question: questionId }),
          z.object({ kind: z.literal('score'), question: questionId }),
          z.object({ kind: z.literal('variable'), variable: variableId }),
          z.object({ kind: z.literal('formula'), formula: formulaText }),
        ]),
        ...group,
      }),
      LOGIC_LIMITS.updates,
    ),
    endings: listOf(
      z.object({
        id: logicId,
        name: z.string().trim().min(1, 'An ending needs a name.').max(100),
        kind: z.enum(['thanks', 'redirect']),
        text: z.string().max(LOGIC_LIMITS.text).optional(),
        url: httpUrl.optional(),
        ...group,
      }),
      LOGIC_LIMITS.endings,
    ),
    scores: z.record(z.string().regex(/^\d+$/), z.record(z.string(), z.number().finite())).default({}),
  })
  .superRefine((logic, ctx) => {
    const unique = (ids: string[], path: string, what: string) =>
      ids.forEach((id, index) => {
        if (ids.indexOf(id) !== index)
          ctx.addIssue({ code: 'custom', path: [path, index, 'id'], message: `Two ${what} share the id “${id}”.` });
      });
    unique(
      logic.jumps.map((jump) => jump.id),
      'jumps',
      'jumps',
    );
    unique(
      logic.variables.map((variable) => variable.id),
      'variables',
      'values',
    );
    unique(
      logic.updates.map((update) => update.id),
      'updates',
      'calculations',
    );
    unique(
      logic.endings.map((ending) => ending.id),
      'endings',
      'endings',
    );
    logic.endings.forEach((ending, index) => {
      if (ending.kind === 'redirect' && !ending.url)
        ctx.addIssue({
          code: 'custom',
          path: ['endings', index, 'url'],
          message: `The ending “${ending.name}” redirects: it needs an address.`,
        });
    });
    logic.variables.forEach((variable, index) => {
      if ((variable.kind === 'number') !== (typeof variable.initial === 'number'))
        ctx.addIssue({
          code: 'custom',
          path: ['variables', index, 'initial'],
          message: `The value “${variable.name}” starts with a ${variable.kind === 'number' ? 'number' : 'text'}.`,
        });
    });
  }) satisfies z.ZodType<FormLogic, unknown>; // what it lets through is what the evaluator reads
