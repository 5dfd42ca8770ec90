import { dateTimeFieldNames, dateTimeParts, isRecord } from '@formbuilder/core';
import type { ReactNode } from 'react';
import { dateHintFor } from '../date-format';
import { bindText, controlAttributes, fieldState, textOf } from '../field';
import { QuestionGroup } from '../frame';
import { TextInput } from '../text-input';
import type { ElementProps } from '../types';

// docs/product.md §B3 table, DateTime: dtStart draws a start input (q_{id}.start),
// dtEnd an end input (q_{id}.end), both a range; neither keeps the one input
// q_{id} of older forms. Core's date-time.ts names them and reads them back, each
// local time as ISO time in Europe/Paris (docs/product.md §B5, DATE_TIME_ZONE). The expected
// format is said under the inputs.
const PART_LABELS = { start: 'Start', end: 'End' } as const;

export function DateTimeView(props: ElementProps): ReactNode {
  const { element, value } = props;
  const parts = dateTimeParts(element);
  const hint = dateHintFor('datetime-local', props.mode);
  if (parts.length === 0) return <TextInput props={props} type="datetime-local" hint={hint} />;
  const state = fieldState(props, hint);
  const names = dateTimeFieldNames(element);
  // A single text (an answer from before the flags) is shown in the first input.
  const current: Readonly<Record<string, unknown>> = isRecord(value) ? value : { [parts[0] ?? 'start']: value };
  return (
    <QuestionGroup props={props} state={state}>
      <div className="fb-parts">
        {parts.map((part) => (
          <div className="fb-part" key={part}>
            <label className="fb-part-label" htmlFor={names[part]}>
              {PART_LABELS[part]}
            </label>
            <input
              className="fb-input"
              id={names[part]}
              type="datetime-local"
              {...controlAttributes(state, names[part])}
              {...bindText<HTMLInputElement>(state, textOf(current[part]), (text) => ({ ...current, [part]: text }))}
            />
          </div>
        ))}
      </div>
    </QuestionGroup>
  );
}
