// docs/product.md §B3, "An option text may be written 'display##value': the part
// before ## is displayed and the part after is submitted; otherwise one text
// serves as both." The same applies to dataset items (docs/product.md §B7).
export const OPTION_SEPARATOR = '##';

export interface ParsedOption {
  display: string;
  value: string;
}

/** Splits at the first '##'; a text without one is both display and value. */
export function parseOption(text: string): ParsedOption {
  const at = text.indexOf(OPTION_SEPARATOR);
  if (at === -1) return { display: text, value: text };
  return { display: text.slice(0, at), value: text.slice(at + OPTION_SEPARATOR.length) };
}

export function parseOptions(texts: readonly string[] | undefined): ParsedOption[] {
  return (texts ?? []).map(parseOption);
}

/** The display text of a submitted value, or the value itself when no option has it. */
export function optionDisplay(options: readonly ParsedOption[], value: string): string {
  return options.find((option) => option.value === value)?.display ?? value;
}

/** The option text of an item: 'display##value', or the one text when both are the same (docs/product.md §B3). */
export function formatOption({ display, value }: ParsedOption): string {
  return display === value ? value : `${display}${OPTION_SEPARATOR}${value}`;
}
