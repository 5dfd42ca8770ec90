import { isElementType } from '@formbuilder/core';
import { memo, type ReactNode } from 'react';
import { elementComponents } from './elements';
import type { ElementProps } from './types';

function ElementViewInner(props: ElementProps): ReactNode {
  const type = props.element.type;
  // Unknown types (a newer form on an older server) are skipped, not fatal.
  if (!isElementType(type)) return null;
  const Component = elementComponents[type];
  return <Component {...props} />;
}

/**
 * One element in any mode (docs/product.md §B1). Memoised: a 300-question stage
 * re-renders only the element whose props changed, so keep element objects,
 * value, onChange, datasets and labelSlot stable between renders.
 */
export const ElementView = memo(ElementViewInner);
ElementView.displayName = 'ElementView';
