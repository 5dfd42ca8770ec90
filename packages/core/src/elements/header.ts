import { defineStatic } from './define';

// docs/product.md §B3 table, Header (14): label, sublabel, separator flag,
// alignment (default Center)
export const headerElement = defineStatic({
  type: 'Header',
  displayName: 'Header',
  weight: 14,
  defaults: { label: 'Header', sublabel: '', separator: false, alignment: 'Center' },
});
