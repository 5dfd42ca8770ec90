import { z } from 'zod';
import type { Element } from '../schemas/element';
import { flattenText, isBlank, isRecord } from './answers';
import { addressSettings, validateAddress } from './address';
import { defineInput } from './define';
import { UNWEIGHTED } from './definition';
import { answerMessages } from './messages';

// spec: builder §3, LocationAddress: the same settings as Address; it submits
// an address and a location (a GeoJSON point, coordinates [longitude, latitude]).
export const locationSchema = z.object({
  type: z.literal('Point'),
  coordinates: z.tuple([z.number(), z.number()]),
});
export const locationAddressAnswerSchema = z.looseObject({
  address: z.unknown(),
  location: locationSchema.nullable().optional(),
});

function validateLocationAddress(element: Element, answer: unknown): string | null {
  if (isBlank(answer)) return null;
  const parsed = locationAddressAnswerSchema.safeParse(answer);
  if (!parsed.success) return answerMessages.invalid;
  return validateAddress(element, parsed.data.address);
}

function formatLocationAddress(_element: Element, answer: unknown): string {
  if (!isRecord(answer)) return flattenText(answer);
  const address = flattenText(answer.address);
  const location = locationSchema.safeParse(answer.location);
  if (!location.success) return address;
  const [longitude, latitude] = location.data.coordinates;
  const point = `(${String(latitude)}, ${String(longitude)})`;
  return address === '' ? point : `${address} ${point}`;
}

export const locationAddressElement = defineInput({
  type: 'LocationAddress',
  displayName: 'Location Address',
  weight: UNWEIGHTED,
  settings: addressSettings,
  chartType: 'lastFive',
  validate: validateLocationAddress,
  isFilled: (_element, answer) => !isBlank(isRecord(answer) ? answer.address : answer),
  format: formatLocationAddress,
});
