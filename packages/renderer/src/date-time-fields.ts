import { dateTimeParts, type DateTimePart, type Element } from '@formbuilder/core/runtime';
import { fieldName, partName } from './field';

// DateTime fields (spec: builder §3 table, DateTime: dtStart and dtEnd flags):
//   neither flag   q_{id}                       one date-time, answer a text (older forms)
//   dtStart/dtEnd  q_{id}.start and/or q_{id}.end  answer { start?, end? }
// Kept free of React and of zod (core's runtime entry): the visitor's script reads
// answers with it too (client/answers.ts).

export function fieldNames(element: Element): Readonly<Record<string, string>> {
  return Object.fromEntries(dateTimeParts(element).map((part) => [part, partName(element.id, part)]));
}

/** The answer core validates; undefined when nothing was entered. */
export function readAnswer(element: Element, get: (name: string) => string | undefined): unknown {
  const single = get(fieldName(element.id))?.trim();
  const parts = dateTimeParts(element);
  const answer: Partial<Record<DateTimePart, string>> = {};
  for (const part of parts) {
    const text = get(partName(element.id, part))?.trim();
    if (text !== undefined && text !== '') answer[part] = text;
  }
  if (Object.keys(answer).length > 0) return answer;
  // A page drawn before the flags were set still sends q_{id}: keep that answer.
  return single === undefined || single === '' ? undefined : single;
}
