import type { ReactNode } from 'react';
import { ElementFrame } from '../frame';
import type { ElementProps } from '../types';

// docs/product.md §B3 table, Separator.
export function SeparatorView(props: ElementProps): ReactNode {
  return (
    <ElementFrame element={props.element} hidden={props.hidden}>
      <hr className="fb-rule" />
    </ElementFrame>
  );
}
