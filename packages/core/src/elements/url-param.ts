import { defineInput } from './define';

// spec: builder §3 table, URLParam (1): searchUrlParam names the query
// parameter whose value is submitted; hidden keeps it off the page.
export const urlParamElement = defineInput({
  type: 'URLParam',
  displayName: 'URL Parameter',
  weight: 1,
  defaults: { searchUrlParam: '', hidden: true },
  chartType: 'lastFive',
});
