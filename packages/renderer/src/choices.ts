import { getElementDefinition, type Element, type ParsedOption } from '@formbuilder/core';
import type { Datasets } from './types';

/** A named dataset's items, or undefined when it is not loaded (or empty). */
export function datasetItems(datasets: Datasets | undefined, name: unknown): readonly ParsedOption[] | undefined {
  if (typeof name !== 'string' || name === '') return undefined;
  const items = datasets?.[name];
  return items !== undefined && items.length > 0 ? items : undefined;
}

/**
 * The options to offer: the element's dataset when it has one and it is
 * loaded (docs/product.md §B3, hasDataset/dataset), else the registry's answer
 * choices (options parsed from 'display##value', rating steps, scores).
 */
export function choicesOf(element: Element, datasets: Datasets | undefined): readonly ParsedOption[] {
  const fromDataset = element.hasDataset === true ? datasetItems(datasets, element.dataset) : undefined;
  return fromDataset ?? getElementDefinition(element.type)?.answerChoices(element) ?? [];
}
