import { defineStatic } from './define';

// docs/product.md §B3 table and §B4, PageBreak (15)
export const NEXT_BUTTON_TEXT_DEFAULT = 'Next';
export const PREVIOUS_BUTTON_TEXT_DEFAULT = 'Previous';
export const SUBMIT_BUTTON_TEXT_DEFAULT = 'Submit';
export const PAGE_BREAK_STYLES = ['start', 'between', 'end'] as const;
export type PageBreakStyle = (typeof PAGE_BREAK_STYLES)[number];

export const pageBreakElement = defineStatic({
  type: 'PageBreak',
  displayName: 'Page Break',
  weight: 15,
  defaults: {
    nextButtonText: NEXT_BUTTON_TEXT_DEFAULT,
    previousButtonText: PREVIOUS_BUTTON_TEXT_DEFAULT,
    submitButtonText: SUBMIT_BUTTON_TEXT_DEFAULT,
  },
});
