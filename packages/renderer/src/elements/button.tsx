import { BUTTON_TEXT_DEFAULT } from '@formbuilder/core';
import type { ReactNode } from 'react';
import { ElementFrame } from '../frame';
import type { ElementProps } from '../types';

// docs/product.md §B3 table, Button 'Submit Button': buttonText, default 'Submit'.
// FormView draws the submit button in the last page's navigation instead.
export function ButtonView(props: ElementProps): ReactNode {
  const { element, mode } = props;
  const text = element.buttonText === undefined || element.buttonText === '' ? BUTTON_TEXT_DEFAULT : element.buttonText;
  return (
    <ElementFrame element={element} hidden={props.hidden}>
      <button type="submit" className="fb-btn" disabled={mode === 'builder' || undefined}>
        {text}
      </button>
    </ElementFrame>
  );
}
