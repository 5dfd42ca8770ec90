// spec: builder §3, Rule: the operator and command names, apart from the rule
// schema so the rule engine runs on the visitor's page without zod (STYLE.md §15).
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

// spec: builder §5, the value input is hidden for isEmpty and isFilled
export const VALUELESS_OPERATORS: readonly RuleOperator[] = ['isEmpty', 'isFilled'];

export const RULE_COMMANDS = ['show', 'hide'] as const;
export type RuleCommand = (typeof RULE_COMMANDS)[number];
