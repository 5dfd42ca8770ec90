import type { z } from 'zod';
import { ELEMENT_TYPES, isElementType, type ElementType } from '../element-types';
import type { Element } from '../schemas/element';
import { elementBehaviours } from './behaviours';
import type { ElementBehaviour } from './definition';
import { elementSettings } from './settings';

export { createElement, elementTypes } from './behaviours';

/** An element type's behaviour with the schema of its own fields, for the builder and the server. */
export interface ElementDefinition extends ElementBehaviour {
  /** The type-specific fields and their shapes; unknown fields are kept. */
  readonly settings: z.ZodType;
}

// The runtime registry (behaviours.ts) with each type's settings schema joined
// back in: the schema entry's view of every element type. Object.fromEntries
// forgets the keys; ELEMENT_TYPES names every one, hence the cast.
export const elementRegistry: Readonly<Record<ElementType, ElementDefinition>> = Object.fromEntries(
  ELEMENT_TYPES.map((type) => [type, { ...elementBehaviours[type], settings: elementSettings[type] }]),
) as Record<ElementType, ElementDefinition>;

export function getElementDefinition(type: ElementType): ElementDefinition;
export function getElementDefinition(type: string): ElementDefinition | undefined;
export function getElementDefinition(type: string): ElementDefinition | undefined {
  return isElementType(type) ? elementRegistry[type] : undefined;
}

/** Issues of an element's type-specific fields, as zod reports them. */
export function checkElementSettings(element: Element) {
  return elementSettings[element.type].safeParse(element);
}
