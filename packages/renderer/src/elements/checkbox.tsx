import { answerList } from '@formbuilder/core';
import type { ReactNode } from 'react';
import { ChoiceList } from '../choice-list';
import { choicesOf } from '../choices';
import { fieldState } from '../field';
import { QuestionGroup } from '../frame';
import type { ElementProps } from '../types';

// docs/product.md §B3 table, Checkbox 'Multiple Choice', with an optional toggle
// display (element.toggle: switches). Submits q_{id} once per checked option.
export function CheckboxView(props: ElementProps): ReactNode {
  const { element } = props;
  const state = fieldState(props);
  const emit = state.emit;
  const options = choicesOf(element, props.datasets);
  const selected = answerList(props.value) ?? [];
  const toggle = element.toggle === true;
  // Keep the options' order whatever order the boxes were ticked in.
  const handleToggle = (value: string, checked: boolean): void => {
    emit?.(
      options.map((option) => option.value).filter((each) => (each === value ? checked : selected.includes(each))),
    );
  };
  return (
    <QuestionGroup props={props} state={state} className={toggle ? 'fb-toggles' : undefined}>
      <ChoiceList
        state={state}
        type="checkbox"
        className="fb-choices"
        options={options}
        selected={selected}
        onToggle={emit && handleToggle}
        role={toggle ? 'switch' : undefined}
      />
    </QuestionGroup>
  );
}
