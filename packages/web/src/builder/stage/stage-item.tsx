import { useDraggable, useDroppable } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { elementName, getElementDefinition } from '@formbuilder/core';
import type { Element, PageMarker } from '@formbuilder/core';
import { ElementView, PageBreakBar } from '@formbuilder/renderer';
import type { Datasets } from '@formbuilder/renderer';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { MouseEvent } from 'react';
import { stageDragId } from '../dnd/drag-data';
import type { DragData } from '../dnd/drag-data';
import { useInsertionSide } from '../dnd/insertion-store';
import type { InsertionStore } from '../dnd/insertion-store';
import { Icon } from '../icons';
import { hasMarkup, InlineLabel } from './inline-label';
import { StageItemToolbar } from './stage-item-toolbar';
import type { StageActions } from './use-stage-actions';

interface StageItemProps {
  element: Element;
  isFirst: boolean;
  isLast: boolean;
  selected: boolean;
  /** This element is drawn as its page's navigation: a manual PageBreak, or the trailing Button (builder §4). */
  pageAt: PageMarker | undefined;
  /** A page's navigation drawn after this element: an automatic break, or the form's end. */
  pageAfter: PageMarker | undefined;
  /** A manual PageBreak while auto page break is on: disabled, so no break is drawn (builder §4). */
  breakIgnored: boolean;
  actions: StageActions;
  insertion: InsertionStore;
  datasets: Datasets;
}

/** Markers are rebuilt on every change; compare them by value so unchanged items skip rendering. */
const sameMarker = (a: PageMarker | undefined, b: PageMarker | undefined): boolean =>
  a === b || (a !== undefined && b !== undefined && (Object.keys(a) as (keyof PageMarker)[]).every((key) => a[key] === b[key]));

function sameStageItemProps(previous: StageItemProps, next: StageItemProps): boolean {
  return (Object.keys(next) as (keyof StageItemProps)[]).every((key) =>
    key === 'pageAt' || key === 'pageAfter' ? sameMarker(previous[key], next[key]) : Object.is(previous[key], next[key]),
  );
}

/**
 * One element on the stage, drawn by the renderer in builder mode. Memoised
 * on its element object, so one change re-renders one element, not 300.
 */
export const StageItem = memo(function StageItem({ element, isFirst, isLast, selected, pageAt, pageAfter, breakIgnored, actions, insertion, datasets }: StageItemProps) {
  const { id } = element;
  const data: DragData = { source: 'stage', elementId: id };
  // Draggable and droppable, not sortable: a sortable list re-renders every
  // element whenever one is added or moved; this way only the changed ones do.
  const { attributes, listeners, setNodeRef: setDragNode, setActivatorNodeRef, transform, isDragging } = useDraggable({ id: stageDragId(id), data });
  const { setNodeRef: setDropNode } = useDroppable({ id: stageDragId(id), data });
  const itemRef = useRef<HTMLElement | null>(null);
  const setNodeRef = useCallback(
    (node: HTMLElement | null) => {
      itemRef.current = node;
      setDragNode(node);
      setDropNode(node);
    },
    [setDragNode, setDropNode],
  );
  // Issue #14: the selected element (one just added, say) is brought into view.
  useEffect(() => {
    if (selected) itemRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [selected]);
  const insertSide = useInsertionSide(insertion, id);
  const definition = getElementDefinition(element.type);
  const name = elementName(element);
  const label = typeof element.label === 'string' ? element.label : '';
  const hasLabel = definition !== undefined && 'label' in definition.defaults;
  const [editingLabel, setEditingLabel] = useState(false);
  // Stable while nothing changes, so the renderer's memoised ElementView skips this element.
  const labelSlot = useMemo(
    () => (hasLabel ? <InlineLabel id={id} label={label} editing={editingLabel} onEditingChange={setEditingLabel} onRelabel={actions.relabel} /> : undefined),
    [hasLabel, id, label, editingLabel, actions],
  );

  function handleBodyClick(event: MouseEvent<HTMLDivElement>) {
    if (!event.defaultPrevented) actions.openProperties(id);
  }

  const classes = [
    'stage-item',
    selected ? 'stage-item--selected' : '',
    isDragging ? 'stage-item--dragging' : '',
    insertSide ? `stage-item--insert-${insertSide}` : '',
  ].join(' ');
  const style = transform ? { transform: CSS.Translate.toString(transform) } : undefined;

  return (
    <li ref={setNodeRef} style={style} className={classes} aria-label={name} aria-current={selected || undefined}>
      <button ref={setActivatorNodeRef} type="button" className="stage-item__handle" {...attributes} {...listeners} aria-label={`Drag: ${name}`}>
        <Icon name="grip" />
      </button>
      <StageItemToolbar
        id={id}
        name={name}
        typeName={definition?.displayName ?? element.type}
        isFirst={isFirst}
        isLast={isLast}
        actions={actions}
        onEditLabel={hasLabel && !hasMarkup(label) ? () => setEditingLabel(true) : undefined}
      />
      <div className="stage-item__body" onClick={handleBodyClick}>
        {pageAt ? (
          <PageBreakBar marker={pageAt} />
        ) : breakIgnored ? (
          <p className="stage-item__ignored-break">Page break · Not used while automatic page break is on</p>
        ) : (
          <ElementView element={element} mode="builder" labelSlot={labelSlot} datasets={datasets} />
        )}
      </div>
      {pageAfter && <PageBreakBar marker={pageAfter} />}
    </li>
  );
}, sameStageItemProps);
