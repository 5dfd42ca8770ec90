import type { ElementType } from './element-types';
import { createElement } from './elements/behaviours';
import { LABEL_MAX_LENGTH } from './limits';
import type { Element } from './schemas/element';

// Element actions of the builder (docs/product.md §B2 and §B4), as pure functions
// that return a new list and leave the given one untouched.

/** docs/product.md §B3, a new element's id is the largest existing id plus one; 0 for none. */
export function nextElementId(elements: readonly Pick<Element, 'id'>[]): number {
  return elements.reduce((largest, element) => Math.max(largest, element.id + 1), 0);
}

function clampIndex(index: number, length: number): number {
  return Math.min(Math.max(0, Math.trunc(index)), length);
}

/**
 * Adds a new element of a type with its registry defaults. With a position it
 * is dropped there; without one it goes before a trailing Button, else at the
 * end (docs/product.md §B4, "appended before a trailing Button").
 */
export function addElement(elements: readonly Element[], type: ElementType, position?: number): Element[] {
  const element = createElement(type, nextElementId(elements));
  const last = elements.at(-1);
  const index =
    position === undefined
      ? last?.type === 'Button'
        ? elements.length - 1
        : elements.length
      : clampIndex(position, elements.length);
  return [...elements.slice(0, index), element, ...elements.slice(index)];
}

function swap(elements: readonly Element[], from: number, to: number): Element[] {
  const copy = [...elements];
  const a = copy[from];
  const b = copy[to];
  if (a === undefined || b === undefined) return copy;
  copy[from] = b;
  copy[to] = a;
  return copy;
}

/** Moves an element one place up; the first element stays where it is. */
export function moveElementUp(elements: readonly Element[], id: number): Element[] {
  const index = elements.findIndex((element) => element.id === id);
  return index > 0 ? swap(elements, index, index - 1) : [...elements];
}

/** Moves an element one place down; the last element stays where it is. */
export function moveElementDown(elements: readonly Element[], id: number): Element[] {
  const index = elements.findIndex((element) => element.id === id);
  return index !== -1 && index < elements.length - 1 ? swap(elements, index, index + 1) : [...elements];
}

/** Moves an element to a position (the sort drag mode of docs/product.md §B2). */
export function moveElementTo(elements: readonly Element[], id: number, position: number): Element[] {
  const index = elements.findIndex((element) => element.id === id);
  const element = elements[index];
  if (element === undefined) return [...elements];
  const rest = elements.filter((_item, i) => i !== index);
  const to = clampIndex(position, rest.length);
  return [...rest.slice(0, to), element, ...rest.slice(to)];
}

/** Copies an element under a new id and puts the copy right after it. */
export function cloneElement(elements: readonly Element[], id: number): Element[] {
  const index = elements.findIndex((element) => element.id === id);
  const original = elements[index];
  if (original === undefined) return [...elements];
  const copy: Element = { ...structuredClone(original), id: nextElementId(elements) };
  return [...elements.slice(0, index + 1), copy, ...elements.slice(index + 1)];
}

export function deleteElement(elements: readonly Element[], id: number): Element[] {
  return elements.filter((element) => element.id !== id);
}

/** Sets an element's label, cut to the 2000-character label limit (docs/product.md §B5). */
export function relabelElement(elements: readonly Element[], id: number, label: string): Element[] {
  return elements.map((element) =>
    element.id === id ? { ...element, label: label.slice(0, LABEL_MAX_LENGTH) } : element,
  );
}

/** Replaces an element's fields (a question's properties panel). */
export function updateElement(elements: readonly Element[], id: number, changes: Partial<Element>): Element[] {
  return elements.map((element) => (element.id === id ? { ...element, ...changes, id: element.id } : element));
}
