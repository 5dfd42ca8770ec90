import { getElementDefinition, toZonedDateTimeAnswer, type Element } from '@formbuilder/core';
import { compositeFields } from '@formbuilder/renderer';
import type { SubmittedFields } from './submitted-fields';

// Reads each question's answer back from the submitted fields named q_{id}
// (repeated for multiple choices; composite elements use the renderer's names).

export const fieldOf = (element: Element) => `q_${element.id}`;

export function readAnswers(elements: readonly Element[], { values, files }: SubmittedFields): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  const first = (name: string) => values.get(name)?.[0];
  for (const element of elements) {
    if (getElementDefinition(element.type)?.isInput !== true) continue;
    const key = String(element.id);
    const name = fieldOf(element);
    const composite = compositeFields[element.type];
    let answer: unknown;
    if (composite) answer = composite.readAnswer(element, first);
    else if (element.type === 'Checkbox') answer = values.get(name)?.filter((v) => v !== '');
    else if (element.type === 'File') {
      const uploaded = files.filter((f) => f.field === name).map((f) => ({ fileName: f.fileName }));
      answer = uploaded.length > 1 ? uploaded : uploaded[0];
    } else answer = first(name);
    // spec: builder §5 — date-time answers (a text, or a start/end range) are stored as ISO time in Europe/Paris.
    if (element.type === 'DateTime') answer = toZonedDateTimeAnswer(answer);
    if (answer === '' || (Array.isArray(answer) && answer.length === 0)) answer = undefined;
    if (answer !== undefined) answers[key] = answer;
  }
  return answers;
}
