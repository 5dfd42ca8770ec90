import type { Element } from '../schemas/element';
import { answerText, flattenText, isBlank, isRecord } from './answers';
import { defineInput } from './define';
import { UNWEIGHTED } from './definition';
import { answerMessages } from './messages';

// spec: builder §3 table, Name: no extra fields. Its answer is a text or an
// object of name parts, shown in the usual reading order.
const PART_ORDER = ['prefix', 'firstName', 'middleName', 'lastName', 'suffix'];

function validateName(_element: Element, answer: unknown): string | null {
  if (isBlank(answer)) return null;
  if (answerText(answer) !== null) return null;
  const ok = isRecord(answer) && Object.values(answer).every((part) => isBlank(part) || answerText(part) !== null);
  return ok ? null : answerMessages.invalid;
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
});
