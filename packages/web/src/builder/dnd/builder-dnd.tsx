import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { CollisionDetection, DragEndEvent, DragMoveEvent, DragStartEvent } from '@dnd-kit/core';
import type { ElementType } from '@formbuilder/core';
import { createContext, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n-context';
import { elementTypeName } from '../palette/element-words';
import { useBuilderDispatch } from '../state/builder-context';
import { edit } from '../state/builder-state';
import { createAnnouncements, screenReaderInstructions } from './announcements';
import { isDragData, STAGE_DROP_ID } from './drag-data';
import { insertionTarget } from './insertion-target';
import { createElementsStore } from './elements-store';
import type { ElementsStore } from './elements-store';
import { createInsertionStore } from './insertion-store';
import { builderKeyboardCoordinates } from './keyboard-coordinates';
import type { InsertionStore } from './insertion-store';

interface DndStores {
  insertion: InsertionStore;
  elements: ElementsStore;
}

const StoresContext = createContext<DndStores | null>(null);

export function useDndStores(): DndStores {
  const stores = useContext(StoresContext);
  if (!stores) throw new Error('useDndStores must be used inside <BuilderDnd>.');
  return stores;
}

/** Palette drags hit the element under the pointer (or the stage); sorting uses the closest centre. */
const collisionDetection: CollisionDetection = (args) => {
  const elements = { ...args, droppableContainers: args.droppableContainers.filter((c) => c.id !== STAGE_DROP_ID) };
  if (isDragData(args.active.data.current) && args.active.data.current.source === 'palette') {
    // Keyboard drags have no pointer: the element nearest the dragged one is the target.
    if (!args.pointerCoordinates) return closestCenter(elements);
    const hits = pointerWithin(args);
    const element = hits.find((hit) => hit.id !== STAGE_DROP_ID);
    return element ? [element] : hits;
  }
  return closestCenter(elements);
};

/**
 * The builder's drag and drop. It reads no builder state while rendering, so
 * edits do not re-render it (docs/product.md §B2, insert and sort modes), with
 * pointer and keyboard sensors: Space picks an element up, the arrows move it
 * and Space drops it; Escape cancels.
 */
export function BuilderDnd({ children }: { children: ReactNode }) {
  const dispatch = useBuilderDispatch();
  const [stores] = useState<DndStores>(() => ({ insertion: createInsertionStore(), elements: createElementsStore() }));
  const store = stores.insertion;
  const [dragging, setDragging] = useState<ElementType | null>(null);
  const t = useT();
  const announcements = useMemo(() => createAnnouncements(stores.elements.get, t), [stores, t]);
  const instructions = useMemo(() => screenReaderInstructions(t), [t]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: builderKeyboardCoordinates,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );

  function handleDragStart({ active }: DragStartEvent) {
    const data = active.data.current;
    setDragging(isDragData(data) && data.source === 'palette' ? data.elementType : null);
  }

  function handleDragMove(event: DragMoveEvent) {
    store.set(insertionTarget(event, stores.elements.get()));
  }

  function handleDragEnd(event: DragEndEvent) {
    const data = event.active.data.current;
    const list = stores.elements.get();
    const target = insertionTarget(event, list);
    store.set(null);
    setDragging(null);
    if (!isDragData(data) || !event.over) return;
    if (data.source === 'palette') {
      const index = target ? list.findIndex((element) => element.id === target.elementId) : -1;
      const position = index === -1 ? undefined : index + (target?.side === 'after' ? 1 : 0);
      dispatch(edit({ type: 'addElement', elementType: data.elementType, position }));
      return;
    }
    // moveElementTo takes the index in the list without the moved element: the over element's index.
    const position = target ? list.findIndex((element) => element.id === target.elementId) : -1;
    if (position !== -1) dispatch(edit({ type: 'moveElementTo', id: data.elementId, position }));
  }

  function handleDragCancel() {
    store.set(null);
    setDragging(null);
  }

  return (
    <StoresContext value={stores}>
      <DndContext
        sensors={sensors}
        collisionDetection={collisionDetection}
        accessibility={{ announcements, screenReaderInstructions: instructions }}
        onDragStart={handleDragStart}
        onDragMove={handleDragMove}
        onDragEnd={handleDragEnd}
        onDragCancel={handleDragCancel}
      >
        {children}
        <DragOverlay dropAnimation={null}>
          {dragging && <div className="palette-item palette-item--overlay">{t(elementTypeName(dragging))}</div>}
        </DragOverlay>
      </DndContext>
    </StoresContext>
  );
}
