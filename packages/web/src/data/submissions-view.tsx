import { useMemo, useState } from 'react';
import type { FormSummaryItem } from '@formbuilder/core';
import { errorMessage } from '../api/client';
import { submissionFilter, useDeleteSubmissions, useExportCsv, useMarkRead, usePublishedForm, useSubmissionPages, type SubmissionChoice, type SubmissionFilters } from './data-api';
import { DeleteSubmissionsModal } from './delete-submissions-modal';
import { SubmissionDetail } from './submission-detail';
import { LoadMore } from '../ui/load-more';
import { useDebouncedValue } from '../ui/use-debounced-value';
import { useDateFormat } from '../ui/date-format';

const SEARCH_DEBOUNCE_MS = 300;
const NO_FILTERS: Omit<SubmissionFilters, 'q'> = { unread: false, from: '', to: '' };

/** The list's `matching` is counted up to this many (the server's cap). */
const MATCHING_COUNTED_UP_TO = 10_000;
const wholeNumber = new Intl.NumberFormat('en');

/** A count of submissions in words: '1,234', or '10,000+' past what the list counts. */
export function submissionCount(n: number): string {
  return n >= MATCHING_COUNTED_UP_TO ? `${wholeNumber.format(MATCHING_COUNTED_UP_TO)}+` : wholeNumber.format(n);
}

