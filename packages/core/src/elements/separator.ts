import { defineStatic } from './define';

// docs/product.md §B3 table, Separator (16)
export const separatorElement = defineStatic({
  type: 'Separator',
  displayName: 'Separator',
  weight: 16,
});
