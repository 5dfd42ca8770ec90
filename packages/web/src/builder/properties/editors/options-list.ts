import { LABEL_MAX_LENGTH, OPTION_SEPARATOR, parseOption } from '@formbuilder/core';

// The options of a choice question edited one by one, in the stored
// format core reads (docs/product.md §B3): each option a text, 'display##value' when the
// submitted value differs from the text shown. These return a new list.

/** Whether an option has a stored value of its own (written 'display##value'). */
export const hasStoredValue = (text: string): boolean => text.includes(OPTION_SEPARATOR);

/** The text shown, and the stored value when the option has one of its own ('' otherwise). */
export function optionParts(text: string): { display: string; storedValue: string } {
  const { display, value } = parseOption(text);
  return { display, storedValue: hasStoredValue(text) ? value : '' };
}

const cut = (text: string): string => text.slice(0, LABEL_MAX_LENGTH);

/**
 * A new text shown for an option; its own stored value, if any, stays. Typed
 * text that itself says 'display##value' is taken as written.
 */
export function withDisplay(text: string, display: string): string {
  const { storedValue } = optionParts(text);
  return cut(storedValue === '' || hasStoredValue(display) ? display : `${display}${OPTION_SEPARATOR}${storedValue}`);
}

/** A stored value for an option; an empty one means the text shown is stored. */
export function withStoredValue(text: string, storedValue: string): string {
  const { display } = optionParts(text);
  return cut(storedValue === '' ? display : `${display}${OPTION_SEPARATOR}${storedValue}`);
}

const replaceAt = (options: readonly string[], index: number, text: string): string[] =>
  options.map((item, at) => (at === index ? text : item));

export const setDisplay = (options: readonly string[], index: number, display: string): string[] =>
  replaceAt(options, index, withDisplay(options[index] ?? '', display));

export const setStoredValue = (options: readonly string[], index: number, value: string): string[] =>
  replaceAt(options, index, withStoredValue(options[index] ?? '', value));

/** Moves the item at `from` to `to` (both within the list): an option, or the editor's row key. */
export function moveOption<T>(items: readonly T[], from: number, to: number): T[] {
  const copy = [...items];
  const [moved] = copy.splice(from, 1);
  if (moved === undefined || to < 0 || to > copy.length) return [...items];
  copy.splice(to, 0, moved);
  return copy;
}

export const removeOption = <T>(items: readonly T[], index: number): T[] => items.filter((_item, at) => at !== index);

/** A new option after the others, named 'Option n' with the first n no option shows yet. */
export function addOption(options: readonly string[]): string[] {
  const shown = new Set(options.map((text) => optionParts(text).display));
  let n = options.length + 1;
  while (shown.has(`Option ${String(n)}`)) n += 1;
  return [...options, `Option ${String(n)}`];
}

/** The non-blank lines of pasted text; null for a single line (pasted as usual). */
export function pastedLines(pasted: string): string[] | null {
  const lines = pasted
    .split(/\r?\n|\r/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  return lines.length > 1 ? lines : null;
}

/**
 * Several lines pasted into option `index` at the selection: like a text
 * editor, the text before the selection joins the first line and the text
 * after it the last; each line between becomes an option of its own (a line
 * written 'display##value' keeps its value). Lines are cut to 2000 characters
 * (docs/product.md §B5).
 */
export function pasteOptions(
  options: readonly string[],
  index: number,
  lines: readonly string[],
  before: string,
  after: string,
): string[] {
  const texts = lines.map((line, at) => `${at === 0 ? before : ''}${line}${at === lines.length - 1 ? after : ''}`);
  const [first = '', ...rest] = texts;
  return [
    ...options.slice(0, index),
    withDisplay(options[index] ?? '', first),
    ...rest.map(cut),
    ...options.slice(index + 1),
  ];
}
