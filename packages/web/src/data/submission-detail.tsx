import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { Link } from 'react-router';
import {
  answerFileNames,
  answerFormatter,
  DRAFT_VERSION,
  pageIndexOf,
  splitPages,
  type AutoPageBreak,
  type Element,
  type SubmissionListItem,
} from '@formbuilder/core';
import { useStageDatasets } from '../builder/stage/use-stage-datasets';
import { copyText } from '../ui/copy-button';
import { useDateFormat } from '../ui/date-format';
import { en } from '../i18n/en';
import { useT } from '../i18n/i18n-context';
import type { Translate } from '../i18n/translate';
import { useEntries, useFormVersion, usePublishedForm } from './data-api';
import { answerText, questionLabel } from './answer-text';
import { logicResults } from './logic-results';
import { columnLabel } from './table-columns';
import { languageName } from './data-languages';

/** docs/product.md §B9, the 'copied' badge shows for 1 second. */
export const COPIED_BADGE_MS = 1_000;
/** In English; the detail says it in the app's language. */
export const UNPARSABLE = en['data.detail.unparsable'];

export interface Answer {
  questionId: number;
  label: string;
  text: string;
  /** The download address of a File question's first file, which its Copy copies. */
  fileLink: string | null;
  fileName: string | null;
}

export interface AnswerGroup {
  heading: string | null;
  answers: Answer[];
}

/**
 * The chosen submission's answers (docs/product.md §B2 Data), labelled by the questions of the
 * version it answered, page by page on a multi-page form; each answer has its own Copy, and
 * Print prints this submission alone. `submission` is its list row (date and version).
 */
