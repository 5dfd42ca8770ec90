import type { ReactNode } from 'react';
import { bindText, controlAttributes, fieldState, textOf } from '../field';
import { ElementFrame, Question } from '../frame';
import type { ElementProps } from '../types';

// spec: builder §3 table, URLParam: searchUrlParam names the query parameter
// whose value is submitted as q_{id}; hidden (default true) keeps it off the
// page. The script fills the input marked data-url-param="{searchUrlParam}"
// from the query string; the server passes `value` when it knows it.
export function UrlParamView(props: ElementProps): ReactNode {
  const { element, mode } = props;
  const state = fieldState(props);
  const param = typeof element.searchUrlParam === 'string' ? element.searchUrlParam : '';
  const text = textOf(props.value);
  if (element.hidden !== false && mode !== 'builder') {
    return (
      <ElementFrame element={element} hidden={props.hidden} className="fb-hidden-field">
        <input type="hidden" name={state.inputName} value={text} data-url-param={param} />
      </ElementFrame>
    );
  }
  // Visible (or on the builder's stage): read-only, as the address decides it.
  return (
    <Question props={props} state={state}>
      <input
        className="fb-input"
        id={state.name}
        type="text"
        readOnly
        placeholder={mode === 'builder' && param !== '' ? `?${param}=` : undefined}
        data-url-param={param}
        {...controlAttributes(state)}
        required={undefined}
        {...bindText<HTMLInputElement>(state, text)}
      />
    </Question>
  );
}
