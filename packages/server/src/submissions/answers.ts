import { readAnswers as readElementAnswers, type AnswerReader, type Answers, type Element } from '@formbuilder/core';
import type { SubmittedFields } from './submitted-fields';

// A submission's answers, read by core's one reader (each element type knows its
// fields, README "Field names"); this only shows it the parsed body. The visitor's
// page reads its FormData the same way (renderer client/answers.ts).

/** The parsed body as core's AnswerReader. */
export function submittedFieldsReader({ values, files }: SubmittedFields): AnswerReader {
  return {
    value: (name) => values.get(name)?.[0],
    values: (name) => values.get(name) ?? [],
    files: (name) => files.filter((file) => file.field === name),
  };
}

/** Answers by element id; layout elements and empty answers are left out. */
export function readAnswers(elements: readonly Element[], fields: SubmittedFields): Answers {
  return readElementAnswers(elements, submittedFieldsReader(fields));
}