/** spec: builder §2 Submissions — the list on the left, the chosen submission on the right. */
export function SubmissionsView({ form }: { form: FormSummaryItem }) {
  const [filters, setFilters] = useState(NO_FILTERS);
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  // "All matching": the filters it was chosen under, the newest submission shown then, and how many matched.
  const [allMatching, setAllMatching] = useState<{ query: SubmissionFilters; upTo: number; count: number } | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState(false);
  // The search asks once per pause in typing.
  const q = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const query = useMemo(() => ({ ...filters, q }), [filters, q]);
  const pages = useSubmissionPages(form.id, query);
  const published = usePublishedForm(form.id);
  const markRead = useMarkRead(form.id);
  const exportCsv = useExportCsv(form.id, form.title);
  const remove = useDeleteSubmissions(form.id);
  const dates = useDateFormat();

  const rows = useMemo(() => pages.data?.pages.flatMap((page) => page.submissions) ?? [], [pages.data]);
  const counts = pages.data?.pages[0];
  const filtered = query.unread || Boolean(query.from || query.to || query.q);
  const elements = published.data?.published ? published.data.props.elements : [];
  const allChosen = rows.length > 0 && rows.every((row) => selected.has(row.id));
  // Changing a filter drops "all matching": it meant the submissions the filters matched then.
  const matchingChosen = allMatching?.query === query ? allMatching : null;
  const choice: SubmissionChoice = matchingChosen ? { matching: submissionFilter(query, matchingChosen.upTo) } : { submissionIds: [...selected] };
  const chosenCount = matchingChosen ? matchingChosen.count : selected.size;
  const chosenText = submissionCount(chosenCount);

  function clearSelection() {
    setAllMatching(null);
    setSelected(new Set());
  }

  function chooseAllMatching() {
    if (!counts || rows.length === 0) return;
    setAllMatching({ query, upTo: Math.max(...rows.map((row) => row.id)), count: counts.matching });
  }

  function open(id: number, read: number) {
    setOpenId(id);
    // Opening an unread submission marks it read (spec: builder §4).
    if (read === 0) markRead.mutate(id);
  }

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
    <div className="submissions">
      <section className="submissions__list" aria-label="Submissions">
        <p className="submissions__counts" aria-live="polite">
          {counts ? (
            <>
              <strong>{counts.total}</strong> in total · <strong>{counts.today}</strong> today · <strong>{counts.unread}</strong> unread
              {filtered && <> · {submissionCount(counts.matching)} matching</>}
            </>
          ) : (
            'Loading…'
          )}
        </p>
        <div className="submissions__filters">
          <label className="submissions__search">
            <span>Search answers</span>
            <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} maxLength={200} />
          </label>
          <label>
            <span>From</span>
            <input type="date" value={filters.from} onChange={(event) => setFilters({ ...filters, from: event.target.value })} />
          </label>
          <label>
            <span>To</span>
            <input type="date" value={filters.to} onChange={(event) => setFilters({ ...filters, to: event.target.value })} />
          </label>
          <label className="submissions__toggle">
            <input type="checkbox" checked={filters.unread} onChange={(event) => setFilters({ ...filters, unread: event.target.checked })} />
            <span>Unread only</span>
          </label>
        </div>
        <div className="submissions__actions">
          <button type="button" className="button button--secondary button--small" disabled={exportCsv.isPending || counts?.total === 0} onClick={() => exportCsv.mutate(choice)}>
            {chosenCount > 0 ? `Export ${chosenText} as CSV` : 'Export all as CSV'}
          </button>
          <button type="button" className="button button--danger button--small" disabled={chosenCount === 0} onClick={() => setDeleting(true)}>
            Delete{chosenCount > 0 ? ` ${chosenText}` : ''}
          </button>
          {exportCsv.isError && <span role="alert">{errorMessage(exportCsv.error)}</span>}
        </div>
        <div className="submissions__live" aria-live="polite">
          {matchingChosen ? (
            <p className="submissions__selection">
              All {chosenText} matching submissions are selected.{' '}
              <button type="button" className="link-button" onClick={clearSelection}>
                Clear selection
              </button>
            </p>
          ) : (
            allChosen &&
            counts &&
            counts.matching > rows.length && (
              <p className="submissions__selection">
                All {submissionCount(rows.length)} shown are selected.{' '}
                <button type="button" className="link-button" onClick={chooseAllMatching}>
                  Select all {submissionCount(counts.matching)} matching
                </button>
              </p>
            )
          )}
        </div>
        {pages.isError && <p role="alert">{errorMessage(pages.error)}</p>}
        {counts && rows.length === 0 && <p className="empty-state">{counts.total === 0 ? 'No submissions' : 'No submission(s)'}</p>}
        {rows.length > 0 && dates && (
          <div className="table-wrap">
            <table className="submissions-table">
              <thead>
                <tr>
                  <th scope="col">
                    <input
                      type="checkbox"
                      aria-label="Select all submissions shown"
                      checked={allChosen || matchingChosen !== null}
                      onChange={() => (allChosen || matchingChosen ? clearSelection() : setSelected(new Set(rows.map((row) => row.id))))}
                    />
                  </th>
                  <th scope="col">ID</th>
                  <th scope="col">
                    Submission Date
                    <span className="data-table__zone"> ({dates.timeZone.replaceAll('_', ' ')})</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id} className={`${row.read === 0 ? 'is-unread' : ''} ${row.id === openId ? 'is-open' : ''}`} aria-current={row.id === openId ? 'true' : undefined}>
                    <td>
                      <input type="checkbox" aria-label={`Select submission ${row.id}`} checked={matchingChosen ? row.id <= matchingChosen.upTo : selected.has(row.id)} onChange={() => toggle(row.id)} />
                    </td>
                    <td>
                      <button type="button" className="link-button" onClick={() => open(row.id, row.read)}>
                        {row.id}
                        {row.read === 0 && <span className="unread-dot" aria-label="unread" />}
                      </button>
                    </td>
                    <td>{dates.dateTime(row.created_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <LoadMore pages={pages} />
      </section>
      <section className="submissions__detail detail-pane" aria-label="Answers">
        {openId === null ? <p className="data-page__hint">Choose a submission to read its answers.</p> : <SubmissionDetail formId={form.id} submissionId={openId} elements={elements} />}
      </section>
      {deleting && (
        <DeleteSubmissionsModal
          count={chosenCount}
          countText={chosenText}
          onClose={() => setDeleting(false)}
          onConfirm={async () => {
            await remove.mutateAsync(choice);
            // The open submission went if it was chosen, or shown while all matching were.
            if (openId !== null && (matchingChosen ? rows.some((row) => row.id === openId) : selected.has(openId))) setOpenId(null);
            clearSelection();
          }}
        />
      )}
    </div>
  );
}
