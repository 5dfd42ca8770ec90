import { stripHtml } from '@formbuilder/core';
import type { ReactNode } from 'react';
import { ElementFrame } from '../frame';
import type { ElementProps } from '../types';

// docs/product.md §B3 table, Image: the picture is uploadedImageUrl; its label,
// as plain text, is the alternative text.
export function ImageView(props: ElementProps): ReactNode {
  const { element, mode } = props;
  const url = element.uploadedImageUrl ?? '';
  if (url === '' && mode !== 'builder') return null;
  return (
    <ElementFrame element={element} hidden={props.hidden}>
      {url === '' ? (
        <p className="fb-placeholder">No image uploaded</p>
      ) : (
        <img className="fb-img" src={url} alt={stripHtml(element.label ?? '')} loading="lazy" />
      )}
    </ElementFrame>
  );
}
