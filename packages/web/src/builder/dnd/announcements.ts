import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import type { Element } from '@formbuilder/core';
import { elementName, getElementDefinition } from '@formbuilder/core';
import { elementIdOfDrop, isDragData } from './drag-data';

// Drag and drop spoken for screen readers (dnd-kit live region), in words.
export const screenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    'To pick up an element, press Space. While dragging, use the arrow keys to move it, then press Space again to drop it, or Escape to cancel. In the element list, press Enter to add an element before the submit button.',
};

export function createAnnouncements(elements: () => readonly Element[]): Announcements {
  function nameOf(data: unknown): string {
    if (!isDragData(data)) return 'The element';
    if (data.source === 'palette') return `New ${getElementDefinition(data.elementType).displayName}`;
    return elementName(elements().find((element) => element.id === data.elementId));
  }
  function position(overId: string | number): string {
    const list = elements();
    const id = elementIdOfDrop(overId);
    const index = list.findIndex((element) => element.id === id);
    return index === -1 ? 'at the end of the form' : `at position ${index + 1} of ${list.length}`;
  }
  return {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.data.current)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${nameOf(active.data.current)} is over the form, ${position(over.id)}.` : `${nameOf(active.data.current)} is not over the form.`,
    onDragEnd: ({ active, over }) =>
      over ? `${nameOf(active.data.current)} was dropped ${position(over.id)}.` : `${nameOf(active.data.current)} was dropped outside the form; nothing changed.`,
    onDragCancel: ({ active }) => `Dragging was cancelled. ${nameOf(active.data.current)} was put back.`,
  };
}
