import type { HTMLInputTypeAttribute, InputHTMLAttributes, ReactNode } from 'react';
import { bindText, controlAttributes, fieldState, textOf } from './field';
import { Question } from './frame';
import { useRecalledAttribute } from './recall';
import type { ElementProps } from './types';

interface TextInputProps {
  readonly props: ElementProps;
  readonly type: HTMLInputTypeAttribute;
  /** Type-specific attributes (min, max, step, autocomplete …). */
  readonly extra?: InputHTMLAttributes<HTMLInputElement>;
  /** Words under the input (FieldState.hint). */
  readonly hint?: string;
}

/** A question answered in one <input> named q_{id}. */
export function TextInput({ props, type, extra, hint }: TextInputProps): ReactNode {
  const { element } = props;
  const state = fieldState(props, hint);
  const max = element.maxLength;
  const placeholder = useRecalledAttribute(element.placeholder);
  return (
    <Question props={props} state={state}>
      <input
        className="fb-input"
        id={state.name}
        type={type}
        placeholder={placeholder.text === '' ? undefined : placeholder.text}
        data-recall-placeholder={placeholder.template}
        // 0 or null mean no limit (core: schemas/element.ts)
        maxLength={typeof max === 'number' && max > 0 ? max : undefined}
        {...controlAttributes(state)}
        {...bindText<HTMLInputElement>(state, textOf(props.value))}
        {...extra}
      />
    </Question>
  );
}
