import { DROPDOWN_PLACEHOLDER_DEFAULT, dropdownLink, optionDisplay } from '@formbuilder/core';
import { useContext, type ReactNode } from 'react';
import { choicesOf } from '../choices';
import { bindText, controlAttributes, fieldState, textOf } from '../field';
import { Question } from '../frame';
import { RecallContext, recallPlain } from '../recall';
import type { ElementProps } from '../types';

// docs/product.md §B3 table, Dropdown: options (or a dataset), placeholder
// 'Choose an option'. The placeholder option has an empty value, so a
// required dropdown left on it fails native validation.
export function DropdownView(props: ElementProps): ReactNode {
  const { element } = props;
  const state = fieldState(props);
  const placeholder =
    element.placeholder === undefined || element.placeholder === ''
      ? DROPDOWN_PLACEHOLDER_DEFAULT
      : element.placeholder;
  const options = choicesOf(element, props.datasets);
  // A form with logic: an <option> cannot hold a recall span, so it keeps its text in data-recall-text (recall.tsx).
  const recall = useContext(RecallContext);
  const recalled = (text: string) =>
    recall === null || !text.includes('{{') ? { text } : { text: recallPlain(text, recall), template: text };
  const chosen = textOf(props.value);
  const link = dropdownLink(element, chosen);
  return (
    <Question props={props} state={state}>
      <select
        className="fb-input fb-select"
        id={state.name}
        {...controlAttributes(state)}
        {...bindText<HTMLSelectElement>(state, chosen)}
      >
        <option value="" data-recall-text={recalled(placeholder).template}>
          {recalled(placeholder).text}
        </option>
        {options.map((option, index) => {
          const display = recalled(option.display);
          return (
            <option key={index} value={option.value} data-recall-text={display.template}>
              {display.text}
            </option>
          );
        })}
      </select>
      {/* docs/product.md §B3, Dropdown marked as link (core dropdownLink): the chosen address opens in a new tab */}
      {/* Drawn (hidden) even without a choice, so the visitor script can fill it as one is made. */}
      {element.isLink === true && (
        <a
          className="fb-dropdown-link"
          data-link-for={state.name}
          href={link ?? undefined}
          hidden={link === null}
          target="_blank"
          rel="noopener noreferrer"
        >
          {link === null ? '' : optionDisplay(options, chosen)}
        </a>
      )}
    </Question>
  );
}
