import { useDraggable, useDroppable } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { getElementDefinition } from '@formbuilder/core';
import type { Element, PageMarker } from '@formbuilder/core';
import { ElementView, PageBreakBar } from '@formbuilder/renderer';
import type { Datasets } from '@formbuilder/renderer';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, MouseEvent, PointerEventHandler } from 'react';
import { useT } from '../../i18n/i18n-context';
import { stageDragId } from '../dnd/drag-data';
import type { DragData } from '../dnd/drag-data';
import { useInsertionSide } from '../dnd/insertion-store';
import type { InsertionStore } from '../dnd/insertion-store';
import { Icon } from '../icons';
import { elementNameIn, elementTypeName } from '../palette/element-words';
import { hasMarkup, InlineLabel } from './inline-label';
import { StageItemToolbar } from './stage-item-toolbar';
import type { StageActions } from './use-stage-actions';

interface StageItemProps {
  element: Element;
  isFirst: boolean;
  isLast: boolean;
  selected: boolean;
  /** This element is drawn as its page's navigation: a manual PageBreak, or the trailing Button (docs/product.md §B4). */
  pageAt: PageMarker | undefined;
  /** A page's navigation drawn after this element: an automatic break, or the form's end. */
  pageAfter: PageMarker | undefined;
  /** A manual PageBreak while auto page break is on: disabled, so no break is drawn (docs/product.md §B4). */
  breakIgnored: boolean;
  actions: StageActions;
  insertion: InsertionStore;
  datasets: Datasets;
  /** The rule that shows, hides or listens to this element (its badge opens it). */
  ruleId: number | undefined;
  /** Its element type is not in the role's plan: the form cannot be saved with it. */
  locked: boolean;
}

/** Markers are rebuilt on every change; compare them by value so unchanged items skip rendering. */
const sameMarker = (a: PageMarker | undefined, b: PageMarker | undefined): boolean =>
  a === b ||
  (a !== undefined && b !== undefined && (Object.keys(a) as (keyof PageMarker)[]).every((key) => a[key] === b[key]));

function sameStageItemProps(previous: StageItemProps, next: StageItemProps): boolean {
  return (Object.keys(next) as (keyof StageItemProps)[]).every((key) =>
    key === 'pageAt' || key === 'pageAfter'
      ? sameMarker(previous[key], next[key])
      : Object.is(previous[key], next[key]),
  );
}

/**
 * One element on the stage, drawn by the renderer in builder mode. Memoised
 * on its element object, so one change re-renders one element, not 300.
 */
