import { useMemo, useRef, useState } from 'react';
import {
  answerFormatter,
  formatCompletionTime,
  storedParamNames,
  type AnswerCondition,
  type FormSummaryItem,
  type SubmissionListItem,
} from '@formbuilder/core';
import { errorMessage } from '../api/client';
import {
  submissionFilter,
  useDeleteSubmissions,
  useMarkRead,
  usePublishedForm,
  useSubmissionPages,
  type SubmissionChoice,
  type SubmissionFilters,
  type SubmissionOrder,
} from './data-api';
import { DeleteSubmissionsModal } from './delete-submissions-modal';
import { ExportMenu } from './export-menu';
import { LoadMore } from '../ui/load-more';
import { useDebouncedValue } from '../ui/use-debounced-value';
import { useDateFormat } from '../ui/date-format';
import { useStageDatasets } from '../builder/stage/use-stage-datasets';
import { answerText } from './answer-text';
import { AnswerFilters } from './answer-filter';
import { ColumnsDialog } from './columns-dialog';
import type { TableColumn } from './table-columns';
import { useTableColumns } from './use-table-columns';
import { logicCellText } from './logic-results';
import { useT } from '../i18n/i18n-context';
import { useDataFormats } from './data-formats';
import { SubmissionCards, SubmissionsTable, type RowAnswer } from './submission-rows';
import { OpenSubmissionPane } from './open-submission-pane';
import { useNarrow } from './use-narrow';
import { LANGUAGE_COLUMN, LanguageFilter, languageLabel, resultLanguages } from './data-languages';
import { useOpenSubmission } from './use-open-submission';

const SEARCH_DEBOUNCE_MS = 300;
const NO_FILTERS: Omit<SubmissionFilters, 'q' | 'answers'> = { unread: false, from: '', to: '', language: '' };

/** A row's first answer is cut to this many characters in its name. */
const ROW_ANSWER_CHARACTERS = 60;

