// Reading answers of unknown shape: the server validates what visitors send,
// so nothing here trusts the type of an answer.

/** No answer at all: undefined, null, blank text, an empty list or object. */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every(isBlank);
  if (typeof value === 'object') return Object.values(value).every(isBlank);
  return false;
}

/** Something was sent (even whitespace), so its shape should be checked. */
export function isPresent(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

/** A scalar answer as text; null for lists and objects. */
export function answerText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return String(value);
  return null;
}

/** A list answer (checkbox) as texts; a single scalar counts as a list of one. */
export function answerList(value: unknown): string[] | null {
  if (Array.isArray(value)) {
    const texts = value.map(answerText);
    return texts.every((text): text is string => text !== null) ? texts : null;
  }
  const text = answerText(value);
  return text === null ? null : [text];
}

/** A number from a number or numeric text; null otherwise. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = Number(value.trim());
  return Number.isFinite(parsed) ? parsed : null;
}

/** A plain object (an answer's parts, a parsed JSON object): not null, not a list. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Any answer as readable text: lists and object parts joined, blanks skipped. */
export function flattenText(value: unknown, separator = ', '): string {
  const text = answerText(value);
  if (text !== null) return text.trim();
  if (Array.isArray(value)) {
    return value
      .map((item) => flattenText(item, separator))
      .filter((part) => part !== '')
      .join(', ');
  }
  if (isRecord(value)) {
    return Object.values(value)
      .map((item) => flattenText(item, separator))
      .filter((part) => part !== '')
      .join(separator);
  }
  return '';
}

/**
 * The length of the longest text anywhere in an answer (lists and object parts
 * included), so one cap covers every shape of answer. Walked without recursion:
 * an answer is sent by a visitor and may nest as deep as they like.
 */
export function longestText(value: unknown): number {
  let longest = 0;
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') longest = Math.max(longest, item.length);
    else if (Array.isArray(item)) for (const part of item as unknown[]) pending.push(part);
    else if (isRecord(item)) for (const part of Object.values(item)) pending.push(part);
  }
  return longest;
}
