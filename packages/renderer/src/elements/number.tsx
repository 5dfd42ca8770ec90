import { toNumber } from '@formbuilder/core';
import type { ReactNode } from 'react';
import { TextInput } from '../text-input';
import type { ElementProps } from '../types';

// docs/product.md §B5, "Number: min and max attributes come from minValue and
// maxValue". step=any because the server accepts decimals (core: number.ts).
export function NumberView(props: ElementProps): ReactNode {
  const { element } = props;
  const extra = {
    min: toNumber(element.minValue) ?? undefined,
    max: toNumber(element.maxValue) ?? undefined,
    step: 'any',
    inputMode: 'decimal',
  } as const;
  return <TextInput props={props} type="number" extra={extra} />;
}
