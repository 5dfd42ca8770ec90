import type { Element } from '../schemas/element';
import { answerText, flattenText, isBlank, isRecord } from './answers';
import { defineInput } from './define';
import { UNWEIGHTED } from './definition';
import { partName, trimmedValue, type AnswerReader } from './fields';
import { ENGLISH, type PageWords } from '../i18n/words';
import { answerMessagesIn } from './messages';

// docs/product.md §B3 table, Name: no extra fields. Its answer is a text or an
// object of name parts, shown in the usual reading order.
const PART_ORDER = ['prefix', 'firstName', 'middleName', 'lastName', 'suffix'];

/** The parts the renderer draws, each its own field q_{id}.{part}. */
export type NameFieldPart = 'firstName' | 'lastName';

/** Name fields: q_{id}.firstName and q_{id}.lastName. */
export function nameFieldNames(element: Element): Readonly<Record<NameFieldPart, string>> {
  return { firstName: partName(element.id, 'firstName'), lastName: partName(element.id, 'lastName') };
}

/** { firstName, lastName }, the object core validates and formats. */
function readName(element: Element, reader: AnswerReader): Record<NameFieldPart, string> {
  const names = nameFieldNames(element);
  return { firstName: trimmedValue(reader, names.firstName), lastName: trimmedValue(reader, names.lastName) };
}

function validateName(_element: Element, answer: unknown, words: PageWords = ENGLISH): string | null {
  if (isBlank(answer)) return null;
  if (answerText(answer) !== null) return null;
  const ok = isRecord(answer) && Object.values(answer).every((part) => isBlank(part) || answerText(part) !== null);
  return ok ? null : answerMessagesIn(words).invalid;
}

function formatName(_element: Element, answer: unknown): string {
  if (!isRecord(answer)) return flattenText(answer, ' ');
  const keys = [
    ...PART_ORDER.filter((key) => key in answer),
    ...Object.keys(answer).filter((key) => !PART_ORDER.includes(key)),
  ];
  return keys
    .map((key) => flattenText(answer[key], ' '))
    .filter((part) => part !== '')
    .join(' ');
}

export const nameElement = defineInput({
  type: 'Name',
  displayName: 'Name',
  weight: UNWEIGHTED,
  chartType: 'lastFive',
  validate: validateName,
  format: formatName,
  readAnswer: readName,
});
