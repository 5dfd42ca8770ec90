import { flattenText, isGeoPoint, type Element } from '@formbuilder/core';
import type { ReactNode } from 'react';
import { AddressSearch } from '../address-search';
import { fieldName, fieldState, isRecord, partName } from '../field';
import { Question } from '../frame';
import type { ElementProps } from '../types';

// LocationAddress fields (spec: builder §3, "submits an address and a location"):
//   q_{id}       the address text, as for Address
//   q_{id}.lat   q_{id}.lon   hidden; the script fills them from the chosen suggestion's geometry
// readAnswer gives core's answer shape { address, location: GeoJSON point or null }.
export function fieldNames(element: Element) {
  return { address: fieldName(element.id), lat: partName(element.id, 'lat'), lon: partName(element.id, 'lon') } as const;
}

export interface LocationAddressAnswer {
  address: string;
  location: { type: 'Point'; coordinates: [number, number] } | null;
}

const coordinate = (text: string | undefined): number | null => {
  if (text === undefined || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
};

export function readAnswer(element: Element, get: (name: string) => string | undefined): LocationAddressAnswer {
  const names = fieldNames(element);
  const lat = coordinate(get(names.lat));
  const lon = coordinate(get(names.lon));
  const address = (get(names.address) ?? '').trim();
  // GeoJSON order: [longitude, latitude]
  return { address, location: lat === null || lon === null ? null : { type: 'Point', coordinates: [lon, lat] } };
}

export function LocationAddressView(props: ElementProps): ReactNode {
  const { element, value } = props;
  const state = fieldState(props);
  const names = fieldNames(element);
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
