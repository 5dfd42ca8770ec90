import type { ReactNode } from 'react';
import { controlAttributes, fieldState } from '../field';
import { Question } from '../frame';
import type { ElementProps } from '../types';

// spec: builder §3 table, File: submits a file (multipart, FormView's
// enctype) as q_{id}. A browser never refills a file input, so a refused
// submission asks for the file again.
export function FileView(props: ElementProps): ReactNode {
  const { element } = props;
  const state = fieldState(props);
  // The spec names no accept field; an element that carries one is honoured.
  const accept = typeof element.accept === 'string' && element.accept !== '' ? element.accept : undefined;
  return (
    <Question props={props} state={state}>
      <input className="fb-input" id={state.name} type="file" accept={accept} {...controlAttributes(state)} />
    </Question>
  );
}
