// docs/product.md §B2, /editor/new/builder opens the template picker. A link that
// has already made that choice ('CREATE FROM SCRATCH') says so in its state.

/** Location state of a link to /editor/new/builder that must not open the picker. */
export const FROM_SCRATCH = { templatePicker: false } as const;

/** False when the arriving location's state asks for no picker. */
export function wantsTemplatePicker(state: unknown): boolean {
  return !(typeof state === 'object' && state !== null && 'templatePicker' in state && state.templatePicker === false);
}
