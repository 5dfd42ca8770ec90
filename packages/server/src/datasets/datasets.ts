import type { ParsedOption } from '@formbuilder/core';
import { daysOfMonth, daysOfWeek, months, years } from './calendar';
import { countries, countriesDialCodes, countriesWithFlags } from './countries';
import { usStates } from './us-states';

/** One item: value is submitted, display is shown (docs/product.md §B7, GET /api/datasets). */
export type DatasetItem = ParsedOption;

// docs/product.md §B3, "Datasets selectable for a question", plus Phone's
// countriesDialCodes (core's PHONE_DIAL_CODE_DATASET). years is built per
// call, so a long-running server turns the year over on 1 January.
const DATASETS = new Map<string, () => readonly DatasetItem[]>([
  ['countries', () => countries],
  ['countriesWithFlags', () => countriesWithFlags],
  ['usStates', () => usStates],
  ['months', () => months],
  ['years', () => years()],
  ['daysOfWeek', () => daysOfWeek],
  ['daysOfMonth', () => daysOfMonth],
  ['countriesDialCodes', () => countriesDialCodes],
]);

export const datasetNames: readonly string[] = [...DATASETS.keys()];

/** Datasets whose items change over time and so must not be cached for a day. */
export const changingDatasets: ReadonlySet<string> = new Set(['years']);

/** The named dataset's items, or undefined for a name that is not a dataset. */
export function getDataset(name: string): readonly DatasetItem[] | undefined {
  return DATASETS.get(name)?.();
}
