import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import type { Element } from '@formbuilder/core';
import type { Translate } from '../../i18n/translate';
import { elementNameIn, elementTypeName } from '../palette/element-words';
import { isDragData } from './drag-data';
import { insertionTarget, landingWords } from './insertion-target';
import type { DragPosition } from './insertion-target';

// Drag and drop spoken for screen readers (dnd-kit live region), in words of the owner's language
// (docs/product.md, "The owner app's language").
export const screenReaderInstructions = (t: Translate): ScreenReaderInstructions => ({
  draggable: t('builder.dnd.instructions'),
});

/** Positions are said by the questions around them, not by numbers. */
export function createAnnouncements(elements: () => readonly Element[], t: Translate): Announcements {
  function nameOf(data: unknown): string {
    if (!isDragData(data)) return t('builder.dnd.theElement');
    if (data.source === 'palette') return t('builder.dnd.new', { name: t(elementTypeName(data.elementType)) });
    return elementNameIn(
      t,
      elements().find((element) => element.id === data.elementId),
    );
  }
  function landing(event: DragPosition): string {
    const list = elements();
    const data = event.active.data.current;
    const movingId = isDragData(data) && data.source === 'stage' ? data.elementId : null;
    return landingWords(list, insertionTarget(event, list), movingId, t);
  }
  return {
    onDragStart: ({ active }) => t('builder.dnd.start', { name: nameOf(active.data.current) }),
    onDragOver: (event) =>
      event.over
        ? t('builder.dnd.over', { name: nameOf(event.active.data.current), landing: landing(event) })
        : t('builder.dnd.notOver', { name: nameOf(event.active.data.current) }),
    onDragEnd: (event) =>
      event.over
        ? t('builder.dnd.dropped', { name: nameOf(event.active.data.current), landing: landing(event) })
        : t('builder.dnd.droppedOutside', { name: nameOf(event.active.data.current) }),
    onDragCancel: ({ active }) => t('builder.dnd.cancelled', { name: nameOf(active.data.current) }),
  };
}
