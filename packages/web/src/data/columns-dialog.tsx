import { Modal } from '../ui/modal';
import { moveColumn, type TableColumn } from './table-columns';

/**
 * docs/product.md §B2, "Columns": shows or hides each of the table's columns and moves it up or
 * down; every change applies (and is saved) at once.
 */
export function ColumnsDialog({
  columns,
  onChange,
  onClose,
  error,
}: {
  columns: readonly TableColumn[];
  onChange: (columns: TableColumn[]) => void;
  onClose: () => void;
  error: string | null;
}) {
  const shown = columns.filter((column) => !column.hidden).length;
  return (
    <Modal
      title="Columns"
      onClose={onClose}
      actions={
        <button type="button" className="button button--primary" onClick={onClose} data-autofocus>
          Done
        </button>
      }
    >
      <p className="columns-dialog__hint">
        {shown} of {columns.length} shown. The first column (the date and first answer) always stays.
      </p>
      {error && <p role="alert">{error}</p>}
      <ol className="columns-dialog">
        {columns.map((column, index) => (
          <li key={column.key} className="columns-dialog__item">
            <label>
              <input
                type="checkbox"
                checked={!column.hidden}
                onChange={() => onChange(columns.map((c) => (c.key === column.key ? { ...c, hidden: !c.hidden } : c)))}
              />
              <span>{column.label}</span>
            </label>
            <span className="columns-dialog__moves">
              <button
                type="button"
                className="button button--secondary button--small"
                aria-label={`Move up: ${column.label}`}
                disabled={index === 0}
                onClick={() => onChange(moveColumn(columns, index, -1))}
              >
                Move up
              </button>
              <button
                type="button"
                className="button button--secondary button--small"
                aria-label={`Move down: ${column.label}`}
                disabled={index === columns.length - 1}
                onClick={() => onChange(moveColumn(columns, index, 1))}
              >
                Move down
              </button>
            </span>
          </li>
        ))}
      </ol>
    </Modal>
  );
}
