import { answerList } from '@formbuilder/core';
import type { ReactNode } from 'react';
import { bindText, controlAttributes, fieldState } from '../field';
import { Question } from '../frame';
import type { ElementProps } from '../types';
import { useWords } from '../words';

// List fields (docs/product.md §B3 List, a list of texts): one <textarea> named
// q_{id}, one item per line, so any number of items works without a script;
// core's list.ts reads the lines back.

export function ListView(props: ElementProps): ReactNode {
  const state = fieldState(props);
  const words = useWords();
  const text = (answerList(props.value) ?? []).join('\n');
  return (
    <Question props={props} state={state}>
      <textarea
        className="fb-input fb-textarea"
        id={state.name}
        rows={4}
        placeholder={words.t('list.placeholder')}
        {...controlAttributes(state)}
        {...bindText<HTMLTextAreaElement>(state, text, (next) => next.split('\n'))}
      />
    </Question>
  );
}
