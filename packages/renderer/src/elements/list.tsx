import { answerList, type Element } from '@formbuilder/core';
import type { ReactNode } from 'react';
import { bindText, controlAttributes, fieldName, fieldState } from '../field';
import { Question } from '../frame';
import type { ElementProps } from '../types';

// List fields (spec: builder §3 List, a list of texts): one <textarea> named
// q_{id}, one item per line, so any number of items works without a script.
// readAnswer splits the lines and drops blank ones.
export function fieldNames(element: Element) {
  return { items: fieldName(element.id) } as const;
}

export function readAnswer(element: Element, get: (name: string) => string | undefined): string[] {
  return (get(fieldNames(element).items) ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

export function ListView(props: ElementProps): ReactNode {
  const state = fieldState(props);
  const text = (answerList(props.value) ?? []).join('\n');
  return (
    <Question props={props} state={state}>
      <textarea
        className="fb-input fb-textarea"
        id={state.name}
        rows={4}
        placeholder="One item per line"
        {...controlAttributes(state)}
        {...bindText<HTMLTextAreaElement>(state, text, (next) => next.split('\n'))}
      />
    </Question>
  );
}
