import type { ReactNode } from 'react';
import { bindText, controlAttributes, fieldState, textOf } from '../field';
import { Question } from '../frame';
import { useRecalledAttribute } from '../recall';
import type { ElementProps } from '../types';

// docs/product.md §B3 table, TextArea 'Long Text'.
export function TextAreaView(props: ElementProps): ReactNode {
  const { element } = props;
  const state = fieldState(props);
  const max = element.maxLength;
  const placeholder = useRecalledAttribute(element.placeholder);
  return (
    <Question props={props} state={state}>
      <textarea
        className="fb-input fb-textarea"
        id={state.name}
        rows={4}
        placeholder={placeholder.text === '' ? undefined : placeholder.text}
        data-recall-placeholder={placeholder.template}
        maxLength={typeof max === 'number' && max > 0 ? max : undefined}
        {...controlAttributes(state)}
        {...bindText<HTMLTextAreaElement>(state, textOf(props.value))}
      />
    </Question>
  );
}
