// docs/product.md §B3, Rule: the operator and command names, apart from the rule
// schema so the rule engine runs on the visitor's page without zod (docs/architecture.md, "The visitor's script").
export const RULE_OPERATORS = [
  'equals',
  'greaterThan',
  'lessThan',
  'notEquals',
  'contains',
  'notContains',
  'startsWith',
  'notStartsWith',
  'endsWith',
  'notEndsWith',
  'isEmpty',
  'isFilled',
] as const;
export type RuleOperator = (typeof RULE_OPERATORS)[number];

// docs/product.md §B5, the value input is hidden for isEmpty and isFilled
export const VALUELESS_OPERATORS: readonly RuleOperator[] = ['isEmpty', 'isFilled'];

export const RULE_COMMANDS = ['show', 'hide'] as const;
export type RuleCommand = (typeof RULE_COMMANDS)[number];