export function SubmissionDetail({
  formId,
  submissionId,
  elements,
  submission,
  multilingual = false,
}: {
  formId: number;
  submissionId: number;
  elements: readonly Element[];
  submission?: SubmissionListItem | undefined;
  /** The form has more than one language: the language it was given in shows beside its date. */
  multilingual?: boolean;
}) {
  const entries = useEntries(formId, submissionId);
  const published = usePublishedForm(formId);
  const [copied, setCopied] = useState<number | null>(null);
  // What the last Copy did, in words, for screen readers (a polite live region).
  const [said, setSaid] = useState('');
  const [printing, setPrinting] = useState(false);
  const dates = useDateFormat();
  const t = useT();

  // The row may leave the list while open (read under "Unread only"): its date and version stay.
  const [lastRow, setLastRow] = useState(submission);
  if (submission && submission !== lastRow) setLastRow(submission);
  const row = submission?.id === submissionId ? submission : lastRow?.id === submissionId ? lastRow : undefined;

  const current = published.data?.published ? published.data : null;
  const answered = row?.version;
  // An older (or newer) version's questions label its answers, as the visitor saw them.
  const other =
    answered !== undefined && answered !== DRAFT_VERSION && current !== null && answered !== current.version
      ? answered
      : null;
  const version = useFormVersion(formId, other);
  const source: { elements: readonly Element[]; autoPageBreak: Partial<AutoPageBreak> | undefined } =
    other !== null && version.data
      ? { elements: version.data.props.elements, autoPageBreak: version.data.props.autoPageBreak }
      : { elements, autoPageBreak: current?.props.autoPageBreak };

  // A question set to a dataset reads its stored value ('CA') by the dataset's display ('California').
  const datasets = useStageDatasets(source.elements);
  const formatters = useMemo(
    () => new Map(source.elements.map((e) => [e.id, answerFormatter(e, (name) => datasets[name])])),
    [source.elements, datasets],
  );

  useEffect(() => {
    if (copied === null) return;
    const timer = window.setTimeout(() => setCopied(null), COPIED_BADGE_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  // Printing, by Print or by the browser's own (Ctrl+P): the print-only region is put in the page
  // before the browser lays it out for print (data.css prints it alone), and goes after.
  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);

  function printNow() {
    flushSync(() => setPrinting(true));
    window.print();
  }

  if (entries.isPending || !dates || (other !== null && version.isPending))
    return <p className="data-page__hint">{t('data.loading')}</p>;
  if (entries.isError) return <p role="alert">{t('data.detail.unparsable')}</p>;
  if (entries.data.length === 0) return <p className="empty-state">{t('data.detail.noData')}</p>;

  const sourceById = new Map(source.elements.map((e) => [e.id, e]));
  const currentIds = new Set(elements.map((e) => e.id));
  const answers = entries.data.map((entry): Answer => {
    const element = sourceById.get(entry.question_id);
    const text = dates.answer(
      element?.type,
      answerText(formatters.get(entry.question_id), entry.value, t('data.detail.corrupted')),
    );
    const fileName = element?.type === 'File' ? (answerFileNames(entry.value)[0] ?? null) : null;
    const fileLink = fileName
      ? `/download/${formId}/${submissionId}/${entry.question_id}/${encodeURIComponent(fileName)}`
      : null;
    // A question of the version answered that the form has dropped since keeps its label, marked;
    // one no version the screen holds knows is named by its number.
    const label = !element
      ? t('data.detail.removedQuestion', { id: String(entry.question_id) })
      : currentIds.has(element.id) || elements.length === 0
        ? questionLabel(element)
        : t('data.detail.removed', { label: questionLabel(element) });
    return { questionId: entry.question_id, label, text, fileLink, fileName };
  });
  const groups = groupByPage(answers, source.elements, source.autoPageBreak, t);
  // The values and the ending the form's logic worked out (docs/product.md, "Logic").
  const results = [
    ...logicResults(row, (other !== null ? version.data?.props : current?.props)?.logic).map((result) => ({
      ...result,
      label: columnLabel(result, t),
    })),
    // The URL parameters the form names, stored with the submission.
    ...Object.entries(row?.params ?? {}).map(([name, text]) => ({
      key: `param:${name}`,
      label: t('data.detail.param', { name }),
      text,
    })),
  ];

  const title = version.data?.title ?? current?.title ?? '';
  const date = row ? dates.dateTime(row.created_at) : null;
  // docs/product.md, "Languages in results".
  const languageWords =
    multilingual && row?.language ? t('data.detail.inLanguage', { language: languageName(row.language, t) }) : null;
  const versionWords =
    answered === undefined
      ? null
      : answered === DRAFT_VERSION
        ? t('data.detail.draft')
        : t('data.detail.version', { version: String(answered) });
  const versions = { other: String(other), current: String(current?.version) };
  const note =
    other === null || !current
      ? null
      : t(version.data ? 'data.detail.otherVersion' : 'data.detail.otherVersionUnread', versions);

  function copy(answer: Answer) {
    const text = answer.fileLink ? new URL(answer.fileLink, window.location.origin).href : answer.text;
    copyText(text).then(
      () => {
        setCopied(answer.questionId);
        setSaid(t('data.detail.copied', { label: answer.label }));
      },
      () => setSaid(t('data.detail.copyFailed')),
    );
  }

  return (
    <>
      <div className="submission-detail__header">
        <div>
          <h2 className="submission-detail__title">{t('data.detail.title', { id: String(submissionId) })}</h2>
          <p className="submission-detail__meta">
            {date && <span>{date}</span>}
            {versionWords && <span>{versionWords}</span>}
            {languageWords && <span>{languageWords}</span>}
          </p>
        </div>
        <button type="button" className="button button--secondary button--small" onClick={printNow}>
          {t('data.detail.print')}
        </button>
      </div>
      {note && <p className="submission-detail__note">{note}</p>}
      <p className="visually-hidden" role="status">
        {said}
      </p>
      <Groups
        groups={groups}
        renderAnswer={(answer) => (
          <>
            {answer.fileLink ? (
              <Link to={answer.fileLink}>{answer.fileName}</Link>
            ) : (
              <span className="submission-detail__answer">{answer.text || '—'}</span>
            )}
            <button
              type="button"
              className="submission-detail__copy"
              aria-label={t('data.detail.copyLabel', { label: answer.label })}
              title={t('data.detail.copy')}
              onClick={() => copy(answer)}
            />
            {copied === answer.questionId && (
              <span className="badge copied-badge" aria-hidden="true">
                {t('data.detail.copiedBadge')}
              </span>
            )}
          </>
        )}
      />
      <LogicResults results={results} />
      {printing &&
        createPortal(
          <article className="submission-print">
            <h1>{title || t('data.page.untitled')}</h1>
            <p className="submission-print__meta">
              {t('data.detail.title', { id: String(submissionId) })}
              {date && ` · ${date}`}
              {versionWords && ` · ${versionWords}`}
              {languageWords && ` · ${languageWords}`}
            </p>
            {note && <p>{note}</p>}
            <Groups
              groups={groups}
              renderAnswer={(answer) => (
                <span className="submission-detail__answer">{answer.fileName ?? (answer.text || '—')}</span>
              )}
            />
            <LogicResults results={results} />
          </article>,
          document.body,
        )}
    </>
  );
}

/** The values and ending a form's logic stored with the submission, under their own heading. */
function LogicResults({ results }: { results: { label: string; text: string }[] }) {
  const t = useT();
  if (results.length === 0) return null;
  return (
    <section className="submission-detail__page" aria-label={t('data.detail.calculated')}>
      <h3 className="submission-detail__page-heading">{t('data.detail.calculated')}</h3>
      <dl className="submission-detail">
        {results.map((result, index) => (
          <div key={`${String(index)}:${result.label}`} className="submission-detail__row">
            <dt>{result.label}</dt>
            <dd>
              <span className="submission-detail__answer">{result.text || '—'}</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Groups({ groups, renderAnswer }: { groups: AnswerGroup[]; renderAnswer: (answer: Answer) => ReactNode }) {
  const t = useT();
  return groups.map((group, index) => (
    <section key={group.heading ?? index} className="submission-detail__page" aria-label={group.heading ?? undefined}>
      {group.heading && <h3 className="submission-detail__page-heading">{group.heading}</h3>}
      {group.answers.length === 0 ? (
        <p className="data-page__hint">{t('data.detail.noAnswersOnPage')}</p>
      ) : (
        <dl className="submission-detail">
          {group.answers.map((answer) => (
            <div key={answer.questionId} className="submission-detail__row">
              <dt>{answer.label}</dt>
              <dd>{renderAnswer(answer)}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  ));
}

/**
 * The answers in form order; on a multi-page form grouped under 'Page 1', 'Page 2'… (core's
 * splitPages, so auto page break counts too), with answers to questions the version does not
 * hold last. Questions left unanswered are not listed (docs/product.md §B2 Data).
 */
export function groupByPage(
  answers: Answer[],
  elements: readonly Element[],
  autoPageBreak: Partial<AutoPageBreak> | undefined,
  t: Translate,
): AnswerGroup[] {
  const order = new Map(elements.map((e, index) => [e.id, index]));
  const sorted = [...answers].sort(
    (a, b) =>
      (order.get(a.questionId) ?? Number.MAX_SAFE_INTEGER) - (order.get(b.questionId) ?? Number.MAX_SAFE_INTEGER),
  );
  const pages = splitPages(elements, autoPageBreak);
  if (pages.length < 2) return [{ heading: null, answers: sorted }];
  const groups: AnswerGroup[] = pages.map((page) => ({
    heading: t('data.detail.page', { page: String(page.pageNumber) }),
    answers: [] as Answer[],
  }));
  const elsewhere: Answer[] = [];
  for (const answer of sorted) {
    const index = pageIndexOf(pages, answer.questionId);
    (index === -1 ? elsewhere : groups[index]!.answers).push(answer);
  }
  if (elsewhere.length > 0) groups.push({ heading: t('data.detail.elsewhere'), answers: elsewhere });
  return groups;
}
