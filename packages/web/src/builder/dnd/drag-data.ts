import type { ElementType } from '@formbuilder/core';

// The two drag modes of the builder (docs/product.md §B2): insert (a new element
// from the palette) and sort (moving an element already on the stage).
export type DragData = { source: 'palette'; elementType: ElementType } | { source: 'stage'; elementId: number };

export const STAGE_DROP_ID = 'stage';
export const paletteDragId = (type: ElementType): string => `palette-${type}`;
export const stageDragId = (id: number): string => `element-${id}`;

export function isDragData(value: unknown): value is DragData {
  if (typeof value !== 'object' || value === null || !('source' in value)) return false;
  return value.source === 'palette' || value.source === 'stage';
}

export function elementIdOfDrop(id: string | number): number | null {
  const match = /^element-(\d+)$/.exec(String(id));
  return match ? Number(match[1]) : null;
}
