import { defineInput } from './define';

// docs/product.md §B3 table, TextBox 'Short Text' (1)
export const textBoxElement = defineInput({
  type: 'TextBox',
  displayName: 'Short Text',
  weight: 1,
  defaults: { placeholder: '' },
  chartType: 'lastFive',
});
