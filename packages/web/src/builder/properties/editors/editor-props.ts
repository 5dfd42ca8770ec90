import type { Element } from '@formbuilder/core';
import type { ComponentType } from 'react';

/** What each property editor gets: the element and a way to change it (one undo step per change, typing joined). */
export interface PropertyEditorProps {
  element: Element;
  set: (changes: Partial<Element>, coalesce?: string) => void;
  /** The form's id, null until it is saved (image uploads need it). */
  formId: number | null;
}

export type PropertyEditor = ComponentType<PropertyEditorProps>;

export const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
