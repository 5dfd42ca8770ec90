import type { Element, ElementType } from '@formbuilder/core';
import * as address from './address';
import * as dateTime from './date-time';
import * as list from './list';
import * as locationAddress from './location-address';
import * as name from './name';
import * as phone from './phone';

/** Reads one submitted field by name (for example from a multipart body). */
export type FieldReader = (name: string) => string | undefined;

export interface CompositeFields {
  /** The field names the element's inputs submit. */
  fieldNames(element: Element): Readonly<Record<string, string>>;
  /** The answer in the shape core validates, from the submitted fields. */
  readAnswer(element: Element, get: FieldReader): unknown;
}

/**
 * Elements whose answer is not simply the text of q_{id} (the server reads
 * them back with these). Checkbox repeats q_{id}, File is q_{id} as a file.
 */
export const compositeFields: Readonly<Partial<Record<ElementType, CompositeFields>>> = {
  Address: address,
  DateTime: dateTime,
  LocationAddress: locationAddress,
  List: list,
  Name: name,
  Phone: phone,
};
