import { NEXT_BUTTON_TEXT_DEFAULT, PREVIOUS_BUTTON_TEXT_DEFAULT } from '@formbuilder/core';
import type { ReactNode } from 'react';
import { ElementFrame } from '../frame';
import type { ElementProps } from '../types';

const textOr = (value: unknown, fallback: string): string =>
  typeof value === 'string' && value !== '' ? value : fallback;

// docs/product.md §B2 and §B4, page breaks split the form into pages. Only the
// builder's stage draws the break itself, as a bar with its button texts;
// elsewhere FormView turns breaks into pages and their navigation.
export function PageBreakView(props: ElementProps): ReactNode {
  const { element, mode } = props;
  if (mode !== 'builder') return null;
  return (
    <ElementFrame element={element} hidden={props.hidden}>
      <div className="fb-page-break-bar">
        <button type="button" className="fb-btn fb-btn-quiet" disabled>
          {textOr(element.previousButtonText, PREVIOUS_BUTTON_TEXT_DEFAULT)}
        </button>
        <span className="fb-page-break-text">Page break</span>
        <button type="button" className="fb-btn" disabled>
          {textOr(element.nextButtonText, NEXT_BUTTON_TEXT_DEFAULT)}
        </button>
      </div>
    </ElementFrame>
  );
}
