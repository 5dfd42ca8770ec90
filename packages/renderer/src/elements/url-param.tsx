import type { ReactNode } from 'react';
import { bindText, controlAttributes, fieldState, textOf } from '../field';
import { ElementFrame, LabelContent, Question } from '../frame';
import type { ElementProps } from '../types';

// docs/product.md §B3 table, URLParam: searchUrlParam names the query parameter
// whose value is submitted as q_{id}; hidden (default true) keeps it off the
// page. The script fills the input marked data-url-param="{searchUrlParam}"
// from the query string; the server passes `value` when it knows it.
export function UrlParamView(props: ElementProps): ReactNode {
  const { element, mode } = props;
  const state = fieldState(props);
  const param = typeof element.searchUrlParam === 'string' ? element.searchUrlParam : '';
  const text = textOf(props.value);
  const hidden = element.hidden !== false;
  if (hidden && mode === 'builder') {
    // On the builder's stage a hidden one is what it is to the owner: a value taken from the
    // address, drawn as a chip rather than a box a visitor would never see.
    return (
      <ElementFrame element={element} hidden={props.hidden} className="fb-url-chip-frame">
        <div className="fb-url-chip">
          <span className="fb-label">
            <LabelContent element={element} labelSlot={props.labelSlot} />
          </span>
          <span className="fb-chip">URL parameter · {param === '' ? 'no parameter set' : param}</span>
        </div>
      </ElementFrame>
    );
  }
  if (hidden) {
    return (
      <ElementFrame element={element} hidden={props.hidden} className="fb-hidden-field">
        <input type="hidden" name={state.inputName} value={text} data-url-param={param} />
      </ElementFrame>
    );
  }
  // Visible: read-only, as the address decides it.
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
