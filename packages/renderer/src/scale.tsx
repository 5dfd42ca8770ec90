import type { ParsedOption } from '@formbuilder/core';
import type { ReactNode } from 'react';
import { ChoiceList } from './choice-list';
import { fieldState, textOf } from './field';
import { QuestionGroup } from './frame';
import type { ElementProps } from './types';

interface ScaleProps {
  readonly props: ElementProps;
  readonly options: readonly ParsedOption[];
  readonly className: string;
  readonly renderOption?: (option: ParsedOption) => ReactNode;
  /** Words under the two ends of the scale. */
  readonly ends?: readonly [string, string];
}

/** A row of radio inputs named q_{id} drawn as numbered boxes or stars (RatingScale, NPS). */
export function Scale({ props, options, className, renderOption, ends }: ScaleProps): ReactNode {
  const state = fieldState(props);
  const emit = state.emit;
  const chosen = textOf(props.value);
  return (
    <QuestionGroup props={props} state={state}>
      <div className={className}>
        <ChoiceList
          state={state}
          type="radio"
          className="fb-scale-options"
          options={options}
          selected={chosen === '' ? [] : [chosen]}
          onToggle={emit && ((value) => emit(value))}
          renderOption={renderOption}
        />
        {ends && (
          <p className="fb-scale-ends">
            <span>{ends[0]}</span>
            <span>{ends[1]}</span>
          </p>
        )}
      </div>
    </QuestionGroup>
  );
}
