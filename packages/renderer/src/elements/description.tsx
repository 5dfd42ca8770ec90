import { DESCRIPTION_FONT_COLOR_DEFAULT, descriptionFontSize } from '@formbuilder/core';
import type { ReactNode } from 'react';
import { alignClass } from '../alignment';
import { ElementFrame } from '../frame';
import { RichText } from '../rich-text';
import { cssColour } from '../theme';
import type { ElementProps } from '../types';

// docs/product.md §B3 table and §B9, Description: a paragraph with alignment,
// fontSize (14; 16 when unset, core's descriptionFontSize) and fontColor
// (#000000). Size and colour are the owner's own values, so they go in a
// style attribute (checked, so it can only ever hold a colour).
export function DescriptionView(props: ElementProps): ReactNode {
  const { element, labelSlot } = props;
  const style = {
    fontSize: `${String(descriptionFontSize(element))}px`,
    // Left at the default, the colour follows the form's theme (--fb-description, core's theme-values.ts).
    color:
      element.fontColor === undefined || element.fontColor === DESCRIPTION_FONT_COLOR_DEFAULT
        ? `var(--fb-description, ${DESCRIPTION_FONT_COLOR_DEFAULT})`
        : (cssColour(element.fontColor) ?? DESCRIPTION_FONT_COLOR_DEFAULT),
  };
  return (
    <ElementFrame element={element} hidden={props.hidden} className={alignClass(element.alignment, 'Left')}>
      <div className="fb-description-text" style={style}>
        {labelSlot ?? <RichText html={element.label} />}
      </div>
    </ElementFrame>
  );
}
