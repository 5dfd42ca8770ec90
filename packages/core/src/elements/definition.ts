import type { ElementType } from '../element-types';
import type { ParsedOption } from '../options';
import type { Element, ElementDefaults } from '../schemas/element';
import type { ChartType } from '../schemas/statistics';
import type { AnswerReader } from './fields';
import type { PageWords } from '../i18n/words';

// Types with no weight in the product's table sort after every weighted type
// (the highest weight in docs/product.md §B3 is 16, Separator).
export const UNWEIGHTED = 100;

// docs/product.md §B3 and §B5, requiredText default 'Please fill this field.';
// shown when a required question has no requiredText of its own
export const REQUIRED_TEXT_DEFAULT = 'Please fill this field.';

// docs/product.md §B5, "in question settings the default is 'Required field'"
export const QUESTION_REQUIRED_TEXT_DEFAULT = 'Required field';

/**
 * What an element type does, in one place (docs/architecture.md, "Adding an element type"):
 * everything but its settings schema, so that it runs on the visitor's page
 * without zod (docs/architecture.md, "The visitor's script"). ElementDefinition (registry.ts) adds the schema.
 * The builder, renderer and server read these through the registry instead of
 * switching on element.type.
 */
export interface ElementBehaviour {
  readonly type: ElementType;
  /** The name shown in the element palette (docs/product.md §B3 table). */
  readonly displayName: string;
  /** Palette order, lowest first (docs/product.md §B3 table). */
  readonly weight: number;
  /** What a new element of this type starts with, besides id and type. */
  readonly defaults: ElementDefaults;
  /** Whether required/requiredText are offered (docs/product.md §B5). */
  readonly hasRequired: boolean;
  /** Whether it takes an answer; only these can be rule if-fields (docs/product.md §B5). */
  readonly isInput: boolean;
  /** Whether rule values are chosen from answerChoices (docs/product.md §B5). */
  readonly hasOptions: boolean;
  /** The statistics chart of its answers; null for elements without answers. */
  readonly chartType: ChartType | null;
  /** The fixed answers it offers (options, rating steps); empty for free input. */
  answerChoices(element: Element): ParsedOption[];
  /**
   * A readable message when a given answer is not acceptable, else null; in the language of
   * `words` (docs/product.md, "Languages"), English when none is given.
   */
  validate(element: Element, answer: unknown, words?: PageWords): string | null;
  /** Whether the answer counts as filled (docs/product.md §B4). */
  isFilled(element: Element, answer: unknown): boolean;
  /** The answer as plain text for CSV, e-mail and lists. */
  format(element: Element, answer: unknown): string;
  /**
   * The answer, in the shape validate takes, from the submitted fields (fields.ts);
   * undefined when there is none. The server and the visitor's page both read with it.
   */
  readAnswer(element: Element, reader: AnswerReader): unknown;
}
