import { flattenText, type Element } from '@formbuilder/core';
import type { ReactNode } from 'react';
import { AddressSearch } from '../address-search';
import { fieldName, fieldState } from '../field';
import { Question } from '../frame';
import type { ElementProps } from '../types';

// Address fields (spec: builder §3 Address, §7 address search):
//   q_{id}   the address text (a chosen suggestion's label, or what was typed)
export function fieldNames(element: Element) {
  return { address: fieldName(element.id) } as const;
}

export function readAnswer(element: Element, get: (name: string) => string | undefined): string {
  return (get(fieldNames(element).address) ?? '').trim();
}

export function AddressView(props: ElementProps): ReactNode {
  const state = fieldState(props);
  return (
    <Question props={props} state={state}>
      <AddressSearch element={props.element} state={state} kind="address" text={flattenText(props.value)} />
    </Question>
  );
}
