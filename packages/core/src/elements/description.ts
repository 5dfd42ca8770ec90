import type { Element } from '../schemas/element';
import { defineStatic } from './define';

// docs/product.md §B3 table and §B9, Description (14): fontSize default 14, 16
// used when unset; fontColor default #000000
export const DESCRIPTION_FONT_SIZE_DEFAULT = 14;
export const DESCRIPTION_FONT_SIZE_FALLBACK = 16;
export const DESCRIPTION_FONT_COLOR_DEFAULT = '#000000';

/** The font size to draw with: the stored one, or 16 for older elements. */
export function descriptionFontSize(element: Element): number {
  return typeof element.fontSize === 'number' && element.fontSize > 0
    ? element.fontSize
    : DESCRIPTION_FONT_SIZE_FALLBACK;
}

// docs/product.md §B5 lists Button, Header, Separator, PageBreak and Image as the
// types without required, so Description keeps the setting; as it takes no
// answer, validateAnswers never asks for it.
export const descriptionElement = defineStatic({
  type: 'Description',
  displayName: 'Description',
  weight: 14,
  hasRequired: true,
  defaults: {
    label: 'Description',
    alignment: 'Left',
    fontSize: DESCRIPTION_FONT_SIZE_DEFAULT,
    fontColor: DESCRIPTION_FONT_COLOR_DEFAULT,
  },
});
