import { UNSELECT_BUTTON_TEXT_DEFAULT } from '@formbuilder/core';
import type { ReactNode } from 'react';
import { ChoiceList } from '../choice-list';
import { choicesOf } from '../choices';
import { fieldState, textOf } from '../field';
import { QuestionGroup } from '../frame';
import type { ElementProps } from '../types';

// spec: builder §3 table, Radio 'Single Choice'; §4, "clear selection
// unchecks all". The Clear Selection button is type=button with
// data-action="clear-selection" and data-target="q_{id}" for the script;
// data-js-only hides it where no script runs, as it could do nothing there.
export function RadioView(props: ElementProps): ReactNode {
  const { element } = props;
  const state = fieldState(props);
  const emit = state.emit;
  const chosen = textOf(props.value);
  const text = element.unselectButtonText;
  return (
    <QuestionGroup props={props} state={state}>
      <ChoiceList
        state={state}
        type="radio"
        className="fb-choices"
        options={choicesOf(element, props.datasets)}
        selected={chosen === '' ? [] : [chosen]}
        onToggle={emit && ((value) => emit(value))}
      />
      {element.isUnselectable === true && (
        <button
          type="button"
          className="fb-btn fb-btn-quiet fb-clear"
          data-action="clear-selection"
          data-target={state.name}
          data-js-only=""
          disabled={state.disabled || undefined}
          onClick={emit && (() => emit(''))}
        >
          {typeof text === 'string' && text !== '' ? text : UNSELECT_BUTTON_TEXT_DEFAULT}
        </button>
      )}
    </QuestionGroup>
  );
}
