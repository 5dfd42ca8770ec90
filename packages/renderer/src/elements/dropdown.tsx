import { DROPDOWN_PLACEHOLDER_DEFAULT } from '@formbuilder/core';
import type { ReactNode } from 'react';
import { choicesOf } from '../choices';
import { bindText, controlAttributes, fieldState, textOf } from '../field';
import { Question } from '../frame';
import type { ElementProps } from '../types';

// spec: builder §3 table, Dropdown: options (or a dataset), placeholder
// 'Choose an option'. The placeholder option has an empty value, so a
// required dropdown left on it fails native validation.
export function DropdownView(props: ElementProps): ReactNode {
  const { element } = props;
  const state = fieldState(props);
  const placeholder = element.placeholder === undefined || element.placeholder === '' ? DROPDOWN_PLACEHOLDER_DEFAULT : element.placeholder;
  return (
    <Question props={props} state={state}>
      <select
        className="fb-input fb-select"
        id={state.name}
        {...controlAttributes(state)}
        {...bindText<HTMLSelectElement>(state, textOf(props.value))}
      >
        <option value="">{placeholder}</option>
        {choicesOf(element, props.datasets).map((option, index) => (
          <option key={index} value={option.value}>
            {option.display}
          </option>
        ))}
      </select>
    </Question>
  );
}
