import type { Element } from '@formbuilder/core';

/**
 * The stage's current elements, for drag and drop handlers and spoken
 * announcements. Kept outside React state so the drag and drop context does
 * not re-render (and re-render 300 sortable elements) on every edit.
 */
export interface ElementsStore {
  get: () => readonly Element[];
  set: (elements: readonly Element[]) => void;
}

export function createElementsStore(): ElementsStore {
  let current: readonly Element[] = [];
  return {
    get: () => current,
    set(elements) {
      current = elements;
    },
  };
}
