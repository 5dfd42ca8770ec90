import type { KeyboardEvent as ReactKeyboardEvent, ReactNode, Ref } from 'react';
import { answerFileNames, type SubmissionListItem } from '@formbuilder/core';
import { Link } from 'react-router';
import { useT } from '../i18n/i18n-context';
import type { Translate } from '../i18n/translate';
import type { DateFormat } from '../ui/date-format';
import { columnLabel } from './table-columns';
import type { TableColumn } from './table-columns';

// The submissions shown: a table of the answers, or cards on a phone (docs/product.md §B2), a
// row per submission whose button opens it.

/** A cell's text from this length can be focused to read it whole (it is clipped in the table). */
const CLIPPED_FROM_LENGTH = 40;
/** A phone's card shows this many answers. */
const CARD_ANSWERS = 3;

export type RowAnswer = NonNullable<SubmissionListItem['answers']>[number];

/** The class of a row's button that opens it: focus moves between these. */
export const ROW_OPEN_CLASS = 'submissions-table__open';

/** A row's button that opens it, in `list` (the table or the cards). */
export const rowOpenButton = (list: HTMLElement | null, id: number | null) =>
  list?.querySelector<HTMLElement>(`[data-submission="${String(id)}"] .${ROW_OPEN_CLASS}`) ?? null;

/** A question's label before its answer on a card: 'Name:' ('Name :' in French), but 'Coming?' as it is. */
export const cardLabel = (label: string, t: Translate): string =>
  /[?:!.]$/.test(label) ? label : t('data.list.cardLabel', { label });

/** What the table and the cards share. */
interface RowsProps {
  rows: readonly SubmissionListItem[];
  openId: number | null;
  shownColumns: readonly TableColumn[];
  dates: DateFormat;
  /** A row's tick box. */
  selectBox: (row: SubmissionListItem) => ReactNode;
  onOpen: (row: SubmissionListItem) => void;
  cellText: (row: SubmissionListItem, column: TableColumn) => string;
}

// Up and Down move from one row's button to the next (Enter, the button's own, opens it).
function moveFocus(event: ReactKeyboardEvent<HTMLElement>) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const target = event.target instanceof HTMLElement ? event.target : null;
  const row = target?.closest<HTMLElement>('[data-submission]');
  if (!row || target?.matches('input, select, textarea')) return;
  const all = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-submission]')];
  const to = all[all.indexOf(row) + (event.key === 'ArrowDown' ? 1 : -1)];
  if (!to) return;
  event.preventDefault();
  to.querySelector<HTMLElement>(`.${ROW_OPEN_CLASS}`)?.focus();
}

/** One cell of the table: a question's answer as the detail shows it (files as links), or the date or time taken. */
function Cell({
  formId,
  row,
  column,
  answer,
  text,
}: {
  formId: number;
  row: SubmissionListItem;
  column: TableColumn;
  answer: RowAnswer | undefined;
  text: string;
}) {
  const files = column.element?.type === 'File' && answer ? answerFileNames(answer.value) : [];
  if (files.length > 0)
    return (
      <span className="submissions-table__files">
        {files.map((name) => (
          <Link key={name} to={`/download/${formId}/${row.id}/${column.element?.id ?? 0}/${encodeURIComponent(name)}`}>
            {name}
          </Link>
        ))}
      </span>
    );
  if (text.length < CLIPPED_FROM_LENGTH) return <span className="submissions-table__cell">{text}</span>;
  // Clipped to one line; hovering shows the whole text, and so does focusing it by keyboard.
  return (
    <span className="submissions-table__cell submissions-table__cell--long" title={text} tabIndex={0}>
      {text}
    </span>
  );
}

