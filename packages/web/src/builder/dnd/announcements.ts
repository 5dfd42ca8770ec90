import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import type { Element } from '@formbuilder/core';
import { elementName, getElementDefinition } from '@formbuilder/core';
import { isDragData } from './drag-data';
import { insertionTarget, landingWords } from './insertion-target';
import type { DragPosition } from './insertion-target';

// Drag and drop spoken for screen readers (dnd-kit live region), in words.
export const screenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    'To pick up an element, press Space. While dragging, use the arrow keys to move it, then press Space again to drop it, or Escape to cancel. In the element list, press Enter to add an element before the submit button.',
};

/** Positions are said by the questions around them, not by numbers. */
export function createAnnouncements(elements: () => readonly Element[]): Announcements {
  function nameOf(data: unknown): string {
    if (!isDragData(data)) return 'The element';
    if (data.source === 'palette') return `New ${getElementDefinition(data.elementType).displayName}`;
    return elementName(elements().find((element) => element.id === data.elementId));
  }
  function landing(event: DragPosition): string {
    const list = elements();
    const data = event.active.data.current;
    const movingId = isDragData(data) && data.source === 'stage' ? data.elementId : null;
    return landingWords(list, insertionTarget(event, list), movingId);
  }
  return {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.data.current)}.`,
    onDragOver: (event) =>
      event.over
        ? `${nameOf(event.active.data.current)} is over the form, ${landing(event)}.`
        : `${nameOf(event.active.data.current)} is not over the form.`,
    onDragEnd: (event) =>
      event.over
        ? `${nameOf(event.active.data.current)} was dropped ${landing(event)}.`
        : `${nameOf(event.active.data.current)} was dropped outside the form; nothing changed.`,
    onDragCancel: ({ active }) => `Dragging was cancelled. ${nameOf(active.data.current)} was put back.`,
  };
}
