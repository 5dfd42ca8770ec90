import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { answerFileNames, answerFormatter, type Element } from '@formbuilder/core';
import { useStageDatasets } from '../builder/stage/use-stage-datasets';
import { useDateFormat } from '../ui/date-format';
import { Tooltip } from '../ui/tooltip';
import { useEntries } from './data-api';
import { answerText, questionLabel, TOOLTIP_FROM_LENGTH } from './answer-text';

/** spec: builder §9, the 'copied' badge shows for 1 second. */
export const COPIED_BADGE_MS = 1_000;
export const UNPARSABLE = 'This submission can not parse.';

/** The chosen submission's answers, each labelled by its question; a click copies an answer. */
export function SubmissionDetail({ formId, submissionId, elements }: { formId: number; submissionId: number; elements: readonly Element[] }) {
  const entries = useEntries(formId, submissionId);
  const [copied, setCopied] = useState<number | null>(null);
  const dates = useDateFormat();
  // A question set to a dataset reads its stored value ('CA') by the dataset's display ('California').
  const datasets = useStageDatasets(elements);
  const formatters = useMemo(() => new Map(elements.map((e) => [e.id, answerFormatter(e, (name) => datasets[name])])), [elements, datasets]);

  useEffect(() => {
    if (copied === null) return;
    const timer = window.setTimeout(() => setCopied(null), COPIED_BADGE_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  if (entries.isPending || !dates) return <p className="data-page__hint">Loading…</p>;
  if (entries.isError) return <p role="alert">{UNPARSABLE}</p>;
  if (entries.data.length === 0) return <p className="empty-state">No data</p>;

  const byId = new Map(elements.map((e) => [e.id, e]));
  // Questions in form order; answers to questions deleted since come last.
  const order = (questionId: number) => {
    const index = elements.findIndex((e) => e.id === questionId);
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  const sorted = [...entries.data].sort((a, b) => order(a.question_id) - order(b.question_id));

  return (
    <>
      <h2 className="submission-detail__title">Submission {submissionId}</h2>
      <dl className="submission-detail">
        {sorted.map((entry) => {
          const element = byId.get(entry.question_id);
          const text = dates.answer(element?.type, answerText(formatters.get(entry.question_id), entry.value));
          const fileName = element?.type === 'File' ? (answerFileNames(entry.value)[0] ?? null) : null;
          const copy = () =>
            void navigator.clipboard?.writeText(text).then(
              () => setCopied(entry.question_id),
              () => undefined,
            );
          const answer = fileName ? (
            <Link to={`/download/${formId}/${submissionId}/${entry.question_id}/${encodeURIComponent(fileName)}`}>{fileName}</Link>
          ) : (
            <button type="button" className="submission-detail__answer" onClick={copy} title="Copy">
              {text || '—'}
            </button>
          );
          return (
            <div key={entry.question_id} className="submission-detail__row">
              <dt>{questionLabel(element)}</dt>
              <dd>
                {text.length >= TOOLTIP_FROM_LENGTH && !fileName ? <Tooltip text={text}>{(describedBy) => <span aria-describedby={describedBy}>{answer}</span>}</Tooltip> : answer}
                {copied === entry.question_id && (
                  <span className="badge copied-badge" role="status">
                    copied
                  </span>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </>
  );
}
