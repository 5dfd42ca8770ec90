import type { Element } from '../schemas/element';
import { answerText } from './answers';
import { defineInput, elementOptions, formatChosenValues, validateChosenValues } from './define';
import { UNWEIGHTED } from './definition';
import { DEFAULT_OPTIONS } from './radio';

// docs/product.md §B3 table, Dropdown: options 'Option 1' and 'Option 2',
// placeholder 'Choose an option'. Options may come from a dataset instead.
export const DROPDOWN_PLACEHOLDER_DEFAULT = 'Choose an option';

// docs/product.md §B3 table, Dropdown, "a setting to mark as link" (isLink). docs/product.md
// names neither the field nor what it does; we read it as: the options' values are
// web addresses, and the chosen one is offered as a link to open.
const WEB_ADDRESS = /^https?:\/\/[^\s<>"]+$/i;

/**
 * The address a chosen value links to, when the dropdown is marked as link and
 * the value is an http(s) address; null otherwise. Options are stored sanitised
 * (server forms/sanitize.ts), which writes '&' as '&amp;', so that is undone.
 */
export function dropdownLink(element: Element, value: string): string | null {
  if (element.isLink !== true) return null;
  const address = value.trim().replace(/&amp;/g, '&');
  return WEB_ADDRESS.test(address) ? address : null;
}

export const dropdownElement = defineInput({
  type: 'Dropdown',
  displayName: 'Dropdown',
  weight: UNWEIGHTED,
  defaults: { options: [...DEFAULT_OPTIONS], placeholder: DROPDOWN_PLACEHOLDER_DEFAULT },
  chartType: 'pieChart',
  hasOptions: true,
  answerChoices: elementOptions,
  validate: (element, answer, words) => validateChosenValues(element, answer, true, words),
  isFilled: (_element, answer) => (answerText(answer) ?? '').trim() !== '',
  format: formatChosenValues,
});
