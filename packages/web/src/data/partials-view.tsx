import { useMemo, useState, type ReactNode } from 'react';
import type { Element, FormSummaryItem, PartialListItem } from '@formbuilder/core';
import { errorMessage } from '../api/client';
import { ConfirmModal } from '../ui/confirm-modal';
import { LoadMore } from '../ui/load-more';
import { useDateFormat, type DateFormat } from '../ui/date-format';
import { useDataColumns, useDeletePartials, usePartialPages, usePublishedForm, type PartialChoice } from './data-api';
import { submissionCount } from './submission-count';
import { cardLabel } from './submission-rows';
import { tableColumns, type TableColumn } from './table-columns';
import { useNarrow } from './use-narrow';

// docs/product.md, "Partial responses": the Data screen's In progress view. What visitors have
// typed and not yet sent, newest save first, a page at a time: when each was last saved, the page
// the visitor reached, when it will be deleted, and the answers by question. The owner can delete
// the chosen ones or all of them.

/** A phone's card shows this many answers. */
const CARD_ANSWERS = 3;

/** 'in-progress response' in the plural when it is not one: '1 in-progress response', '1,234 in-progress responses'. */
export const inProgressCount = (n: number): string =>
  `${submissionCount(n)} in-progress ${n === 1 ? 'response' : 'responses'}`;

const pageText = (row: PartialListItem) => `${row.page} of ${row.pageCount}`;

/** The question columns the owner shows in the submissions table, in their order. */
function questionColumns(elements: readonly Element[], saved: Parameters<typeof tableColumns>[1]): TableColumn[] {
  return tableColumns(elements, saved).filter((column) => column.element && !column.hidden);
}

