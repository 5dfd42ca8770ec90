import { getElementDefinition, stripHtml, type Element } from '@formbuilder/core';
import { answerFormatterOf } from '../datasets/form-datasets';
import { decodeEntryValue } from './entry-values';
import type { StoredSubmission } from './stored-submission';

// A stored submission's answers as its integrations show them: the owner's
// e-mail and the webhook payload read them here, in the form's order, each with its label
// and its text as the element type writes it.

export interface StoredAnswer {
  questionId: number;
  /** The question as asked; undefined when it was removed from the form since. */
  element: Element | undefined;
  label: string;
  /** The answer as kept (entry-values.ts): text, or the decoded JSON of choices and composite answers. */
  value: unknown;
  /** The answer in words, as the element type formats it (a dataset's values by their display). */
  text: string;
}

const labelOf = (element: Element | undefined, questionId: number) =>
  (element?.label ? stripHtml(element.label) : '') ||
  (element ? getElementDefinition(element.type).displayName : `Question ${questionId}`);

/** One answer as a webhook event carries it (docs/api.md, "Webhooks"): plain JSON, no element. */
export interface EventAnswer {
  questionId: number;
  label: string;
  /** The element type of the question; null when it was removed from the form since. */
  type: string | null;
  value: unknown;
  text: string;
}

export const eventAnswer = ({ questionId, element, label, value, text }: StoredAnswer): EventAnswer => ({
  questionId,
  label,
  type: element?.type ?? null,
  value: value ?? null,
  text,
});

export function storedAnswers(submission: StoredSubmission): StoredAnswer[] {
  return answersOf(submission.elements, submission.entries);
}

/** Answers kept as entries are (a submission's, or a partial's read the same way), in the form's order. */
export function answersOf(elements: readonly Element[], entries: StoredSubmission['entries']): StoredAnswer[] {
  const byId = new Map(elements.map((element) => [element.id, element]));
  // In the form's order; answers to questions removed since come last.
  const order = (questionId: number) => {
    const index = elements.findIndex((element) => element.id === questionId);
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  return [...entries]
    .sort((a, b) => order(a.question_id) - order(b.question_id))
    .map((entry) => {
      const element = byId.get(entry.question_id);
      const value = decodeEntryValue(entry.value);
      const text = element ? answerFormatterOf(element)(value) : String(entry.value ?? '');
      return { questionId: entry.question_id, element, label: labelOf(element, entry.question_id), value, text };
    });
}
