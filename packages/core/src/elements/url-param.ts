import { z } from 'zod';
import { defineInput } from './define';

// spec: builder §3 table, URLParam (1): searchUrlParam names the query
// parameter whose value is submitted; hidden keeps it off the page.
export const urlParamSettings = z.looseObject({
  searchUrlParam: z.string().optional(),
  hidden: z.boolean().optional(),
});

export const urlParamElement = defineInput({
  type: 'URLParam',
  displayName: 'URL Parameter',
  weight: 1,
  defaults: { searchUrlParam: '', hidden: true },
  settings: urlParamSettings,
  chartType: 'lastFive',
});
