import {
  readAnswers as readElementAnswers,
  type AnswerReader,
  type Answers,
  type Element,
} from '@formbuilder/core/runtime';

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

/** Answers by element id, read from the form's fields; layout elements and empty answers are left out, as the server does. */
export function readAnswers(form: HTMLFormElement, elements: readonly Element[]): Answers {
  return readElementAnswers(elements, formDataReader(new FormData(form)));
}
