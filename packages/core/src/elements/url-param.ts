import { defineInput } from './define';
import type { Element } from '../schemas/element';

// docs/product.md §B3 table, URLParam (1): searchUrlParam names the query
// parameter whose value is submitted; hidden keeps it off the page.
export const urlParamElement = defineInput({
  type: 'URLParam',
  displayName: 'URL Parameter',
  weight: 1,
  defaults: { searchUrlParam: '', hidden: true },
  chartType: 'lastFive',
});

/**
 * The answers URLParam questions take from a page address's query: by question id,
 * the first value of the parameter each one names. `param` reads one parameter
 * (undefined when absent). Null when no question takes a value from this query.
 */
export function urlParamAnswers(
  elements: readonly Element[],
  param: (name: string) => string | undefined,
): Record<string, string> | null {
  let answers: Record<string, string> | null = null;
  for (const element of elements) {
    if (element.type !== 'URLParam' || typeof element.searchUrlParam !== 'string' || element.searchUrlParam === '')
      continue;
    const value = param(element.searchUrlParam);
    if (value !== undefined) (answers ??= {})[String(element.id)] = value;
  }
  return answers;
}
