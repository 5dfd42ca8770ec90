import { describe, expect, it } from 'vitest';
import { isGeoPoint, isLocationAddressAnswer } from './location-address';
import { locationAddressAnswerSchema, locationSchema } from './settings';

// The element checks its answers by hand so the visitor's page needs no zod
// (STYLE.md §15); the guards must say what the schemas the server documents say.
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
  it.each(locations.map((value) => [JSON.stringify(value) ?? String(value), value]))('isGeoPoint(%s) agrees with locationSchema', (_name, value) => {
    expect(isGeoPoint(value)).toBe(locationSchema.safeParse(value).success);
  });

  it.each(answers.map((value) => [JSON.stringify(value) ?? String(value), value]))(
    'isLocationAddressAnswer(%s) agrees with locationAddressAnswerSchema',
    (_name, value) => {
      expect(isLocationAddressAnswer(value)).toBe(locationAddressAnswerSchema.safeParse(value).success);
    },
  );
});
