import { useT } from '../i18n/i18n-context';
import { Modal } from '../ui/modal';
import { columnLabel, moveColumn, type TableColumn } from './table-columns';

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
  const t = useT();
  const shown = columns.filter((column) => !column.hidden).length;
  return (
    <Modal
      title={t('data.columns.title')}
      onClose={onClose}
      actions={
        <button type="button" className="button button--primary" onClick={onClose} data-autofocus>
          {t('data.columns.done')}
        </button>
      }
    >
      <p className="columns-dialog__hint">
        {t('data.columns.shown', { shown: String(shown), total: String(columns.length) })}
      </p>
      {error && <p role="alert">{error}</p>}
      <ol className="columns-dialog">
        {columns.map((column, index) => {
          const label = columnLabel(column, t);
          return (
            <li key={column.key} className="columns-dialog__item">
              <label>
                <input
                  type="checkbox"
                  checked={!column.hidden}
                  onChange={() =>
                    onChange(columns.map((c) => (c.key === column.key ? { ...c, hidden: !c.hidden } : c)))
                  }
                />
                <span>{label}</span>
              </label>
              <span className="columns-dialog__moves">
                <button
                  type="button"
                  className="button button--secondary button--small"
                  aria-label={t('data.columns.moveUpLabel', { label })}
                  disabled={index === 0}
                  onClick={() => onChange(moveColumn(columns, index, -1))}
                >
                  {t('data.columns.moveUp')}
                </button>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  aria-label={t('data.columns.moveDownLabel', { label })}
                  disabled={index === columns.length - 1}
                  onClick={() => onChange(moveColumn(columns, index, 1))}
                >
                  {t('data.columns.moveDown')}
                </button>
              </span>
            </li>
          );
        })}
      </ol>
    </Modal>
  );
}
