// How an answer is kept in entries.value: text as it is, anything else (choices,
// composite answers, file descriptions) as JSON. Choice answers are their values,
// never option indices (docs/architecture.md, "Storage").

export function encodeEntryValue(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The answer back from entries.value; text that merely looks like JSON stays text. */
export function decodeEntryValue(value: string | null): unknown {
  if (value === null) return undefined;
  if (/^[[{]/.test(value)) {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }
  return value;
}
