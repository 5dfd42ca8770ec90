import { answerText } from './answers';
import { defineInput, elementOptions, formatChosenValues, validateChosenValues } from './define';
import { UNWEIGHTED } from './definition';
import { DEFAULT_OPTIONS } from './radio';

// spec: builder §3 table, Dropdown: options 'Option 1' and 'Option 2',
// placeholder 'Choose an option'. Options may come from a dataset instead.
export const DROPDOWN_PLACEHOLDER_DEFAULT = 'Choose an option';

export const dropdownElement = defineInput({
  type: 'Dropdown',
  displayName: 'Dropdown',
  weight: UNWEIGHTED,
  defaults: { options: [...DEFAULT_OPTIONS], placeholder: DROPDOWN_PLACEHOLDER_DEFAULT },
  chartType: 'pieChart',
  hasOptions: true,
  answerChoices: elementOptions,
  validate: (element, answer) => validateChosenValues(element, answer, true),
  isFilled: (_element, answer) => (answerText(answer) ?? '').trim() !== '',
  format: formatChosenValues,
});