/** docs/product.md §B2 Submissions — a table of the answers (cards on a phone), the chosen submission beside it. */
export function SubmissionsView({ form }: { form: FormSummaryItem }) {
  const [filters, setFilters] = useState(NO_FILTERS);
  const [search, setSearch] = useState('');
  const [answers, setAnswers] = useState<AnswerCondition[]>([]);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  // "All matching": the filters it was chosen under, the newest submission shown then, and how many matched.
  const [allMatching, setAllMatching] = useState<{ query: SubmissionFilters; upTo: number; count: number } | null>(
    null,
  );
  const [deleting, setDeleting] = useState(false);
  // The open submission being deleted from the detail, until its dialog closes.
  const [deletingOpen, setDeletingOpen] = useState<number | null>(null);
  // The search asks once per pause in typing.
  const q = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const query = useMemo(() => ({ ...filters, q, answers }), [filters, q, answers]);
  const [order, setOrder] = useState<SubmissionOrder>('newest');
  const [choosingColumns, setChoosingColumns] = useState(false);
  const pages = useSubmissionPages(form.id, query, order);
  const narrow = useNarrow();
  const tableRef = useRef<HTMLTableElement>(null);
  const cardsRef = useRef<HTMLUListElement>(null);
  const published = usePublishedForm(form.id);
  const markRead = useMarkRead(form.id);
  const remove = useDeleteSubmissions(form.id);
  const dates = useDateFormat();
  const t = useT();
  const formats = useDataFormats();
  const listElement = () => (narrow ? cardsRef.current : tableRef.current);

  const rows = useMemo(() => pages.data?.pages.flatMap((page) => page.submissions) ?? [], [pages.data]);
  const { openId, setOpenId, open, openRow, previousRow, nextRow, closeDetail } = useOpenSubmission({
    rows,
    markRead,
    list: listElement,
    paused: deleting || deletingOpen !== null || choosingColumns,
  });
  const counts = pages.data?.pages[0];
  const filtered =
    query.unread || Boolean(query.from || query.to || query.q || query.language) || query.answers.length > 0;
  const elements = useMemo(() => (published.data?.published ? published.data.props.elements : []), [published.data]);
  const logic = published.data?.published ? published.data.props.logic : undefined;
  const languages = useMemo(
    () => resultLanguages(published.data?.published ? published.data.props : undefined),
    [published.data],
  );
  const params = useMemo(
    () => (published.data?.published ? storedParamNames(published.data.props) : []),
    [published.data],
  );
  // A row reads its first answer as the detail does: by a dataset's display, a date in the owner's zone.
  const datasets = useStageDatasets(elements);
  const formatters = useMemo(
    () => new Map(elements.map((e) => [e.id, { type: e.type, format: answerFormatter(e, (name) => datasets[name]) }])),
    [elements, datasets],
  );
  /** An answer on one line, as the detail reads it. */
  const answerLine = (answer: { question_id: number; value: unknown } | null | undefined): string => {
    if (!answer || !dates) return '';
    const question = formatters.get(answer.question_id);
    return dates
      .answer(question?.type, answerText(question?.format, answer.value, t('data.detail.corrupted')))
      .replace(/\s+/g, ' ')
      .trim();
  };
  const firstAnswer = (row: SubmissionListItem): string => {
    const text = answerLine(row.first_answer);
    return text.length > ROW_ANSWER_CHARACTERS ? `${text.slice(0, ROW_ANSWER_CHARACTERS - 1)}…` : text;
  };
  const {
    columns,
    reading: readingColumns,
    change: changeColumns,
    saveError: columnsError,
  } = useTableColumns(form.id, elements, logic, languages, params);
  const shownColumns = columns.filter((column) => !column.hidden);
  // Each row's answers by question, so a cell finds its own at once however many columns there are.
  const rowAnswers = useMemo(
    () =>
      new Map(rows.map((row) => [row.id, new Map((row.answers ?? []).map((answer) => [answer.question_id, answer]))])),
    [rows],
  );
  const answerOf = (row: SubmissionListItem, column: TableColumn): RowAnswer | undefined =>
    column.element ? rowAnswers.get(row.id)?.get(column.element.id) : undefined;
  const cellText = (row: SubmissionListItem, column: TableColumn): string => {
    if (!dates) return '';
    if (column.key === 'created_at') return dates.dateTime(row.created_at);
    if (column.key === 'completion_time')
      return row.completion_time === null || row.completion_time === undefined
        ? ''
        : formatCompletionTime(row.completion_time);
    if (column.key === LANGUAGE_COLUMN) return row.language ? languageLabel(row.language, t) : '';
    const calculated = logicCellText(row, column.key, logic);
    if (calculated !== null) return calculated;
    const answer = answerOf(row, column);
    return answer ? answerLine(answer) : '';
  };
  const allChosen = rows.length > 0 && rows.every((row) => selected.has(row.id));
  // Changing a filter drops "all matching": it meant the submissions the filters matched then.
  const matchingChosen = allMatching?.query === query ? allMatching : null;
  const choice: SubmissionChoice = matchingChosen
    ? { matching: submissionFilter(query, matchingChosen.upTo) }
    : { submissionIds: [...selected] };
  const chosenCount = matchingChosen ? matchingChosen.count : selected.size;
  const chosenText = matchingChosen ? formats.matching(chosenCount) : formats.count(chosenCount);

  function clearSelection() {
    setAllMatching(null);
    setSelected(new Set());
  }

  function chooseAllMatching() {
    if (!counts || rows.length === 0) return;
    setAllMatching({ query, upTo: Math.max(...rows.map((row) => row.id)), count: counts.matching });
  }

  const selectBox = (row: SubmissionListItem) => (
    <input
      type="checkbox"
      aria-label={t('data.list.select', { id: String(row.id) })}
      checked={matchingChosen ? row.id <= matchingChosen.upTo : selected.has(row.id)}
      onChange={() => toggle(row.id)}
    />
  );

  function toggle(id: number) {
    // Unticking one of all matching leaves the others shown chosen, one by one.
    if (matchingChosen) {
      setAllMatching(null);
      setSelected(new Set(rows.map((row) => row.id).filter((rowId) => rowId !== id)));
      return;
    }
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  return (
    <div className={`submissions${openId === null ? '' : ' is-reading'}`}>
      <section className="submissions__list" aria-label={t('data.list.label')}>
        <p className="submissions__counts" aria-live="polite">
          {counts ? (
            <>
              {t.rich('data.list.counts', {
                strong: (chunks) => <strong>{chunks}</strong>,
                total: String(counts.total),
                today: String(counts.today),
                unread: String(counts.unread),
              })}
              {filtered && t('data.list.matching', { count: formats.matching(counts.matching) })}
            </>
          ) : (
            t('data.loading')
          )}
        </p>
        <div className="submissions__filters">
          <label className="submissions__search">
            <span>{t('data.list.search')}</span>
            <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} maxLength={200} />
          </label>
          <label>
            <span>{t('data.list.from')}</span>
            <input
              type="date"
              value={filters.from}
              onChange={(event) => setFilters({ ...filters, from: event.target.value })}
            />
          </label>
          <label>
            <span>{t('data.list.to')}</span>
            <input
              type="date"
              value={filters.to}
              onChange={(event) => setFilters({ ...filters, to: event.target.value })}
            />
          </label>
          <label className="submissions__toggle">
            <input
              type="checkbox"
              checked={filters.unread}
              onChange={(event) => setFilters({ ...filters, unread: event.target.checked })}
            />
            <span>{t('data.list.unreadOnly')}</span>
          </label>
          <LanguageFilter
            codes={languages}
            value={filters.language ?? ''}
            onChange={(language) => setFilters({ ...filters, language })}
          />
          <AnswerFilters elements={elements} onChange={setAnswers} />
        </div>
        <div className="submissions__actions">
          <ExportMenu
            formId={form.id}
            title={form.title}
            total={counts?.total}
            filtered={
              filtered && counts ? { filter: submissionFilter(query), count: formats.matching(counts.matching) } : null
            }
            chosen={chosenCount > 0 ? { choice, count: chosenText } : null}
          />
          <button
            type="button"
            className="button button--danger button--small"
            disabled={chosenCount === 0}
            onClick={() => setDeleting(true)}
          >
            {chosenCount > 0 ? t('data.list.deleteCount', { count: chosenText }) : t('data.list.delete')}
          </button>
        </div>
        <div className="submissions__view">
          <label className="submissions__order">
            <span>{t('data.list.sort')}</span>
            <select value={order} onChange={(event) => setOrder(event.target.value === 'oldest' ? 'oldest' : 'newest')}>
              <option value="newest">{t('data.list.newest')}</option>
              <option value="oldest">{t('data.list.oldest')}</option>
            </select>
          </label>
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={columns.length === 0 || readingColumns}
            onClick={() => setChoosingColumns(true)}
          >
            {t('data.list.columns')}
          </button>
          {openId === null && <p className="data-page__hint">{t('data.list.chooseHint')}</p>}
        </div>
        <div className="submissions__live" aria-live="polite">
          {matchingChosen ? (
            <p className="submissions__selection">
              {t('data.list.allMatchingChosen', { count: chosenText })}{' '}
              <button type="button" className="link-button" onClick={clearSelection}>
                {t('data.list.clearSelection')}
              </button>
            </p>
          ) : (
            allChosen &&
            counts &&
            counts.matching > rows.length && (
              <p className="submissions__selection">
                {t('data.list.allShownChosen', { count: formats.count(rows.length) })}{' '}
                {/* "All matching" reaches back from the newest submission shown, which an oldest-first list has not loaded. */}
                {order === 'newest' ? (
                  <button type="button" className="link-button" onClick={chooseAllMatching}>
                    {t('data.list.selectAllMatching', { count: formats.matching(counts.matching) })}
                  </button>
                ) : (
                  t('data.list.sortToSelectAll', { count: formats.matching(counts.matching) })
                )}
              </p>
            )
          )}
        </div>
        {pages.isError && <p role="alert">{errorMessage(pages.error)}</p>}
        {counts && rows.length === 0 && (
          <p className="empty-state">{t(counts.total === 0 ? 'data.list.none' : 'data.list.noneMatching')}</p>
        )}
        {/* The rows wait for the form's questions too, so a first answer never shows unformatted first. */}
        {rows.length > 0 && dates && !published.isPending && narrow && (
          <SubmissionCards
            rows={rows}
            openId={openId}
            shownColumns={shownColumns}
            dates={dates}
            selectBox={selectBox}
            onOpen={(row) => open(row.id, row.read)}
            cellText={cellText}
            listRef={cardsRef}
          />
        )}
        {rows.length > 0 && dates && !published.isPending && !narrow && (
          <SubmissionsTable
            formId={form.id}
            rows={rows}
            openId={openId}
            shownColumns={shownColumns}
            dates={dates}
            selectBox={selectBox}
            onOpen={(row) => open(row.id, row.read)}
            cellText={cellText}
            firstAnswer={firstAnswer}
            answerOf={answerOf}
            allChosen={allChosen || matchingChosen !== null}
            onChooseAll={() =>
              allChosen || matchingChosen ? clearSelection() : setSelected(new Set(rows.map((row) => row.id)))
            }
            listRef={tableRef}
          />
        )}
        <LoadMore pages={pages} />
      </section>
      {openId !== null && (
        <OpenSubmissionPane
          formId={form.id}
          openId={openId}
          openRow={openRow}
          previousRow={previousRow}
          nextRow={nextRow}
          elements={elements}
          multilingual={languages.length > 0}
          markRead={markRead}
          onOpen={(row) => open(row.id, row.read)}
          onDelete={() => setDeletingOpen(openId)}
          onClose={closeDetail}
        />
      )}
      {choosingColumns && (
        <ColumnsDialog
          columns={columns}
          onChange={changeColumns}
          onClose={() => setChoosingColumns(false)}
          error={columnsError ? t('data.list.columnsNotSaved', { message: errorMessage(columnsError) }) : null}
        />
      )}
      {deleting && (
        <DeleteSubmissionsModal
          count={chosenCount}
          countText={chosenText}
          onClose={() => setDeleting(false)}
          onConfirm={async () => {
            await remove.mutateAsync(choice);
            // The open submission went if it was chosen, or shown while all matching were.
            if (openId !== null && (matchingChosen ? rows.some((row) => row.id === openId) : selected.has(openId)))
              setOpenId(null);
            clearSelection();
          }}
        />
      )}
      {deletingOpen !== null && (
        <DeleteSubmissionsModal
          count={1}
          countText={formats.count(1)}
          onClose={() => setDeletingOpen(null)}
          onConfirm={async () => {
            // What follows it in the list (or, at the end, what precedes it) opens once it has gone.
            const then = nextRow ?? previousRow;
            await remove.mutateAsync({ submissionIds: [deletingOpen] });
            setSelected((current) => new Set([...current].filter((id) => id !== deletingOpen)));
            if (then) open(then.id, then.read);
            else setOpenId(null);
          }}
        />
      )}
    </div>
  );
}
