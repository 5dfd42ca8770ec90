import type { Element } from '../schemas/element';
import { flattenText, isBlank, isRecord, toNumber } from './answers';
import { validateAddress } from './address';
import { defineInput } from './define';
import { UNWEIGHTED } from './definition';
import { fieldName, partName, trimmedValue, type AnswerReader } from './fields';
import { ENGLISH, type PageWords } from '../i18n/words';
import { answerMessagesIn } from './messages';

// docs/product.md §B3, LocationAddress: the same settings as Address; it submits
// an address and a location (a GeoJSON point, coordinates [longitude, latitude]).
// Checked by hand rather than with settings.ts's locationSchema so the visitor's
// page runs it without zod (docs/architecture.md, "The visitor's script"); location-address.test.ts holds the two
// to the same answers.
export interface GeoPoint {
  type: 'Point';
  coordinates: [number, number];
}

/** What the visitor's page submits: the address text and, when a suggestion was chosen, its point. */
interface LocationAddressAnswer {
  address: string;
  location: GeoPoint | null;
}

const isCoordinate = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

export function isGeoPoint(value: unknown): value is GeoPoint {
  if (!isRecord(value) || value.type !== 'Point') return false;
  const { coordinates } = value;
  return Array.isArray(coordinates) && coordinates.length === 2 && coordinates.every(isCoordinate);
}

/** An object with an address (of any shape) and, when given, a GeoJSON point. */
export function isLocationAddressAnswer(value: unknown): value is { address: unknown; location?: GeoPoint | null } {
  if (!isRecord(value) || !('address' in value)) return false;
  return value.location === undefined || value.location === null || isGeoPoint(value.location);
}

/**
 * LocationAddress fields: q_{id} the address text, as for Address; hidden
 * q_{id}.lat and q_{id}.lon, which the script fills from the chosen suggestion.
 */
export function locationAddressFieldNames(element: Element) {
  return {
    address: fieldName(element.id),
    lat: partName(element.id, 'lat'),
    lon: partName(element.id, 'lon'),
  } as const;
}

function readLocationAddress(element: Element, reader: AnswerReader): LocationAddressAnswer {
  const names = locationAddressFieldNames(element);
  const lat = toNumber(reader.value(names.lat));
  const lon = toNumber(reader.value(names.lon));
  // GeoJSON order: [longitude, latitude]
  const location: GeoPoint | null = lat === null || lon === null ? null : { type: 'Point', coordinates: [lon, lat] };
  return { address: trimmedValue(reader, names.address), location };
}

function validateLocationAddress(element: Element, answer: unknown, words: PageWords = ENGLISH): string | null {
  if (isBlank(answer)) return null;
  if (!isLocationAddressAnswer(answer)) return answerMessagesIn(words).invalid;
  return validateAddress(element, answer.address, words);
}

function formatLocationAddress(_element: Element, answer: unknown): string {
  if (!isRecord(answer)) return flattenText(answer);
  const address = flattenText(answer.address);
  if (!isGeoPoint(answer.location)) return address;
  const [longitude, latitude] = answer.location.coordinates;
  const point = `(${String(latitude)}, ${String(longitude)})`;
  return address === '' ? point : `${address} ${point}`;
}

export const locationAddressElement = defineInput({
  type: 'LocationAddress',
  displayName: 'Location Address',
  weight: UNWEIGHTED,
  chartType: 'lastFive',
  validate: validateLocationAddress,
  isFilled: (_element, answer) => !isBlank(isRecord(answer) ? answer.address : answer),
  format: formatLocationAddress,
  readAnswer: readLocationAddress,
});
