import { isElementType, type ElementType } from '../element-types';
import type { Element } from '../schemas/element';
import { addressElement } from './address';
import { buttonElement } from './button';
import { checkboxElement } from './checkbox';
import { dateElement } from './date';
import { dateTimeElement } from './date-time';
import type { ElementBehaviour } from './definition';
import { descriptionElement } from './description';
import { dropdownElement } from './dropdown';
import { emailElement } from './email';
import { fileElement } from './file';
import { headerElement } from './header';
import { imageElement } from './image';
import { listElement } from './list';
import { locationAddressElement } from './location-address';
import { nameElement } from './name';
import { netPromoterScoreElement } from './net-promoter-score';
import { numberElement } from './number';
import { pageBreakElement } from './page-break';
import { phoneElement } from './phone';
import { radioElement } from './radio';
import { ratingScaleElement } from './rating-scale';
import { separatorElement } from './separator';
import { textAreaElement } from './text-area';
import { textBoxElement } from './text-box';
import { urlParamElement } from './url-param';

// docs/product.md §B3, element table: every type, one module each. What runs on the
// visitor's page, without settings schemas (registry.ts adds them for the builder
// and the server), so the runtime entry loads no zod (docs/architecture.md, "The visitor's script").
export const elementBehaviours: Readonly<Record<ElementType, ElementBehaviour>> = {
  Address: addressElement,
  LocationAddress: locationAddressElement,
  TextBox: textBoxElement,
  Number: numberElement,
  DateTime: dateTimeElement,
  Date: dateElement,
  File: fileElement,
  URLParam: urlParamElement,
  TextArea: textAreaElement,
  Radio: radioElement,
  Checkbox: checkboxElement,
  RatingScale: ratingScaleElement,
  Email: emailElement,
  Button: buttonElement,
  Header: headerElement,
  Description: descriptionElement,
  PageBreak: pageBreakElement,
  Separator: separatorElement,
  Dropdown: dropdownElement,
  Phone: phoneElement,
  List: listElement,
  Name: nameElement,
  NetPromoterScore: netPromoterScoreElement,
  Image: imageElement,
};

// Code-point order, so browser and server agree whatever their locale.
const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Palette order: by weight, then by type name so equal weights stay stable. */
export const elementTypes: readonly ElementType[] = Object.values(elementBehaviours)
  .slice()
  .sort((a, b) => a.weight - b.weight || compareText(a.type, b.type))
  .map((definition) => definition.type);

export function getElementBehaviour(type: ElementType): ElementBehaviour;
export function getElementBehaviour(type: string): ElementBehaviour | undefined;
export function getElementBehaviour(type: string): ElementBehaviour | undefined {
  return isElementType(type) ? elementBehaviours[type] : undefined;
}

/** A fresh element of a type with its registry defaults (arrays copied). */
export function createElement(type: ElementType, id: number): Element {
  return { ...structuredClone(elementBehaviours[type].defaults), id, type };
}
