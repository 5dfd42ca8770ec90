import { answerFileNames, applyRecall, escapeHtml, isValidEmail, type EmailConfirmation } from '@formbuilder/core';
import type { MailMessage } from '../../mail/mailer';
import { decodeEntryValue } from '../../answers/entry-values';
import type { StoredSubmission } from '../../answers/stored-submission';
import { storedAnswers } from '../../answers/stored-answers';

// The words of the e-mails a submission sends: the owner's notification, every
// question and answer escaped, files as links to their download page, replies going to the
// respondent's e-mail answer; and the respondent's confirmation.

interface QuestionAndAnswer {
  label: string;
  text: string;
  /** Download pages of the files this answer holds. */
  files: { name: string; url: string }[];
}

/**
 * What the form's logic stored (docs/product.md, "Logic"): each calculated value by its name, then
 * the name of the ending chosen, then each URL parameter the form names and stored; numbers
 * rounded to two decimals as recall shows them.
 */
function logicRows(submission: StoredSubmission): QuestionAndAnswer[] {
  const { logic, variables = {}, ending } = submission;
  if (!logic) return [];
  const rows = logic.variables.flatMap((variable) => {
    const value = variables[variable.id];
    if (value === undefined) return [];
    const text = typeof value === 'number' ? String(Math.round(value * 100) / 100) : value;
    return [{ label: variable.name, text, files: [] }];
  });
  const chosen = logic.endings.find((candidate) => candidate.id === ending);
  const params = Object.entries(submission.params ?? {}).map(([name, text]) => ({
    label: `URL parameter ${name}`,
    text,
    files: [],
  }));
  return [...rows, ...(chosen ? [{ label: 'Ending', text: chosen.name, files: [] }] : []), ...params];
}

/** A text the owner wrote with the submission's answers and values recalled in it (`{{answer:3}}`, `{{var:total}}`). */
function recalled(submission: StoredSubmission, text: string): string {
  if (!text.includes('{{')) return text;
  const answers = Object.fromEntries(submission.entries.map((e) => [String(e.question_id), decodeEntryValue(e.value)]));
  const values = {
    elements: submission.elements,
    answers,
    params: submission.params ?? {},
    variables: submission.variables ?? {},
  };
  return applyRecall(text, values, false);
}

function answersOf(submission: StoredSubmission, publicUrl: string): QuestionAndAnswer[] {
  const { formId, submissionId } = submission;
  const answers = storedAnswers(submission).map(({ questionId, element, label, value, text }) => {
    const files =
      element?.type === 'File'
        ? answerFileNames(value).map((name) => ({
            name,
            url: `${publicUrl}/download/${formId}/${submissionId}/${questionId}/${encodeURIComponent(name)}`,
          }))
        : [];
    return { label, text, files };
  });
  return [...answers, ...logicRows(submission)];
}

/** The first answer to an Email question that is an address: where replies go. */
export function respondentAddress(submission: StoredSubmission, questionId?: number | null): string | undefined {
  const emailQuestions = submission.elements.filter(
    (element) => element.type === 'Email' && (questionId == null || element.id === questionId),
  );
  for (const element of emailQuestions) {
    const value = decodeEntryValue(submission.entries.find((entry) => entry.question_id === element.id)?.value ?? null);
    if (typeof value === 'string' && isValidEmail(value.trim())) return value.trim();
  }
  return undefined;
}

const title = (submission: StoredSubmission) => submission.title.trim() || 'Untitled Form';

/** docs/product.md §B3 email entry; the form title as subject, every question and answer. */
export function ownerNotification(
  submission: StoredSubmission,
  recipients: readonly string[],
  publicUrl: string,
): MailMessage {
  const answers = answersOf(submission, publicUrl);
  const dataUrl = `${publicUrl}/data?form=${submission.formId}`;
  const intro = `A new submission to "${title(submission)}" arrived on ${submission.createdAt}.`;
  const text = [
    intro,
    ...answers.map(
      ({ label, text: answer, files }) =>
        `${label}:\n  ${files.length > 0 ? files.map((file) => `${file.name} <${file.url}>`).join('\n  ') : answer}`,
    ),
    `All submissions: ${dataUrl}`,
  ].join('\n\n');
  const rows = answers
    .map(({ label, text: answer, files }) => {
      const shown =
        files.length > 0
          ? files.map((file) => `<a href="${escapeHtml(file.url)}">${escapeHtml(file.name)}</a>`).join('<br>')
          : escapeHtml(answer).replace(/\n/g, '<br>');
      return `<tr><th align="left" valign="top" style="padding:6px 12px 6px 0">${escapeHtml(label)}</th><td style="padding:6px 0">${shown}</td></tr>`;
    })
    .join('');
  const html = `<p>${escapeHtml(intro)}</p><table cellspacing="0" cellpadding="0">${rows}</table><p><a href="${escapeHtml(dataUrl)}">All submissions</a></p>`;
  const replyTo = respondentAddress(submission);
  return {
    to: recipients.join(', '),
    subject: title(submission),
    text: `${text}\n`,
    html,
    ...(replyTo ? { replyTo } : {}),
  };
}

/** The respondent's confirmation, to the address they gave in the named Email question. */
export function respondentConfirmation(
  submission: StoredSubmission,
  confirmation: EmailConfirmation,
  replyTo: string,
): MailMessage | null {
  const to = respondentAddress(submission, confirmation.questionId);
  if (!to) return null;
  // The owner's subject and text may recall answers and values; the HTML escapes the whole text.
  const body =
    recalled(submission, confirmation.text.trim()) ||
    `Thank you: your answer to "${title(submission)}" has been received.`;
  const subject = recalled(submission, confirmation.subject)
    .replace(/[\r\n]+/g, ' ')
    .trim();
  return {
    to,
    subject: subject || title(submission),
    text: `${body}\n`,
    html: `<p>${escapeHtml(body).replace(/\n/g, '<br>')}</p>`,
    replyTo,
  };
}
