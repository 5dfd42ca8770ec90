import { answerList } from './answers';
import { defineInput, elementOptions, formatChosenValues, validateChosenValues } from './define';
import { fieldName } from './fields';
import { DEFAULT_OPTIONS } from './radio';

// docs/product.md §B3 table, Checkbox 'Multiple Choice' (4): options, toggle
export const checkboxElement = defineInput({
  type: 'Checkbox',
  displayName: 'Multiple Choice',
  weight: 4,
  defaults: { options: [...DEFAULT_OPTIONS], toggle: false },
  chartType: 'barChart',
  hasOptions: true,
  answerChoices: elementOptions,
  validate: (element, answer, words) => validateChosenValues(element, answer, false, words),
  // docs/product.md §B4, checkbox is filled when at least one is checked
  isFilled: (_element, answer) => (answerList(answer) ?? []).some((value) => value.trim() !== ''),
  format: formatChosenValues,
  // q_{id} once per checked option, each the option's value
  readAnswer: (element, reader) => reader.values(fieldName(element.id)).filter((value) => value !== ''),
});
