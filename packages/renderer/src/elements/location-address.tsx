import { flattenText, isGeoPoint, isRecord, locationAddressFieldNames } from '@formbuilder/core';
import type { ReactNode } from 'react';
import { AddressSearch } from '../address-search';
import { fieldState } from '../field';
import { Question } from '../frame';
import type { ElementProps } from '../types';

// LocationAddress fields (docs/product.md §B3, "submits an address and a location";
// the names are core's, location-address.ts, which reads them back):
//   q_{id}       the address text, as for Address
//   q_{id}.lat   q_{id}.lon   hidden; the script fills them from the chosen suggestion's geometry

export function LocationAddressView(props: ElementProps): ReactNode {
  const { element, value } = props;
  const state = fieldState(props);
  const names = locationAddressFieldNames(element);
  const answer: Readonly<Record<string, unknown>> = isRecord(value) ? value : { address: value };
  const point = isGeoPoint(answer.location) ? answer.location : null;
  const lon = point ? String(point.coordinates[0]) : '';
  const lat = point ? String(point.coordinates[1]) : '';
  return (
    <Question props={props} state={state}>
      <AddressSearch
        element={element}
        state={state}
        kind="location"
        text={flattenText(answer.address)}
        // typing a new address forgets the old suggestion's location
        toAnswer={(text) => ({ address: text, location: null })}
      />
      {!state.disabled && (
        <>
          <input type="hidden" name={names.lat} value={lat} data-location="lat" />
          <input type="hidden" name={names.lon} value={lon} data-location="lon" />
        </>
      )}
    </Question>
  );
}
