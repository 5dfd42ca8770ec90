import type { Element, SubmissionListItem } from '@formbuilder/core';
import { errorMessage } from '../api/client';
import { useT } from '../i18n/i18n-context';
import type { useMarkRead } from './data-api';
import { SubmissionDetail } from './submission-detail';

/** The open submission beside the list: Previous, Next, Mark as unread, Delete and Close, then its answers. */
export function OpenSubmissionPane({
  formId,
  openId,
  openRow,
  previousRow,
  nextRow,
  elements,
  multilingual,
  markRead,
  onOpen,
  onDelete,
  onClose,
}: {
  formId: number;
  openId: number;
  openRow: SubmissionListItem | undefined;
  previousRow: SubmissionListItem | undefined;
  nextRow: SubmissionListItem | undefined;
  elements: readonly Element[];
  /** The form has more than one language: the detail says which one the submission was given in. */
  multilingual: boolean;
  markRead: ReturnType<typeof useMarkRead>;
  onOpen: (row: SubmissionListItem) => void;
  onDelete: () => void;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <section className="submissions__detail detail-pane" aria-label={t('data.pane.label')}>
      <div className="submission-detail__actions" role="toolbar" aria-label={t('data.pane.toolbar')}>
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={!previousRow}
          aria-keyshortcuts="K"
          onClick={() => previousRow && onOpen(previousRow)}
        >
          {t('data.pane.previous')}
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={!nextRow}
          aria-keyshortcuts="J"
          onClick={() => nextRow && onOpen(nextRow)}
        >
          {t('data.pane.next')}
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={openRow?.read === 0 || markRead.isPending}
          onClick={() => markRead.mutate({ submissionId: openId, read: 0 })}
        >
          {t('data.pane.markUnread')}
        </button>
        <button type="button" className="button button--danger button--small" onClick={onDelete}>
          {t('data.pane.delete')}
        </button>
        <button
          type="button"
          className="button button--secondary button--small submission-detail__close"
          aria-keyshortcuts="Escape"
          onClick={onClose}
        >
          {t('data.pane.close')}
        </button>
      </div>
      <p className="submission-detail__live" aria-live="polite">
        {markRead.isError ? (
          <span role="alert">{errorMessage(markRead.error)}</span>
        ) : markRead.isSuccess && markRead.variables.read === 0 ? (
          t('data.pane.markedUnread')
        ) : (
          ''
        )}
      </p>
      <SubmissionDetail
        formId={formId}
        submissionId={openId}
        elements={elements}
        submission={openRow}
        multilingual={multilingual}
      />
    </section>
  );
}
