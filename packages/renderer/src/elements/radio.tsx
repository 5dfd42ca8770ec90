import { stripHtml, UNSELECT_BUTTON_TEXT_DEFAULT, type ParsedOption } from '@formbuilder/core';
import type { ReactNode } from 'react';
import { ChoiceList } from '../choice-list';
import { choicesOf } from '../choices';
import { fieldState, textOf } from '../field';
import { QuestionGroup } from '../frame';
import { Recalled } from '../recall';
import { RichText } from '../rich-text';
import type { ElementProps } from '../types';

// docs/product.md §B3 table, Radio: `editor` makes the label rich text and
// `editorForOptions` the options; without them each is shown as plain text (its
// words, without markup), since the builder then edits it as plain text.
const richOption = (option: ParsedOption): ReactNode => <RichText html={option.display} />;
const plainOption = (option: ParsedOption): ReactNode => <Recalled text={stripHtml(option.display)} />;

/** The label as plain text, in the builder's slot; undefined keeps the rich-text label (or the builder's own slot). */
function plainLabel({ element, labelSlot }: ElementProps): ReactNode {
  if (labelSlot !== undefined || element.editor === true) return labelSlot;
  const text = stripHtml(element.label ?? '');
  // an empty slot would hide the type name the frame gives a nameless question
  return text === '' ? undefined : <Recalled text={text} />;
}

// docs/product.md §B3 table, Radio 'Single Choice'; §B4, "clear selection
// unchecks all". The Clear Selection button is type=button with
// data-action="clear-selection" and data-target="q_{id}" for the script;
// data-js-only hides it where no script runs, as it could do nothing there.
export function RadioView(input: ElementProps): ReactNode {
  const props = { ...input, labelSlot: plainLabel(input) };
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
        renderOption={element.editorForOptions === true ? richOption : plainOption}
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
