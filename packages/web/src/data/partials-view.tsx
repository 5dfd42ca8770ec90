import { useMemo, useState, type ReactNode } from 'react';
import type { Element, FormSummaryItem, PartialListItem } from '@formbuilder/core';
import { errorMessage } from '../api/client';
import { ConfirmModal } from '../ui/confirm-modal';
import { LoadMore } from '../ui/load-more';
import { useDateFormat, type DateFormat } from '../ui/date-format';
import { useDataColumns, useDeletePartials, usePartialPages, usePublishedForm, type PartialChoice } from './data-api';
import { useT } from '../i18n/i18n-context';
import type { Translate } from '../i18n/translate';
import { useDataFormats } from './data-formats';
import { cardLabel, LeadHeaderCell } from './submission-rows';
import { tableColumns, type TableColumn } from './table-columns';
import { useNarrow } from './use-narrow';

// docs/product.md, "Partial responses": the Data screen's In progress view. What visitors have
// typed and not yet sent, newest save first, a page at a time: when each was last saved, the page
// the visitor reached, when it will be deleted, and the answers by question. The owner can delete
// the chosen ones or all of them.

/** A phone's card shows this many answers. */
const CARD_ANSWERS = 3;

/** How far a response got: '2 of 3'. */
const pageText = (row: PartialListItem, t: Translate) =>
  t('data.partials.pageOf', { page: String(row.page), pageCount: String(row.pageCount) });

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
  const t = useT();
  const formats = useDataFormats();
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
      aria-label={t('data.partials.select', { id: String(row.id) })}
      checked={selected.has(row.id)}
      onChange={() => toggle(row.id)}
    />
  );

  return (
    <section className="submissions__list partials" aria-label={t('data.partials.label')}>
      <p className="submissions__counts" aria-live="polite">
        {total === undefined
          ? pages.isError
            ? ''
            : t('data.loading')
          : t.rich('data.partials.total', {
              strong: (chunks) => <strong>{chunks}</strong>,
              count: formats.count(total),
            })}
      </p>
      <p className="data-page__hint">{t('data.partials.hint')}</p>
      <div className="submissions__actions">
        <button
          type="button"
          className="button button--danger button--small"
          disabled={chosen.length === 0}
          onClick={() => setDeleting({ ids: chosen })}
        >
          {chosen.length > 0
            ? t('data.list.deleteCount', { count: formats.count(chosen.length) })
            : t('data.list.delete')}
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={!total}
          onClick={() => setDeleting('all')}
        >
          {t('data.partials.deleteAll')}
        </button>
      </div>
      <div className="submissions__live" aria-live="polite">
        {done && <p className="submissions__selection">{done}</p>}
      </div>
      {pages.isError && !pages.isFetchNextPageError && <p role="alert">{errorMessage(pages.error)}</p>}
      {total !== undefined && rows.length === 0 && <p className="empty-state">{t('data.partials.none')}</p>}
      {rows.length > 0 && dates && !published.isPending && narrow && (
        <ul className="submission-cards">
          {rows.map((row) => (
            <li key={row.id} className="submission-card" data-partial={row.id}>
              {selectBox(row)}
              <div className="submission-card__open">
                <span className="submission-card__date">
                  {t('data.partials.lastSavedOn', { date: dates.dateTime(row.updatedAt) })}
                </span>
                <span className="submission-card__answer">
                  <span className="submission-card__label">{t('data.partials.page')}</span> {pageText(row, t)} ·{' '}
                  <span className="submission-card__label">{t('data.partials.deletedOn')}</span>{' '}
                  {dates.date(row.expiresAt)}
                </span>
                {columns.slice(0, CARD_ANSWERS).map((column) => (
                  <span key={column.key} className="submission-card__answer">
                    <span className="submission-card__label">{cardLabel(column.label, t)}</span>{' '}
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
            setDone(t('data.partials.deleted', { n: deleted, count: formats.count(deleted) }));
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
  const t = useT();
  return (
    <div className="table-wrap submissions-table__scroll">
      <table className="submissions-table partials-table">
        <caption className="visually-hidden">{t('data.partials.caption')}</caption>
        <thead>
          <tr>
            <LeadHeaderCell
              selectAllLabel={t('data.partials.selectAll')}
              heading={t('data.partials.lastSaved')}
              timeZone={dates.timeZone}
              allChosen={allChosen}
              onChooseAll={onChooseAll}
            />
            <th scope="col">{t('data.partials.page')}</th>
            <th scope="col">{t('data.partials.deletedOn')}</th>
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
              <td>{pageText(row, t)}</td>
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
  const t = useT();
  const formats = useDataFormats();
  const question = all
    ? t('data.partials.deleteAllQuestion', { n: count, count: formats.count(count) })
    : count === 1
      ? t('data.partials.deleteOneQuestion')
      : t('data.partials.deleteSomeQuestion', { count: formats.count(count) });
  return (
    <ConfirmModal
      title={t(all ? 'data.partials.deleteAll' : 'data.partials.deleteTitle')}
      confirm={t('data.delete.confirm')}
      pendingConfirm={t('data.delete.pending')}
      danger
      tone="warning"
      pending={remove.isPending}
      onConfirm={() => remove.mutate(choice, { onSuccess: (answer) => onDeleted(answer.deleted) })}
      onCancel={onClose}
    >
      <p>
        {question} {t('data.partials.resumeLinks')}
      </p>
      {remove.isError && (
        <p className="form-alert" role="alert">
          {errorMessage(remove.error)}
        </p>
      )}
    </ConfirmModal>
  );
}
