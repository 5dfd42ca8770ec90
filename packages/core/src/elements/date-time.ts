import { toZonedDateTimeAnswer } from '../date-time-zone';
import type { Element } from '../schemas/element';
import { answerText, isBlank, isRecord } from './answers';
import { isParseableDate, validateDate } from './date';
import { defineInput } from './define';
import { fieldName, partName, type AnswerReader } from './fields';
import { ENGLISH, type PageWords } from '../i18n/words';
import { answerMessagesIn } from './messages';

// docs/product.md §B3 table, DateTime (1): dtStart and dtEnd flags. Answers are
// turned into ISO time in the Europe/Paris zone (DATE_TIME_ZONE) as they are
// read from the submitted fields (docs/product.md §B5).

export type DateTimePart = 'start' | 'end';

/**
 * The inputs the flags name: dtStart a start, dtEnd an end, both a range. With
 * neither (every form made before the flags were honoured) there is one input and the answer
 * stays a single date-time text; with a flag it is { start?, end? }.
 */
export function dateTimeParts(element: Element): DateTimePart[] {
  return [
    ...(element.dtStart === true ? (['start'] as const) : []),
    ...(element.dtEnd === true ? (['end'] as const) : []),
  ];
}

/**
 * DateTime fields: q_{id} for the single input (neither flag), else q_{id}.start
 * and q_{id}.end, of which the inputs the flags ask for are drawn.
 */
export function dateTimeFieldNames(element: Element): Readonly<Record<DateTimePart, string>> {
  return { start: partName(element.id, 'start'), end: partName(element.id, 'end') };
}

/**
 * { start?, end? } from the flagged inputs, or the text of q_{id} (a page drawn
 * before the flags were set still sends it), each in Paris time (docs/product.md §B5).
 */
function readDateTime(element: Element, reader: AnswerReader): unknown {
  const names = dateTimeFieldNames(element);
  const parts: Partial<Record<DateTimePart, string>> = {};
  for (const part of dateTimeParts(element)) {
    const text = reader.value(names[part])?.trim();
    if (text !== undefined && text !== '') parts[part] = text;
  }
  if (Object.keys(parts).length > 0) return toZonedDateTimeAnswer(parts);
  const single = reader.value(fieldName(element.id))?.trim();
  return single === undefined || single === '' ? undefined : toZonedDateTimeAnswer(single);
}

/** The parts an answer holds, keyed as core stores them; null for a single text or another shape. */
function answerParts(answer: unknown): Partial<Record<DateTimePart, string>> | null {
  if (!isRecord(answer)) return null;
  const parts: Partial<Record<DateTimePart, string>> = {};
  for (const [key, part] of Object.entries(answer)) {
    if (isBlank(part)) continue;
    if ((key !== 'start' && key !== 'end') || typeof part !== 'string') return null;
    parts[key] = part;
  }
  return parts;
}

/** Each part parses (as before), only start and end are taken, and a range ends no earlier than it starts. */
export function validateDateTime(element: Element, answer: unknown, words: PageWords = ENGLISH): string | null {
  if (isBlank(answer) || answerText(answer) !== null) return validateDate(element, answer, words);
  const parts = answerParts(answer);
  if (parts === null) return answerMessagesIn(words).date;
  const { start, end } = parts;
  if ((start !== undefined && !isParseableDate(start)) || (end !== undefined && !isParseableDate(end)))
    return answerMessagesIn(words).date;
  return start !== undefined && end !== undefined && Date.parse(end) < Date.parse(start)
    ? answerMessagesIn(words).dateRange
    : null;
}

/** A range counts as filled only when every input the flags ask for is (a required range needs both ends). */
export function isDateTimeFilled(element: Element, answer: unknown): boolean {
  if (isBlank(answer)) return false;
  const parts = answerParts(answer);
  if (parts === null) return answerText(answer) !== null;
  const wanted = dateTimeParts(element);
  return (
    (wanted.length === 0 ? (['start', 'end'] as const) : wanted).some((part) => parts[part] !== undefined) &&
    wanted.every((part) => parts[part] !== undefined)
  );
}

/** What stands between the two ends of a range in an answer's text. */
export const DATE_RANGE_SEPARATOR = ' – ';

/** 'start – end' for lists and CSV; a single part or text as it is. */
export function formatDateTime(_element: Element, answer: unknown): string {
  const parts = answerParts(answer);
  if (parts === null) return (answerText(answer) ?? '').trim();
  return [parts.start, parts.end].filter((part) => part !== undefined).join(DATE_RANGE_SEPARATOR);
}

export const dateTimeElement = defineInput({
  type: 'DateTime',
  displayName: 'Date Time',
  weight: 1,
  chartType: 'lastFive',
  validate: validateDateTime,
  isFilled: isDateTimeFilled,
  format: formatDateTime,
  readAnswer: readDateTime,
});