/** A card per submission (a phone's window): its date and its first few answers. */
export function SubmissionCards({
  rows,
  openId,
  shownColumns,
  dates,
  selectBox,
  onOpen,
  cellText,
  listRef,
}: RowsProps & { listRef: Ref<HTMLUListElement> }) {
  const t = useT();
  return (
    <ul className="submission-cards" ref={listRef} onKeyDown={moveFocus}>
      {rows.map((row) => (
        <li
          key={row.id}
          data-submission={row.id}
          className={`submission-card${row.read === 0 ? ' is-unread' : ''}${row.id === openId ? ' is-open' : ''}`}
          aria-current={row.id === openId ? 'true' : undefined}
        >
          {selectBox(row)}
          <button
            type="button"
            className={`link-button ${ROW_OPEN_CLASS} submission-card__open`}
            onClick={() => onOpen(row)}
          >
            <span className="submission-card__date">
              {dates.dateTime(row.created_at)}
              {row.read === 0 && <span className="unread-dot" aria-label={t('data.list.unread')} />}
            </span>
            {shownColumns
              .filter((column) => column.element)
              .slice(0, CARD_ANSWERS)
              .map((column) => (
                <span key={column.key} className="submission-card__answer">
                  <span className="submission-card__label">{cardLabel(column.label, t)}</span>{' '}
                  {cellText(row, column) || '—'}
                </span>
              ))}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The table of answers: a row per submission, a column per question shown. */
export function SubmissionsTable({
  formId,
  rows,
  openId,
  shownColumns,
  dates,
  selectBox,
  onOpen,
  cellText,
  firstAnswer,
  answerOf,
  allChosen,
  onChooseAll,
  listRef,
}: RowsProps & {
  formId: number;
  /** The row's first answer, as its button names it. */
  firstAnswer: (row: SubmissionListItem) => string;
  answerOf: (row: SubmissionListItem, column: TableColumn) => RowAnswer | undefined;
  /** Whether every row shown (or all matching) is chosen; the head's tick box. */
  allChosen: boolean;
  onChooseAll: () => void;
  listRef: Ref<HTMLTableElement>;
}) {
  const t = useT();
  return (
    <div className="table-wrap submissions-table__scroll">
      <table className="submissions-table" ref={listRef} onKeyDown={moveFocus}>
        <thead>
          <tr>
            <LeadHeaderCell
              selectAllLabel={t('data.list.selectAll')}
              heading={t('data.list.date')}
              timeZone={dates.timeZone}
              allChosen={allChosen}
              onChooseAll={onChooseAll}
            />
            {shownColumns.map((column) => (
              <th key={column.key} scope="col">
                {columnLabel(column, t)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const first = firstAnswer(row);
            return (
              <tr
                key={row.id}
                data-submission={row.id}
                className={`${row.read === 0 ? 'is-unread' : ''} ${row.id === openId ? 'is-open' : ''}`}
                aria-current={row.id === openId ? 'true' : undefined}
              >
                <td className="submissions-table__lead">
                  <span className="submissions-table__lead-cell">
                    {selectBox(row)}
                    <button type="button" className={`link-button ${ROW_OPEN_CLASS}`} onClick={() => onOpen(row)}>
                      <span>{dates.dateTime(row.created_at)}</span>
                      {first && <span className="submissions-table__answer"> — {first}</span>}
                      {row.read === 0 && <span className="unread-dot" aria-label={t('data.list.unread')} />}
                    </button>
                  </span>
                </td>
                {shownColumns.map((column) => (
                  <td key={column.key}>
                    <Cell
                      formId={formId}
                      row={row}
                      column={column}
                      answer={answerOf(row, column)}
                      text={cellText(row, column)}
                    />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The first column's header of a Data table: "select all" and the dates' heading with the zone
 * they are written in (the submissions' and the in-progress responses' tables).
 */
export function LeadHeaderCell({
  selectAllLabel,
  heading,
  timeZone,
  allChosen,
  onChooseAll,
}: {
  selectAllLabel: string;
  heading: string;
  timeZone: string;
  allChosen: boolean;
  onChooseAll: () => void;
}) {
  return (
    <th scope="col" className="submissions-table__lead">
      <span className="submissions-table__lead-cell">
        <input type="checkbox" aria-label={selectAllLabel} checked={allChosen} onChange={onChooseAll} />
        <span>
          {heading}
          <span className="data-table__zone"> ({timeZone.replaceAll('_', ' ')})</span>
        </span>
      </span>
    </th>
  );
}
