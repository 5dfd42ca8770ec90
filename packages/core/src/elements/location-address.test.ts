import { describe, expect, it } from 'vitest';
import { readerOf, sampleElement } from '../testing';
import {
  isGeoPoint,
  isLocationAddressAnswer,
  locationAddressElement,
  locationAddressFieldNames,
} from './location-address';
import { locationAddressAnswerSchema, locationSchema } from './settings';

// The element checks its answers by hand so the visitor's page needs no zod
// (docs/architecture.md, "The visitor's script"); the guards must say what the schemas the server documents say.
const point = (coordinates: unknown, more: object = {}) => ({ type: 'Point', coordinates, ...more });
const locations: unknown[] = [
  point([2.35, 48.85]),
  point([2.35, 48.85], { extra: true }),
  point([2.35]),
  point([2.35, 48.85, 10]),
  point(['2.35', 48.85]),
  point([Number.POSITIVE_INFINITY, 48.85]),
  point([Number.NaN, 48.85]),
  point({ 0: 2.35, 1: 48.85 }),
  { type: 'Polygon', coordinates: [2.35, 48.85] },
  { coordinates: [2.35, 48.85] },
  null,
  undefined,
  'Paris',
  [2.35, 48.85],
];
const answers: unknown[] = [
  ...locations.map((location) => ({ address: '8 Rue de Rivoli', location })),
  { address: { street: 'Rue de Rivoli' } },
  { address: undefined, location: null },
  { location: point([2.35, 48.85]) },
  {},
  [],
  'Paris',
  null,
  42,
];

describe('LocationAddress guards', () => {
  it.each(locations.map((value) => [JSON.stringify(value) ?? String(value), value]))(
    'isGeoPoint(%s) agrees with locationSchema',
    (_name, value) => {
      expect(isGeoPoint(value)).toBe(locationSchema.safeParse(value).success);
    },
  );

  it.each(answers.map((value) => [JSON.stringify(value) ?? String(value), value]))(
    'isLocationAddressAnswer(%s) agrees with locationAddressAnswerSchema',
    (_name, value) => {
      expect(isLocationAddressAnswer(value)).toBe(locationAddressAnswerSchema.safeParse(value).success);
    },
  );
});

// docs/product.md §B3, LocationAddress "submits an address and a location".
describe('LocationAddress answer', () => {
  const element = sampleElement('LocationAddress', 4);
  const read = (fields: Record<string, string>) => locationAddressElement.readAnswer(element, readerOf(fields));

  it('is submitted as q_{id} (the address) and hidden q_{id}.lat and q_{id}.lon', () => {
    expect(locationAddressFieldNames(element)).toEqual({ address: 'q_4', lat: 'q_4.lat', lon: 'q_4.lon' });
  });

  it('reads the trimmed address and a GeoJSON point [longitude, latitude] core accepts', () => {
    const answer = read({ q_4: ' Bellecour ', 'q_4.lat': '45.757', 'q_4.lon': '4.832' });
    expect(answer).toEqual({ address: 'Bellecour', location: { type: 'Point', coordinates: [4.832, 45.757] } });
    expect(locationAddressElement.validate(element, answer)).toBeNull();
  });

  it('reads no location when a coordinate is missing, blank or not a number', () => {
    expect(read({ q_4: 'Bellecour', 'q_4.lat': '', 'q_4.lon': '4.832' })).toEqual({
      address: 'Bellecour',
      location: null,
    });
    expect(read({ q_4: 'Bellecour', 'q_4.lat': '45.757' })).toEqual({ address: 'Bellecour', location: null });
    expect(read({ q_4: 'Bellecour', 'q_4.lat': 'north', 'q_4.lon': '4.832' })).toEqual({
      address: 'Bellecour',
      location: null,
    });
    expect(read({})).toEqual({ address: '', location: null });
  });
});
