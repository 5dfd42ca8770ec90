import { useEffect, useRef, useState } from 'react';
import type { SubmissionListItem } from '@formbuilder/core';
import type { useMarkRead } from './data-api';
import { rowOpenButton } from './submission-rows';

/**
 * The submission open in the detail, and its neighbours in the list as it is shown (its order and
 * filters, within the rows loaded). J and K open the next and previous one, as in a mail reader,
 * unless typing or in a dialog (`paused`); Escape closes it. When J or K moves it while the focus
 * is on the list (the row where Enter opened it), the focus moves to the newly open row.
 * `list` returns the table or the cards.
 */
export function useOpenSubmission({
  rows,
  markRead,
  list,
  paused,
}: {
  rows: readonly SubmissionListItem[];
  markRead: ReturnType<typeof useMarkRead>;
  list: () => HTMLElement | null;
  paused: boolean;
}) {
  const [openId, setOpenId] = useState<number | null>(null);
  // The row whose button takes the focus once it is open (J or K pressed on the list).
  const focusOnOpen = useRef<number | null>(null);

  function open(id: number, read: number) {
    setOpenId(id);
    markRead.reset();
    // Opening an unread submission marks it read (docs/product.md §B4).
    if (read === 0) markRead.mutate({ submissionId: id, read: 1 });
  }

  // One that left the list (read under "Unread only") keeps its place: Next is the row now there.
  const openIndex = rows.findIndex((row) => row.id === openId);
  const [place, setPlace] = useState<{ id: number; index: number } | null>(null);
  if (openIndex !== -1 && openId !== null && (place?.id !== openId || place.index !== openIndex))
    setPlace({ id: openId, index: openIndex });
  const left = openIndex === -1 && place?.id === openId ? place.index : null;
  const openRow = openIndex === -1 ? undefined : rows[openIndex];
  const previousRow = openIndex > 0 ? rows[openIndex - 1] : left !== null && left > 0 ? rows[left - 1] : undefined;
  const nextRow = openIndex !== -1 ? rows[openIndex + 1] : left !== null ? rows[left] : undefined;

  /** Closes the open submission and puts focus back on its row. */
  function closeDetail() {
    const id = openId;
    setOpenId(null);
    rowOpenButton(list(), id)?.focus();
  }

  useEffect(() => {
    if (openId === null || focusOnOpen.current !== openId) return;
    focusOnOpen.current = null;
    const button = rowOpenButton(list(), openId);
    button?.focus();
    if (typeof button?.scrollIntoView === 'function') button.scrollIntoView({ block: 'nearest' });
  });

  useEffect(() => {
    if (openId === null || paused) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      if (target?.closest('[role="dialog"]')) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        closeDetail();
        return;
      }
      if (target && (target.isContentEditable || target.closest('input, textarea, select'))) return;
      const to =
        event.key === 'j' || event.key === 'J'
          ? nextRow
          : event.key === 'k' || event.key === 'K'
            ? previousRow
            : undefined;
      if (!to) return;
      event.preventDefault();
      if (list()?.contains(document.activeElement)) focusOnOpen.current = to.id;
      open(to.id, to.read);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  return { openId, setOpenId, open, openRow, previousRow, nextRow, closeDetail };
}
