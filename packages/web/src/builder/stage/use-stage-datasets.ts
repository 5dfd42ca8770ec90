import { datasetItemsSchema, elementDatasetNames } from '@formbuilder/core';
import type { Element } from '@formbuilder/core';
import type { Datasets, DatasetItem } from '@formbuilder/renderer';
import { useEffect, useState } from 'react';
import { publicApi } from '../../api/client';
import { apiPaths } from '../../api/paths';

// The datasets the stage's elements draw their options from (docs/product.md §B3
// and §B7, GET /api/datasets?dataset={name}, no auth), parsed with core's schema. Fixed
// lists, fetched once per page and shared by every hook here (a failed one is asked again).
const requests = new Map<string, Promise<DatasetItem[]>>();

function fetchDataset(name: string): Promise<DatasetItem[]> {
  let request = requests.get(name);
  if (!request) {
    request = publicApi.call('GET', apiPaths.dataset(name), datasetItemsSchema).catch(() => {
      requests.delete(name);
      return [];
    });
    requests.set(name, request);
  }
  return request;
}

/**
 * The names of the datasets elements use, as one stable key: each one's own and
 * its type's (Phone's dial codes even when its `dataset` is stale).
 */
function datasetKey(elements: readonly Element[]): string {
  const names = new Set<string>();
  for (const element of elements) for (const name of elementDatasetNames(element)) names.add(name);
  return [...names].sort().join(' ');
}

/** The loaded datasets; the same object until another one arrives, so memoised elements stay put. */
export function useStageDatasets(elements: readonly Element[]): Datasets {
  const key = datasetKey(elements);
  const [datasets, setDatasets] = useState<Datasets>({});
  useEffect(() => {
    let active = true;
    for (const name of key === '' ? [] : key.split(' ')) {
      void fetchDataset(name).then((items) => {
        if (active && items.length > 0)
          setDatasets((current) => (current[name] ? current : { ...current, [name]: items }));
      });
    }
    return () => {
      active = false;
    };
  }, [key]);
  return datasets;
}

/** One dataset's items; empty until it has loaded. */
export function useDataset(name: string): readonly DatasetItem[] {
  const [items, setItems] = useState<readonly DatasetItem[]>([]);
  useEffect(() => {
    let active = true;
    void fetchDataset(name).then((loaded) => {
      if (active) setItems(loaded);
    });
    return () => {
      active = false;
    };
  }, [name]);
  return items;
}
