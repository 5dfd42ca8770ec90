import { formatOption, type ParsedOption } from '../options';
import type { Element } from '../schemas/element';
import { getElementBehaviour } from './behaviours';

/** A dataset's items by name; undefined for a name it does not know (or one not loaded yet). */
export type DatasetLookup = (name: string) => readonly ParsedOption[] | undefined;

/**
 * The datasets a question reads: its own `dataset` and its type's (Phone's dial codes,
 * docs/product.md §B3 table, which Phone keeps whatever a stale `dataset` says).
 */
export function elementDatasetNames(element: Element): string[] {
  const names = [element.dataset, getElementBehaviour(element.type)?.defaults.dataset];
  return [...new Set(names.filter((name): name is string => typeof name === 'string' && name !== ''))];
}

/**
 * A choice question set to a dataset (docs/product.md §B3, hasDataset and dataset) with
 * the dataset's items as its options, written 'display##value' (§B3, §B7), so that every
 * reader of options (validation §B5, rule values, the page, formatted answers) offers
 * and accepts what the visitor sees. The stored options are left behind: they are the
 * builder's defaults ('Option 1', 'Option 2'), not the question's choices.
 * The element comes back unchanged (the same object) when there is nothing to resolve,
 * or the dataset is unknown.
 */
export function withDatasetOptions(element: Element, lookup: DatasetLookup): Element {
  if (element.hasDataset !== true || getElementBehaviour(element.type)?.hasOptions !== true) return element;
  const name = element.dataset;
  const items = typeof name === 'string' && name !== '' ? lookup(name) : undefined;
  if (items === undefined || items.length === 0) return element;
  return { ...element, options: items.map(formatOption) };
}

/** withDatasetOptions for each of a form's elements. */
export function resolveDatasetOptions(elements: readonly Element[], lookup: DatasetLookup): Element[] {
  return elements.map((element) => withDatasetOptions(element, lookup));
}
