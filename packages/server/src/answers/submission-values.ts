import type { VariableValues } from '@formbuilder/core';

// A submission's calculated values (docs/product.md, "Logic"), kept in submissions.variables as
// JSON by value id (migration 022): numbers and texts only.

/** The values stored with a submission; none when the column is empty or unreadable. */
export function storedVariables(stored: string | null): VariableValues {
  if (stored === null || stored === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  const values: VariableValues = {};
  for (const [id, value] of Object.entries(parsed as Record<string, unknown>))
    if (typeof value === 'number' || typeof value === 'string') values[id] = value;
  return values;
}

/** The URL parameters stored with a submission (migration 026): texts by name; none when empty or unreadable. */
export function storedParamValues(stored: string | null): Record<string, string> {
  const values = storedVariables(stored);
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) if (typeof value === 'string') params[name] = value;
  return params;
}
