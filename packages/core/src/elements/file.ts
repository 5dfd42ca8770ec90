import type { Element } from '../schemas/element';
import { answerText, isBlank, isRecord } from './answers';
import { defineInput } from './define';
import { answerMessages } from './messages';

// spec: builder §3 table, File (1): submits a file and a filename. An answer
// is the stored name, an object describing the upload, or a list of those.
const NAME_KEYS = ['fileName', 'filename', 'name', 'uploadName'] as const;

function fileName(item: unknown): string | null {
  const text = answerText(item);
  if (text !== null) return text;
  if (!isRecord(item)) return null;
  for (const key of NAME_KEYS) {
    const value = item[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return null;
}

function fileItems(answer: unknown): unknown[] {
  return Array.isArray(answer) ? answer : [answer];
}

function validateFile(_element: Element, answer: unknown): string | null {
  if (isBlank(answer)) return null;
  return fileItems(answer).every((item) => fileName(item) !== null) ? null : answerMessages.invalid;
}

export const fileElement = defineInput({
  type: 'File',
  displayName: 'File Upload',
  weight: 1,
  chartType: 'lastFive',
  validate: validateFile,
  format: (_element, answer) =>
    fileItems(answer)
      .map(fileName)
      .filter((name): name is string => name !== null && name.trim() !== '')
      .join(', '),
});
