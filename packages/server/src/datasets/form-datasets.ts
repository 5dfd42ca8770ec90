import {
  answerFormatter,
  elementDatasetNames,
  resolveDatasetOptions,
  withDatasetOptions,
  type Element,
  type FormProps,
} from '@formbuilder/core';
import { getDataset, type DatasetItem } from './datasets';

// Questions set to a dataset (docs/product.md §B3 hasDataset, dataset) showed
// and accepted their stale 'Option 1 / Option 2' on the live form. The server knows
// the datasets, so it resolves them into the form it renders and validates with.

/** The form with each dataset question's options taken from its dataset (core's withDatasetOptions). */
export function withFormDatasets(props: FormProps): FormProps {
  return { ...props, elements: resolveDatasetOptions(props.elements, getDataset) };
}

/** The question with its dataset's items as its options, when it is set to one (core's withDatasetOptions). */
export function withElementDataset(element: Element): Element {
  return withDatasetOptions(element, getDataset);
}

/**
 * A question's answers in words (core's answerFormatter, a dataset's values by their display):
 * the one formatter of the CSV, the statistics, e-mails, webhooks, Drive and Sheets. Made once per
 * question, then called per answer.
 */
export function answerFormatterOf(element: Element): (answer: unknown) => string {
  return answerFormatter(element, getDataset);
}

/** The datasets a form's elements read, by name: what the renderer draws Phone's dial codes from. */
export function formDatasets(elements: readonly Element[]): Record<string, readonly DatasetItem[]> {
  const datasets: Record<string, readonly DatasetItem[]> = {};
  for (const name of new Set(elements.flatMap(elementDatasetNames))) {
    const items = getDataset(name);
    if (items !== undefined) datasets[name] = items;
  }
  return datasets;
}

/**
 * What resolved datasets depend on besides the form: the year (the years dataset,
 * docs/product.md §B3, runs from the current year). Caches of resolved forms and their pages
 * key on it, so a long-running server offers the new year from 1 January.
 */
export function datasetsEdition(now: Date = new Date()): number {
  return now.getFullYear();
}
