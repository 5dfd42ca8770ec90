// Answers kept in localStorage while the visitor fills the form, so
// a reload or a lost connection loses nothing. One entry per published
// version, as another version may have other questions. Files are never kept
// (a browser cannot refill a file input), nor the per-view hidden fields
// (_idempotency, _started, the _hp honeypot) or URL parameters, which come
// from the address each time. Storage that is full or blocked is ignored.

type Fields = Record<string, string[]>;

export interface AnswerStore {
  save(): void;
  restore(): void;
  clear(): void;
}

export const storageKey = (formId: number, version: number): string =>
  `fb:answers:${String(formId)}:${String(version)}`;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function keptControls(form: HTMLFormElement): Control[] {
  return [...form.elements].filter((control): control is Control => {
    if (!(
      control instanceof HTMLInputElement ||
      control instanceof HTMLSelectElement ||
      control instanceof HTMLTextAreaElement
    )) {
      return false;
    }
    if (control.name === '' || control.name.startsWith('_') || control.disabled) return false;
    if (!(control instanceof HTMLInputElement)) return true;
    if (control.hasAttribute('data-url-param')) return false;
    // LocationAddress keeps its hidden lat/lon; other hidden inputs are per view.
    if (control.type === 'hidden') return control.hasAttribute('data-location');
    return !['file', 'submit', 'button', 'reset', 'image'].includes(control.type);
  });
}

const isChoice = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

function read(storage: Storage, key: string): Fields | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    const fields: Fields = {};
    for (const [name, values] of Object.entries(parsed)) {
      if (Array.isArray(values)) fields[name] = values.filter((value): value is string => typeof value === 'string');
    }
    return fields;
  } catch {
    return null;
  }
}

export function answerStore(form: HTMLFormElement, storage: Storage | null, key: string | null): AnswerStore {
  if (storage === null || key === null)
    return { save: () => undefined, restore: () => undefined, clear: () => undefined };
  return {
    save() {
      const fields: Fields = {};
      for (const control of keptControls(form)) {
        const values = (fields[control.name] ??= []);
        if (!isChoice(control)) values.push(control.value);
        else if (control.checked) values.push(control.value);
      }
      try {
        storage.setItem(key, JSON.stringify(fields));
      } catch {
        // full or blocked: the answers are still in the page
      }
    },
    restore() {
      const fields = read(storage, key);
      if (fields === null) return;
      const seen: Record<string, number> = {};
      for (const control of keptControls(form)) {
        const values = fields[control.name];
        if (values === undefined) continue;
        if (isChoice(control)) {
          control.checked = values.includes(control.value);
        } else {
          // Same-named text controls take their values in order.
          const index = seen[control.name] ?? 0;
          seen[control.name] = index + 1;
          const value = values[index];
          if (value !== undefined) control.value = value;
        }
      }
    },
    clear() {
      try {
        storage.removeItem(key);
      } catch {
        // blocked: nothing was kept
      }
    },
  };
}
