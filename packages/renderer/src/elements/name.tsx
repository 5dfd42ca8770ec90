import { isRecord, nameFieldNames, type NameFieldPart } from '@formbuilder/core';
import type { MessageId } from '@formbuilder/core/runtime';
import type { ReactNode } from 'react';
import { bindText, controlAttributes, fieldState, textOf } from '../field';
import { QuestionGroup } from '../frame';
import type { ElementProps } from '../types';
import { useWords } from '../words';

// Name fields (docs/product.md §B3 Name; the parts and their names are core's, name.ts):
//   q_{id}.firstName   q_{id}.lastName
const PARTS: readonly { key: NameFieldPart; label: MessageId; autoComplete: string }[] = [
  { key: 'firstName', label: 'name.firstName', autoComplete: 'given-name' },
  { key: 'lastName', label: 'name.lastName', autoComplete: 'family-name' },
];

export function NameView(props: ElementProps): ReactNode {
  const { element, value } = props;
  const state = fieldState(props);
  const words = useWords();
  const names = nameFieldNames(element);
  // A plain text answer (older data) is shown as the first name.
  const current: Readonly<Record<string, unknown>> = isRecord(value) ? value : { firstName: value };
  return (
    <QuestionGroup props={props} state={state}>
      <div className="fb-parts">
        {PARTS.map((part) => (
          <div className="fb-part" key={part.key}>
            <label className="fb-part-label" htmlFor={names[part.key]}>
              {words.t(part.label)}
            </label>
            <input
              className="fb-input"
              id={names[part.key]}
              type="text"
              autoComplete={part.autoComplete}
              {...controlAttributes(state, names[part.key])}
              {...bindText<HTMLInputElement>(state, textOf(current[part.key]), (text) => ({
                ...current,
                [part.key]: text,
              }))}
            />
          </div>
        ))}
      </div>
    </QuestionGroup>
  );
}
