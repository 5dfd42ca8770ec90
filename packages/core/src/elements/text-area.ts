import { defineInput } from './define';

// docs/product.md §B3 table, TextArea 'Long Text' (2)
export const textAreaElement = defineInput({
  type: 'TextArea',
  displayName: 'Long Text',
  weight: 2,
  defaults: { placeholder: '' },
  chartType: 'lastFive',
});
