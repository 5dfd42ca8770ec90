// docs/product.md §B2 and §B4, the last edited form is remembered locally.
export const LAST_EDITED_FORM_KEY = 'lastEditedForm';

export function readLastEditedForm(): string | null {
  try {
    const value = window.localStorage.getItem(LAST_EDITED_FORM_KEY);
    return value !== null && /^\d+$/.test(value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberLastEditedForm(formId: number | string): void {
  try {
    window.localStorage.setItem(LAST_EDITED_FORM_KEY, String(formId));
  } catch {
    // Blocked storage: /editor then asks the server instead.
  }
}

/** docs/product.md §B6 and §B8, a 403 clears the remembered form. */
export function forgetLastEditedForm(): void {
  try {
    window.localStorage.removeItem(LAST_EDITED_FORM_KEY);
  } catch {
    // Nothing to forget.
  }
}
