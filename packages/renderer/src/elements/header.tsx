import type { ReactNode } from 'react';
import { alignClass } from '../alignment';
import { ElementFrame } from '../frame';
import { RichText } from '../rich-text';
import type { ElementProps } from '../types';

// docs/product.md §B3 table, Header: label, sublabel, separator flag, alignment
// (default Center). h2 under the form's h1 title.
export function HeaderView(props: ElementProps): ReactNode {
  const { element, labelSlot } = props;
  const sublabel = typeof element.sublabel === 'string' ? element.sublabel : '';
  return (
    <ElementFrame element={element} hidden={props.hidden} className={alignClass(element.alignment, 'Center')}>
      <h2 className="fb-heading">{labelSlot ?? <RichText html={element.label} />}</h2>
      {sublabel !== '' && <p className="fb-heading-sub">{sublabel}</p>}
      {element.separator === true && <hr className="fb-rule" />}
    </ElementFrame>
  );
}
