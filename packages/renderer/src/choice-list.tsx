import type { ParsedOption } from '@formbuilder/core';
import type { ReactNode } from 'react';
import { controlAttributes, type FieldState } from './field';
import { Recalled } from './recall';

interface ChoiceListProps {
  readonly state: FieldState;
  readonly type: 'radio' | 'checkbox';
  readonly options: readonly ParsedOption[];
  /** The values currently chosen. */
  readonly selected: readonly string[];
  /** Controlled mode: called with an option's value and whether it is now checked. */
  readonly onToggle?: ((value: string, checked: boolean) => void) | undefined;
  readonly className: string;
  /** How an option is drawn; its display text by default. */
  readonly renderOption?: (option: ParsedOption) => ReactNode;
  readonly role?: 'switch';
}

/**
 * Radio or checkbox inputs sharing the name q_{id}, each inside its label, so
 * the display text names the input and the value is what is submitted
 * (docs/product.md §B3, 'display##value'). A checkbox group repeats q_{id} once
 * per checked option. Native required suits a radio group (one must be
 * chosen) but would demand every checkbox, so checkboxes leave it to the
 * server and the script.
 */
export function ChoiceList(props: ChoiceListProps): ReactNode {
  const { state, type, options, selected, onToggle, className, renderOption, role } = props;
  const attributes = controlAttributes(state);
  const required = type === 'radio' ? attributes.required : undefined;
  return (
    <div className={className}>
      {options.map((option, index) => {
        const checked = selected.includes(option.value);
        const binding =
          onToggle === undefined
            ? { defaultChecked: checked }
            : {
                checked,
                onChange: (event: { target: { checked: boolean } }) => onToggle(option.value, event.target.checked),
              };
        return (
          <label className="fb-choice" key={index}>
            <input type={type} {...attributes} required={required} value={option.value} role={role} {...binding} />
            <span className="fb-choice-text">
              {renderOption ? renderOption(option) : <Recalled text={option.display} />}
            </span>
          </label>
        );
      })}
    </div>
  );
}