export function PartialsView({ form }: { form: FormSummaryItem }) {
  const pages = usePartialPages(form.id);
  const published = usePublishedForm(form.id);
  const savedChoice = useDataColumns(form.id);
  const dates = useDateFormat();
  const narrow = useNarrow();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [deleting, setDeleting] = useState<PartialChoice | null>(null);
  const [done, setDone] = useState('');

  const rows = useMemo(() => pages.data?.pages.flatMap((page) => page.items) ?? [], [pages.data]);
  const total = pages.data?.pages[0]?.total;
  const elements = useMemo(() => (published.data?.published ? published.data.props.elements : []), [published.data]);
  const columns = useMemo(
    () => questionColumns(elements, savedChoice.data?.columns ?? []),
    [elements, savedChoice.data],
  );
  const answer = (row: PartialListItem, column: TableColumn) =>
    column.element ? (row.answers[String(column.element.id)] ?? '') : '';
  // Ticks of rows no longer listed (deleted, or expired meanwhile) count for nothing.
  const chosen = rows.filter((row) => selected.has(row.id)).map((row) => row.id);
  const allChosen = rows.length > 0 && chosen.length === rows.length;

  function toggle(id: number) {
    setDone('');
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  const selectBox = (row: PartialListItem) => (
    <input
      type="checkbox"
      aria-label={`Select in-progress response ${row.id}`}
      checked={selected.has(row.id)}
      onChange={() => toggle(row.id)}
    />
  );

  return (
    <section className="submissions__list partials" aria-label="In progress">
      <p className="submissions__counts" aria-live="polite">
        {total === undefined ? (
          pages.isError ? (
            ''
          ) : (
            'Loading…'
          )
        ) : (
          <>
            <strong>{submissionCount(total)}</strong> in progress
          </>
        )}
      </p>
      <p className="data-page__hint">
        Answers visitors have saved but not yet submitted. Each is deleted on the date shown unless its visitor saves
        again; once submitted, it moves to Completed.
      </p>
      <div className="submissions__actions">
        <button
          type="button"
          className="button button--danger button--small"
          disabled={chosen.length === 0}
          onClick={() => setDeleting({ ids: chosen })}
        >
          Delete{chosen.length > 0 ? ` ${submissionCount(chosen.length)}` : ''}
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={!total}
          onClick={() => setDeleting('all')}
        >
          Delete all in progress
        </button>
      </div>
      <div className="submissions__live" aria-live="polite">
        {done && <p className="submissions__selection">{done}</p>}
      </div>
      {pages.isError && !pages.isFetchNextPageError && <p role="alert">{errorMessage(pages.error)}</p>}
      {total !== undefined && rows.length === 0 && <p className="empty-state">No responses in progress</p>}
      {rows.length > 0 && dates && !published.isPending && narrow && (
        <ul className="submission-cards">
          {rows.map((row) => (
            <li key={row.id} className="submission-card" data-partial={row.id}>
              {selectBox(row)}
              <div className="submission-card__open">
                <span className="submission-card__date">Last saved {dates.dateTime(row.updatedAt)}</span>
                <span className="submission-card__answer">
                  <span className="submission-card__label">Page</span> {pageText(row)} ·{' '}
                  <span className="submission-card__label">Deleted on</span> {dates.date(row.expiresAt)}
                </span>
                {columns.slice(0, CARD_ANSWERS).map((column) => (
                  <span key={column.key} className="submission-card__answer">
                    <span className="submission-card__label">{cardLabel(column.label)}</span>{' '}
                    {answer(row, column) || '—'}
                  </span>
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
      {rows.length > 0 && dates && !published.isPending && !narrow && (
        <PartialsTable
          rows={rows}
          columns={columns}
          dates={dates}
          selectBox={selectBox}
          answer={answer}
          allChosen={allChosen}
          onChooseAll={() => setSelected(allChosen ? new Set() : new Set(rows.map((row) => row.id)))}
        />
      )}
      <LoadMore pages={pages} />
      {deleting !== null && (
        <DeletePartialsModal
          count={deleting === 'all' ? (total ?? 0) : deleting.ids.length}
          all={deleting === 'all'}
          formId={form.id}
          choice={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={(deleted) => {
            setSelected(new Set());
            setDone(`${inProgressCount(deleted)} deleted.`);
            setDeleting(null);
          }}
        />
      )}
    </section>
  );
}

interface PartialsTableProps {
  rows: readonly PartialListItem[];
  columns: readonly TableColumn[];
  dates: DateFormat;
  selectBox: (row: PartialListItem) => ReactNode;
  answer: (row: PartialListItem, column: TableColumn) => string;
  allChosen: boolean;
  onChooseAll: () => void;
}

/** A row per in-progress response: when it was saved, how far it got, when it goes, then its answers. */
function PartialsTable({ rows, columns, dates, selectBox, answer, allChosen, onChooseAll }: PartialsTableProps) {
  return (
    <div className="table-wrap submissions-table__scroll">
      <table className="submissions-table partials-table">
        <caption className="visually-hidden">In-progress responses</caption>
        <thead>
          <tr>
            <th scope="col" className="submissions-table__lead">
              <span className="submissions-table__lead-cell">
                <input
                  type="checkbox"
                  aria-label="Select all in-progress responses shown"
                  checked={allChosen}
                  onChange={onChooseAll}
                />
                <span>
                  Last saved
                  <span className="data-table__zone"> ({dates.timeZone.replaceAll('_', ' ')})</span>
                </span>
              </span>
            </th>
            <th scope="col">Page</th>
            <th scope="col">Deleted on</th>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-partial={row.id}>
              <td className="submissions-table__lead">
                <span className="submissions-table__lead-cell">
                  {selectBox(row)}
                  <span>{dates.dateTime(row.updatedAt)}</span>
                </span>
              </td>
              <td>{pageText(row)}</td>
              <td>{dates.date(row.expiresAt)}</td>
              {columns.map((column) => {
                const text = answer(row, column);
                return (
                  <td key={column.key}>
                    <span className="submissions-table__cell" title={text || undefined}>
                      {text}
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface DeletePartialsModalProps {
  formId: number;
  choice: PartialChoice;
  count: number;
  all: boolean;
  onClose: () => void;
  onDeleted: (deleted: number) => void;
}

/** Asks with the number chosen, deletes, and says in words why the server refused when it did. */
function DeletePartialsModal({ formId, choice, count, all, onClose, onDeleted }: DeletePartialsModalProps) {
  const remove = useDeletePartials(formId);
  const question = all
    ? `Delete all ${inProgressCount(count)} of this form, with their answers and files?`
    : count === 1
      ? 'Delete this in-progress response with its answers and files?'
      : `Delete ${inProgressCount(count)} with their answers and files?`;
  return (
    <ConfirmModal
      title={all ? 'Delete all in progress' : 'Delete in-progress responses'}
      confirm="Delete"
      pendingConfirm="Deleting…"
      danger
      tone="warning"
      pending={remove.isPending}
      onConfirm={() => remove.mutate(choice, { onSuccess: (answer) => onDeleted(answer.deleted) })}
      onCancel={onClose}
    >
      <p>{question} Their visitors’ resume links stop working. This cannot be undone.</p>
      {remove.isError && (
        <p className="form-alert" role="alert">
          {errorMessage(remove.error)}
        </p>
      )}
    </ConfirmModal>
  );
}
