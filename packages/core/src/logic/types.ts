import type { RuleOperator } from '../rules/names';

// A form's logic (docs/product.md, "Logic"): jumps between pages, calculated values, answers
// recalled in texts, and endings chosen by conditions. Plain types, without zod, so the visitor's
// script runs the same code as the builder and the server (docs/architecture.md, "The visitor's
// script"); the schemas that check stored logic are in schemas/logic.ts.

/** What a condition reads: a question's answer, a URL parameter of the page, or a calculated value. */
export type ConditionSource =
  { kind: 'answer'; question: number } | { kind: 'param'; name: string } | { kind: 'variable'; variable: string };

/** One condition: the rule editor's sentence ("if <source> <operator> <value>"). */
export interface Condition {
  source: ConditionSource;
  operator: RuleOperator;
  value?: string | number | boolean | null;
}

/** Conditions joined by "all" (and) or "any" (or); none at all always holds. */
export interface ConditionGroup {
  match: 'all' | 'any';
  conditions: Condition[];
}

/**
 * A page of a form with logic, named so that moving questions never changes it: 0 for the first
 * page, otherwise the id of the Page Break that opens the page.
 */
export type PageKey = number;

/** Where a jump leads: a page, or straight to an ending. */
export type JumpTarget = { kind: 'page'; page: PageKey } | { kind: 'ending'; ending: string };

/** After page `from`, go to `to` when `when` holds; the first jump that holds wins, otherwise the next page. */
export interface Jump extends ConditionGroup {
  id: string;
  from: PageKey;
  to: JumpTarget;
}

export const VARIABLE_KINDS = ['number', 'text'] as const;
export type VariableKind = (typeof VARIABLE_KINDS)[number];

/** A calculated value: shown nowhere unless recalled; stored with the submission. */
export interface Variable {
  /** Stable id used by conditions, updates and recall (letters, digits and _). */
  id: string;
  /** What the owner calls it, shown in the builder, Data and exports. */
  name: string;
  kind: VariableKind;
  initial: number | string;
}

export const VARIABLE_ACTIONS = ['set', 'add', 'subtract', 'multiply', 'divide'] as const;
export type VariableAction = (typeof VARIABLE_ACTIONS)[number];

/** A value an update works with. */
export type Operand =
  | { kind: 'number'; value: number }
  | { kind: 'text'; value: string }
  | { kind: 'answer'; question: number }
  /** The score of the chosen option(s) of a choice question (summed for several). */
  | { kind: 'score'; question: number }
  | { kind: 'variable'; variable: string }
  /** A formula over answers, scores and variables, e.g. `{score:3} + {answer:7} * 2` (formula.ts). */
  | { kind: 'formula'; formula: string };

/** Changes a variable when its conditions hold; updates run in their order. */
export interface VariableUpdate extends ConditionGroup {
  id: string;
  variable: string;
  action: VariableAction;
  operand: Operand;
}

/** A thank-you page or a redirect, chosen by its conditions; the last ending is the default. */
export interface Ending extends ConditionGroup {
  id: string;
  name: string;
  kind: 'thanks' | 'redirect';
  /** The thank-you text (rich text, may recall values). */
  text?: string;
  /** The address of a redirect (http or https). */
  url?: string;
}

/** Scores of a choice question's options, by option value. */
export type ChoiceScores = Record<string, number>;

export interface FormLogic {
  jumps: Jump[];
  variables: Variable[];
  updates: VariableUpdate[];
  endings: Ending[];
  /** Per question id: the score of each of its options. */
  scores: Record<string, ChoiceScores>;
}

export const EMPTY_LOGIC: FormLogic = { jumps: [], variables: [], updates: [], endings: [], scores: {} };
