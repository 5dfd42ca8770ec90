import type { Element } from '../schemas/element';

// How a question's answer travels in a submitted form (renderer README, "Field
// names"): q_{id}, and q_{id}.{part} for the parts of a composite answer. Each
// element module names its own parts and reads its answer back through an
// AnswerReader, the same on the server (its parsed body) and on the visitor's page
// (FormData), so both sides see the same answers (docs/architecture.md, "Submissions and the outbox").

/** The form field name of an element's answer: q_{id}. */
export const fieldName = (id: number): string => `q_${String(id)}`;

/** The name of one part of a composite answer: q_{id}.{part}. */
export const partName = (id: number, part: string): string => `${fieldName(id)}.${part}`;

/** A file sent for a File question, as far as its answer needs it. */
export interface SubmittedFile {
  readonly fileName: string;
}

/** The submitted fields, whoever parsed them. */
export interface AnswerReader {
  /** The first value sent under this name. */
  value(name: string): string | undefined;
  /** Every value sent under this name, in order (repeated checkboxes). */
  values(name: string): readonly string[];
  /** The files sent under this name (empty file inputs left out). */
  files(name: string): readonly SubmittedFile[];
}

/** The default: the text of q_{id}, as sent. */
export function readSingleAnswer(element: Element, reader: AnswerReader): string | undefined {
  return reader.value(fieldName(element.id));
}

/** A field's text without surrounding spaces; '' when it was not sent. */
export const trimmedValue = (reader: AnswerReader, name: string): string => (reader.value(name) ?? '').trim();