export const StageItem = memo(function StageItem({
  element,
  isFirst,
  isLast,
  selected,
  pageAt,
  pageAfter,
  breakIgnored,
  actions,
  insertion,
  datasets,
  ruleId,
  locked,
}: StageItemProps) {
  const { id } = element;
  const t = useT();
  const data: DragData = { source: 'stage', elementId: id };
  // Draggable and droppable, not sortable: a sortable list re-renders every
  // element whenever one is added or moved; this way only the changed ones do.
  const {
    attributes,
    listeners,
    setNodeRef: setDragNode,
    setActivatorNodeRef,
    transform,
    isDragging,
  } = useDraggable({ id: stageDragId(id), data });
  const { setNodeRef: setDropNode } = useDroppable({ id: stageDragId(id), data });
  const itemRef = useRef<HTMLLIElement | null>(null);
  // The element itself is the keyboard's drag activator (Space), the grip the pointer's.
  const setNodeRef = useCallback(
    (node: HTMLLIElement | null) => {
      itemRef.current = node;
      setDragNode(node);
      setDropNode(node);
      setActivatorNodeRef(node);
    },
    [setDragNode, setDropNode, setActivatorNodeRef],
  );
  // The selected element (one just added, say) is brought into view.
  useEffect(() => {
    if (selected) itemRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [selected]);
  const insertSide = useInsertionSide(insertion, id);
  const definition = getElementDefinition(element.type);
  const name = elementNameIn(t, element);
  const label = typeof element.label === 'string' ? element.label : '';
  const hasLabel = definition !== undefined && 'label' in definition.defaults;
  const [editingLabel, setEditingLabel] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  // Stable while nothing changes, so the renderer's memoised ElementView skips this element.
  const labelSlot = useMemo(
    () =>
      hasLabel ? (
        <InlineLabel
          id={id}
          label={label}
          editing={editingLabel}
          onEditingChange={setEditingLabel}
          onRelabel={actions.relabel}
        />
      ) : undefined,
    [hasLabel, id, label, editingLabel, actions],
  );
  const editLabel = hasLabel && !hasMarkup(label) ? () => setEditingLabel(true) : undefined;
  const focusItem = useCallback(() => itemRef.current?.focus(), []);

  function handleBodyClick(event: MouseEvent<HTMLDivElement>) {
    if (!event.defaultPrevented) actions.openProperties(id);
  }

  /**
   * One tab stop per element: the arrows, Home and End go between elements, Enter
   * opens the properties, F2 edits the label, Alt+arrows move it, Shift+F10 opens its menu,
   * Space picks it up (dnd-kit). Keys meant for what is inside (the label's input) pass by.
   */
  function handleKeyDown(event: KeyboardEvent<HTMLLIElement>) {
    if (event.target !== event.currentTarget) return;
    const item = event.currentTarget;
    const plain = !event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey;
    const handled = (() => {
      if (isDragging) return false;
      if (event.altKey && event.key === 'ArrowUp') return isFirst || (actions.moveUp(id), true);
      if (event.altKey && event.key === 'ArrowDown') return isLast || (actions.moveDown(id), true);
      if (plain && event.key === 'ArrowUp') return focusSibling(item, 'previous');
      if (plain && event.key === 'ArrowDown') return focusSibling(item, 'next');
      if (plain && event.key === 'Home') return focusSibling(item, 'first');
      if (plain && event.key === 'End') return focusSibling(item, 'last');
      if (plain && event.key === 'Enter') return (actions.openProperties(id), true);
      if (plain && event.key === 'F2' && editLabel) return (editLabel(), true);
      if ((event.shiftKey && event.key === 'F10') || event.key === 'ContextMenu') return (setMenuOpen(true), true);
      return false;
    })();
    if (handled) event.preventDefault();
    else listeners?.onKeyDown?.(event);
  }

  const classes = [
    'stage-item',
    selected ? 'stage-item--selected' : '',
    isDragging ? 'stage-item--dragging' : '',
    insertSide ? `stage-item--insert-${insertSide}` : '',
    locked ? 'stage-item--locked' : '',
  ].join(' ');
  const lockedNoteId = `stage-item-locked-${id}`;
  const style = transform ? { transform: CSS.Translate.toString(transform) } : undefined;

  return (
    <li
      ref={setNodeRef}
      style={style}
      className={classes}
      aria-label={name}
      aria-current={selected || undefined}
      tabIndex={0}
      data-element-id={id}
      aria-describedby={`${locked ? `${lockedNoteId} ` : ''}${STAGE_KEYS_HINT_ID} ${attributes['aria-describedby']}`}
      onKeyDown={handleKeyDown}
    >
      {/* The pointer's grip; the keyboard moves the element itself (Space, or Alt+arrows). */}
      <span
        className="stage-item__handle"
        aria-hidden="true"
        onPointerDown={listeners?.onPointerDown as PointerEventHandler | undefined}
        title={t('builder.stage.drag', { name })}
        data-drag-handle={name}
      >
        <Icon name="grip" />
      </span>
      <StageItemToolbar
        id={id}
        name={name}
        typeName={definition ? t(elementTypeName(definition.type)) : element.type}
        isFirst={isFirst}
        isLast={isLast}
        actions={actions}
        onEditLabel={editLabel}
        ruleId={ruleId}
        menuOpen={menuOpen}
        onMenuOpenChange={setMenuOpen}
        onMenuClosed={focusItem}
      />
      {ruleId !== undefined && (
        <button
          type="button"
          tabIndex={-1}
          className="stage-item__rule"
          title={t('builder.stage.ruleTitle')}
          onClick={() => actions.openRule(ruleId)}
        >
          <Icon name="rule" /> {t('builder.stage.rule')}
        </button>
      )}
      {locked && (
        <p id={lockedNoteId} className="stage-item__locked">
          {t('builder.stage.locked')}
        </p>
      )}
      <div className="stage-item__body" onClick={handleBodyClick}>
        {pageAt ? (
          <PageBreakBar marker={pageAt} />
        ) : breakIgnored ? (
          <p className="stage-item__ignored-break">{t('builder.stage.ignoredBreak')}</p>
        ) : (
          <ElementView element={element} mode="builder" labelSlot={labelSlot} datasets={datasets} />
        )}
      </div>
      {pageAfter && <PageBreakBar marker={pageAfter} />}
    </li>
  );
}, sameStageItemProps);

/** The id of the stage's one line on its keys, which every element refers to. */
export const STAGE_KEYS_HINT_ID = 'stage-keys-hint';

/** Moves focus to another element of the stage list; true when there was one. */
function focusSibling(item: HTMLElement, which: 'previous' | 'next' | 'first' | 'last'): boolean {
  const list = item.parentElement;
  const target =
    which === 'previous'
      ? item.previousElementSibling
      : which === 'next'
        ? item.nextElementSibling
        : which === 'first'
          ? list?.firstElementChild
          : list?.lastElementChild;
  if (!(target instanceof HTMLElement)) return false;
  target.focus();
  return true;
}
