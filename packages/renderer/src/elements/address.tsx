import { flattenText } from '@formbuilder/core';
import type { ReactNode } from 'react';
import { AddressSearch } from '../address-search';
import { fieldState } from '../field';
import { Question } from '../frame';
import type { ElementProps } from '../types';

// Address fields (docs/product.md §B3 Address, §B7 address search): q_{id}, the
// address text (a chosen suggestion's label, or what was typed); core's
// address.ts reads it back.

export function AddressView(props: ElementProps): ReactNode {
  const state = fieldState(props);
  return (
    <Question props={props} state={state}>
      <AddressSearch element={props.element} state={state} kind="address" text={flattenText(props.value)} />
    </Question>
  );
}
