import { answerText } from './answers';
import { defineInput, elementOptions, formatChosenValues, validateChosenValues } from './define';

export const DEFAULT_OPTIONS = ['Option 1', 'Option 2'] as const;
// docs/product.md §B3 table, Radio unselectButtonText default
export const UNSELECT_BUTTON_TEXT_DEFAULT = 'Clear Selection';

// docs/product.md §B3 table, Radio 'Single Choice' (3)
export const radioElement = defineInput({
  type: 'Radio',
  displayName: 'Single Choice',
  weight: 3,
  defaults: {
    options: [...DEFAULT_OPTIONS],
    isUnselectable: false,
    unselectButtonText: UNSELECT_BUTTON_TEXT_DEFAULT,
  },
  chartType: 'pieChart',
  hasOptions: true,
  answerChoices: elementOptions,
  validate: (element, answer, words) => validateChosenValues(element, answer, true, words),
  // docs/product.md §B4, radio is filled when any option is checked
  isFilled: (_element, answer) => (answerText(answer) ?? '').trim() !== '',
  format: formatChosenValues,
});
