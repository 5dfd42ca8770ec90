import type { KeyboardCoordinateGetter } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { isDragData, STAGE_DROP_ID } from './drag-data';

/**
 * Arrow keys while dragging. A stage element steps to its neighbour (dnd-kit's
 * sortable stepping); a palette element, which starts outside the stage,
 * steps from one stage element to the next, landing before it.
 */
export const builderKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const { active, collisionRect, droppableContainers, droppableRects } = args.context;
  const data: unknown = active?.data.current;
  if (!isDragData(data) || data.source !== 'palette') return sortableKeyboardCoordinates(event, args);
  if (event.code !== 'ArrowDown' && event.code !== 'ArrowUp') return undefined;
  event.preventDefault();
  if (!collisionRect) return undefined;
  const rects = droppableContainers
    .getEnabled()
    .filter((container) => container.id !== STAGE_DROP_ID)
    .flatMap((container) => {
      const rect = droppableRects.get(container.id);
      return rect ? [rect] : [];
    })
    .sort((a, b) => a.top - b.top);
  const centre = collisionRect.top + collisionRect.height / 2;
  const middle = (rect: { top: number; height: number }) => rect.top + rect.height / 2;
  const down = event.code === 'ArrowDown';
  // Still over the palette: the first step goes to the stage's first (down) or last (up) element.
  const onStage = rects[0] !== undefined && Math.abs(collisionRect.left - rects[0].left) < 2;
  const next = !onStage
    ? down
      ? rects[0]
      : rects.at(-1)
    : down
      ? rects.find((rect) => middle(rect) > centre + 1)
      : rects.findLast((rect) => middle(rect) < centre - 1);
  // Centred on the element's middle, just above it: the drop lands before it.
  return next ? { x: next.left, y: middle(next) - collisionRect.height / 2 - 1 } : undefined;
};
