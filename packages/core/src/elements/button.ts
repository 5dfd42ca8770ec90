import { defineStatic } from './define';

// docs/product.md §B3 table, Button 'Submit Button' (13), buttonText default 'Submit'
export const BUTTON_TEXT_DEFAULT = 'Submit';

export const buttonElement = defineStatic({
  type: 'Button',
  displayName: 'Submit Button',
  weight: 13,
  defaults: { buttonText: BUTTON_TEXT_DEFAULT },
});
