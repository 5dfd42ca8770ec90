import {
  readAnswers as readElementAnswers,
  type AnswerReader,
  type Answers,
  type Element,
} from '@formbuilder/core/runtime';
import { formFields } from './submit';

// The page's answers, read by core's one reader, the one the server reads the same
// fields with (server submissions/answers.ts; README, "Field names"), so the script
// validates and applies rules to exactly what the server will store (docs/architecture.md, "Submissions and the outbox").
// This only shows it the form's FormData.

/** A form's FormData as core's AnswerReader. */
export function formDataReader(data: FormData): AnswerReader {
  return {
    value: (name) => {
      const value = data.get(name);
      return typeof value === 'string' ? value : undefined;
    },
    values: (name) => data.getAll(name).filter((value): value is string => typeof value === 'string'),
    // A browser sends an empty file for an empty file input.
    files: (name) =>
      data
        .getAll(name)
        .filter((value): value is File => typeof value !== 'string' && value.name !== '')
        .map((file) => ({ fileName: file.name })),
  };
}

/**
 * Answers by element id, read from the form's fields; layout elements and empty answers are left out, as the server does.
 * A File question with no new file answers with the files a partial response keeps for it, unless the visitor removes
 * them (docs/product.md, "Partial responses"): the server takes those at Submit.
 */
export function readAnswers(form: HTMLFormElement, elements: readonly Element[]): Answers {
  const data = formFields(form);
  const reader = formDataReader(data);
  return readElementAnswers(elements, {
    ...reader,
    files: (name) => {
      const chosen = reader.files(name);
      if (chosen.length > 0 || data.getAll('_drop_files').includes(name)) return chosen;
      return [...form.querySelectorAll(`[data-kept="${name}"] [data-file-name]`)].map((item) => ({
        fileName: item.getAttribute('data-file-name') ?? '',
      }));
    },
  });
}
