import { elementName, isElementType } from '@formbuilder/core';
import type { Element, ElementType } from '@formbuilder/core';
import type { Translate } from '../../i18n/translate';
import type { PaletteGroupName } from './palette-catalogue';

// The element types in the owner's language (docs/product.md, "The owner app's language"): core
// names each type in English; the builder says it through one catalogue id per type.

/** The catalogue id of a type's name: 'builder.element.TextBox' → 'Short Text'. */
export const elementTypeName = (type: ElementType) => `builder.element.${type}` as const;

/** The catalogue id of a type's one line in the palette. */
export const elementTypeLine = (type: ElementType) => `builder.palette.line.${type}` as const;

/** The catalogue id of a palette group's heading. */
export const paletteGroupName = (group: PaletteGroupName) => `builder.palette.group.${group}` as const;

/**
 * An element as the builder names it: its label as text when it has one, else its type's name
 * in the owner's language (core's elementName says the English name).
 */
export function elementNameIn(t: Translate, element: Element | undefined): string {
  const name = elementName(element);
  if (!element || !isElementType(element.type)) return name;
  const unlabelled = elementName({ ...element, label: '' });
  return name === unlabelled ? t(elementTypeName(element.type)) : name;
}
