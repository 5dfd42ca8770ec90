import { z } from 'zod';
import { RULE_COMMANDS, RULE_OPERATORS, type RuleCommand, type RuleOperator } from '../rules/names';

export {
  RULE_COMMANDS,
  RULE_OPERATORS,
  VALUELESS_OPERATORS,
  type RuleCommand,
  type RuleOperator,
} from '../rules/names';

// docs/product.md §B3, Rule
export const ruleOperatorSchema = z.enum(RULE_OPERATORS);
export const ruleCommandSchema = z.enum(RULE_COMMANDS);

const ruleValueSchema = z.union([z.string(), z.number(), z.boolean()]).nullable().optional();
const elementIdSchema = z.number().int().nonnegative();

export const ruleSchema = z.object({
  id: z.number().int().nonnegative(),
  type: z.literal('showHide'),
  if: z.object({
    field: elementIdSchema,
    operator: ruleOperatorSchema,
    value: ruleValueSchema,
  }),
  then: z.object({
    command: ruleCommandSchema,
    field: elementIdSchema,
    value: ruleValueSchema,
  }),
  // When true, if.value names another element whose answer is compared.
  fieldLink: z.boolean().optional(),
  // docs/product.md §B3, "a delete flag used for removal"
  delete: z.boolean().optional(),
});
export type Rule = z.infer<typeof ruleSchema>;

/** A rule being built in the rule builder: anything may still be missing. */
export interface RuleDraft {
  id?: number;
  type?: 'showHide';
  if?: { field?: number | null; operator?: RuleOperator | null; value?: Rule['if']['value'] };
  then?: { command?: RuleCommand | null; field?: number | null; value?: Rule['then']['value'] };
  fieldLink?: boolean;
  delete?: boolean;
}
