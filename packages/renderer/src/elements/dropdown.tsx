import { DROPDOWN_PLACEHOLDER_DEFAULT, dropdownLink, optionDisplay } from '@formbuilder/core';
import type { ReactNode } from 'react';
import { choicesOf } from '../choices';
import { bindText, controlAttributes, fieldState, textOf } from '../field';
import { Question } from '../frame';
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
        <option value="">{placeholder}</option>
        {options.map((option, index) => (
          <option key={index} value={option.value}>
            {option.display}
          </option>
        ))}
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
