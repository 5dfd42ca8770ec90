import { defineStatic } from './define';
import { UNWEIGHTED } from './definition';

// docs/product.md §B3 table, Image: its fields are not shown; the common
// uploadedImageUrl holds the picture.
export const imageElement = defineStatic({
  type: 'Image',
  displayName: 'Image',
  weight: UNWEIGHTED,
  defaults: { uploadedImageUrl: '' },
});
