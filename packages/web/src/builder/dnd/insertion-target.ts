import type { Active, Over } from '@dnd-kit/core';
import type { Element } from '@formbuilder/core';
import type { Translate } from '../../i18n/translate';
import { inEnglish } from '../in-english';
import { elementNameIn } from '../palette/element-words';
import { elementIdOfDrop, isDragData } from './drag-data';
import type { InsertionTarget } from './insertion-store';

export interface DragPosition {
  active: Active;
  over: Over | null;
}

/**
 * Where a drop would land. A palette element goes before or after the
 * element under it, by the pointer's half; a stage element takes the place
 * of the one it is over (after it when moving down, before it when moving up).
 */
export function insertionTarget({ active, over }: DragPosition, elements: readonly Element[]): InsertionTarget | null {
  const elementId = over ? elementIdOfDrop(over.id) : null;
  const data = active.data.current;
  if (!over || elementId === null || !isDragData(data)) return null;
  if (data.source === 'stage') {
    if (data.elementId === elementId) return null;
    const from = elements.findIndex((element) => element.id === data.elementId);
    const to = elements.findIndex((element) => element.id === elementId);
    return { elementId, side: to > from ? 'after' : 'before' };
  }
  const dragged = active.rect.current.translated;
  const middle = over.rect.top + over.rect.height / 2;
  const side = dragged && dragged.top + dragged.height / 2 > middle ? 'after' : 'before';
  return { elementId, side };
}

/**
 * Where a drop would land, named by its neighbours: "between 'E-mail' and 'Phone'",
 * "at the top, before 'E-mail'", "at the end, after 'Phone'". `movingId` is the element being
 * moved (left out of its old place), or null for a new one. Said in English unless `t` is given.
 */
export function landingWords(
  elements: readonly Element[],
  target: InsertionTarget | null,
  movingId: number | null,
  t: Translate = inEnglish,
): string {
  const others = elements.filter((element) => element.id !== movingId);
  let index: number;
  if (target) {
    const at = others.findIndex((element) => element.id === target.elementId);
    index = at === -1 ? others.length : at + (target.side === 'after' ? 1 : 0);
  } else {
    // Over its own place (or over nothing in particular): where it is now, or at the end.
    const own = elements.findIndex((element) => element.id === movingId);
    index = own === -1 ? others.length : own;
  }
  const before = others[index - 1];
  const after = others[index];
  const name = (element: Element) => elementNameIn(t, element);
  if (before && after) return t('builder.dnd.between', { before: name(before), after: name(after) });
  if (after) return t('builder.dnd.top', { after: name(after) });
  if (before) return t('builder.dnd.end', { before: name(before) });
  return t('builder.dnd.only');
}
