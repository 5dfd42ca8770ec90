import { DEFAULT_SUBMISSION_IDENTIFIER } from '@formbuilder/core';
import type { StoredAnswer } from '../../answers/stored-answers';
import type { StoredSubmission } from '../../answers/stored-submission';

// The name of a submission's PDF in Drive (docs/product.md §B3, submissionIdentifier, default
// {submissionDate}; other placeholders look like {Type_id}: {TextBox_3} is the answer to
// question 3). docs/product.md §B5, names cannot be empty.

const NAME_MAX_LENGTH = 200;

/** The submission's date as a name may hold it (no colons): 2026-11-03 14-05-09, UTC. */
export function submissionDateForName(createdAt: string): string {
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return createdAt;
  return date.toISOString().slice(0, 19).replace('T', ' ').replace(/:/g, '-');
}

/** Characters file systems refuse or that read as paths become spaces; control characters go. */
const safe = (text: string) =>
  text
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .replace(/[/\\:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export function driveFileName(pattern: string, submission: StoredSubmission, answers: readonly StoredAnswer[]): string {
  const date = submissionDateForName(submission.createdAt);
  const filled = (pattern.trim() || DEFAULT_SUBMISSION_IDENTIFIER).replace(
    /\{(\w+)\}/g,
    (placeholder, name: string) => {
      if (name === 'submissionDate') return date;
      if (name === 'submissionId') return String(submission.submissionId);
      if (name === 'formTitle') return submission.title;
      const questionId = /^[A-Za-z]+_(\d+)$/.exec(name)?.[1];
      if (questionId === undefined) return placeholder;
      return answers.find((answer) => answer.questionId === Number(questionId))?.text ?? '';
    },
  );
  const name =
    safe(filled)
      .slice(0, NAME_MAX_LENGTH)
      .trim()
      .replace(/\.pdf$/i, '')
      .trim() || date;
  return `${name}.pdf`;
}
