import { useDraggable } from '@dnd-kit/core';
import { memo, useId } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/i18n-context';
import { Tooltip } from '../../ui/tooltip';
import { paletteDragId } from '../dnd/drag-data';
import type { DragData } from '../dnd/drag-data';
import { ElementBadge } from './element-icon';
import type { PaletteEntry } from './palette-entries';
import { UPGRADE_PATH } from './palette-entries';

interface PaletteItemProps {
  entry: PaletteEntry;
  onAdd: (entry: PaletteEntry) => void;
}

/** The icon and the name of a type. */
function EntryName({ entry }: { entry: PaletteEntry }) {
  return (
    <>
      <ElementBadge type={entry.type} className="palette-item__icon" />
      <span className="palette-item__name">{entry.displayName}</span>
    </>
  );
}

/**
 * The type's one-line description: drawn over the item's lower part but kept
 * out of it, so that the item is named by the type alone (axe's
 * label-content-name-mismatch) and described by this line. Clicks and drags
 * pass through it to the item.
 */
function EntryDescription({ entry, id }: { entry: PaletteEntry; id: string }) {
  return (
    <span className="palette-entry__description" id={id}>
      {entry.description}
    </span>
  );
}

/**
 * One element type: click or Enter adds it before the trailing Button; drag
 * (pointer, or Space then arrows) drops it at a position. A type the plan
 * does not include is greyed with an UPGRADE link (docs/product.md §B5 and §B6).
 */
export const PaletteItem = memo(function PaletteItem({ entry, onAdd }: PaletteItemProps) {
  const unavailable = entry.locked || entry.disabled;
  const data: DragData = { source: 'palette', elementType: entry.type };
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: paletteDragId(entry.type),
    data,
    disabled: unavailable,
  });
  const descriptionId = useId();
  const t = useT();

  if (entry.locked) {
    return (
      <li className="palette-entry palette-entry--locked">
        <span className="palette-item" aria-disabled="true" aria-describedby={descriptionId}>
          <EntryName entry={entry} />
        </span>
        <EntryDescription entry={entry} id={descriptionId} />
        <Tooltip text={t('builder.palette.upgradeText')}>
          {(describedBy) => (
            <Link to={UPGRADE_PATH} className="palette-upgrade" aria-describedby={describedBy}>
              {t('builder.palette.upgrade')}
            </Link>
          )}
        </Tooltip>
      </li>
    );
  }

  return (
    <li className="palette-entry">
      <button
        ref={setNodeRef}
        type="button"
        {...attributes}
        {...listeners}
        className={`palette-item${isDragging ? ' palette-item--dragging' : ''}`}
        // Described by its one line, then by dnd-kit's drag instructions.
        aria-describedby={[descriptionId, attributes['aria-describedby']].join(' ')}
        aria-disabled={entry.disabled || undefined}
        title={entry.disabled ? t('builder.palette.autoBreaks') : undefined}
        onClick={() => {
          if (!entry.disabled) onAdd(entry);
        }}
      >
        <EntryName entry={entry} />
      </button>
      <EntryDescription entry={entry} id={descriptionId} />
    </li>
  );
});
