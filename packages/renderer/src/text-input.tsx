import type { HTMLInputTypeAttribute, InputHTMLAttributes, ReactNode } from 'react';
import { bindText, controlAttributes, fieldState, textOf } from './field';
import { Question } from './frame';
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
  return (
    <Question props={props} state={state}>
      <input
        className="fb-input"
        id={state.name}
        type={type}
        placeholder={element.placeholder === '' ? undefined : element.placeholder}
        // 0 or null mean no limit (core: schemas/element.ts)
        maxLength={typeof max === 'number' && max > 0 ? max : undefined}
        {...controlAttributes(state)}
        {...bindText<HTMLInputElement>(state, textOf(props.value))}
        {...extra}
      />
    </Question>
  );
}
