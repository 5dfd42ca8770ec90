import { searchAddresses, type Suggestion } from './address-service';

// Address and LocationAddress search (docs/product.md §B5 and §B9: search above 3
// typed characters, at most 5 suggestions, 'Aucune adresse trouvée' when
// none; §B8: failures silently ignored). The renderer draws
// input[role=combobox][data-address-search] with its settings in data
// attributes, an empty ul[role=listbox] named by aria-controls and a
// p.fb-address-status[role=status] (README, "Address"). This fills the list
// and follows the ARIA combobox pattern: arrows move, Enter picks, Escape closes.

export interface AddressOptions {
  readonly fetch: typeof fetch;
  /** Wait after the last keystroke before searching. */
  readonly debounceMs: number;
}

// The renderer's data-min-length, data-limit and data-no-result say the same (docs/product.md §B9).
const MIN_LENGTH = 4;
const LIMIT = 5;
const NO_RESULT = 'Aucune adresse trouvée';

function numberAttribute(node: Element, name: string, fallback: number): number {
  const value = Number(node.getAttribute(name));
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** Wires every address input of the form, unless the page names no search service. */
export function setupAddressSearch(form: HTMLFormElement, options: AddressOptions): void {
  const base = form.getAttribute('data-address-search-url') ?? '';
  if (base === '') return;
  for (const input of form.querySelectorAll<HTMLInputElement>('input[data-address-search]'))
    attach(input, base, options);
}

function attach(input: HTMLInputElement, base: string, { fetch, debounceMs }: AddressOptions): void {
  const list = input.ownerDocument.getElementById(input.getAttribute('aria-controls') ?? '');
  if (list === null) return;
  const status = input.closest('.fb-address-box')?.querySelector('.fb-address-status') ?? null;
  const element = input.closest('.fb-element');
  const located = input.getAttribute('data-address-search') === 'location';
  const lat = located ? element?.querySelector<HTMLInputElement>('input[data-location="lat"]') : null;
  const lon = located ? element?.querySelector<HTMLInputElement>('input[data-location="lon"]') : null;
  const minLength = numberAttribute(input, 'data-min-length', MIN_LENGTH);
  const limit = numberAttribute(input, 'data-limit', LIMIT);
  const noResult = input.getAttribute('data-no-result') ?? NO_RESULT;

  let suggestions: Suggestion[] = [];
  let active = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: AbortController | null = null;

  const say = (text: string): void => {
    if (status !== null && status.textContent !== text) status.textContent = text;
  };
  const optionNodes = (): HTMLElement[] => [...list.querySelectorAll<HTMLElement>('[role="option"]')];
  const cancel = (): void => {
    clearTimeout(timer);
    pending?.abort();
    pending = null;
  };
  const close = (): void => {
    suggestions = [];
    active = -1;
    list.replaceChildren();
    list.hidden = true;
    input.setAttribute('aria-expanded', 'false');
    input.removeAttribute('aria-activedescendant');
  };
  const highlight = (index: number): void => {
    active = index;
    optionNodes().forEach((node, each) => node.setAttribute('aria-selected', String(each === index)));
    const node = optionNodes()[index];
    if (node === undefined) input.removeAttribute('aria-activedescendant');
    else input.setAttribute('aria-activedescendant', node.id);
  };
  const choose = (index: number): void => {
    const chosen = suggestions[index];
    if (chosen === undefined) return;
    input.value = chosen.label;
    // GeoJSON coordinates are [longitude, latitude]
    if (lat) lat.value = chosen.coordinates === null ? '' : String(chosen.coordinates[1]);
    if (lon) lon.value = chosen.coordinates === null ? '' : String(chosen.coordinates[0]);
    close();
    say('');
    // The form keeps, checks and applies rules on change.
    input.dispatchEvent(new Event('change', { bubbles: true }));
  };
  const open = (found: Suggestion[]): void => {
    suggestions = found;
    list.replaceChildren(
      ...found.map((suggestion, index) => {
        const option = input.ownerDocument.createElement('li');
        option.id = `${list.id}-${String(index)}`;
        option.setAttribute('role', 'option');
        option.setAttribute('aria-selected', 'false');
        option.textContent = suggestion.label;
        // Keep focus in the input, so a click is not a blur that closes the list first.
        option.addEventListener('mousedown', (event) => event.preventDefault());
        option.addEventListener('click', () => choose(index));
        return option;
      }),
    );
    list.hidden = false;
    input.setAttribute('aria-expanded', 'true');
    highlight(-1);
  };
  const search = async (text: string): Promise<void> => {
    const mine = new AbortController();
    pending = mine;
    try {
      const { priorityLat, priorityLon, inseeFilter } = input.dataset;
      const query = { text, limit, lat: priorityLat, lon: priorityLon, citycode: inseeFilter };
      const found = await searchAddresses(fetch, base, query, mine.signal);
      if (pending !== mine) return;
      say(found.length === 0 ? noResult : '');
      if (found.length === 0) close();
      else open(found);
    } catch {
      // docs/product.md §B8, "Address search failure: silently ignored"
      if (pending === mine) close();
    } finally {
      if (pending === mine) pending = null;
    }
  };

  input.addEventListener('input', () => {
    // A new text forgets the location of the suggestion chosen before.
    if (lat) lat.value = '';
    if (lon) lon.value = '';
    cancel();
    const text = input.value.trim();
    if (text.length < minLength) {
      close();
      say('');
      return;
    }
    timer = setTimeout(() => void search(text), debounceMs);
  });
  input.addEventListener('keydown', (event) => {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      highlight(active < 0 && step < 0 ? count - 1 : (active + step + count) % count);
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape' && !list.hidden) {
      event.preventDefault();
      close();
    }
  });
  input.addEventListener('blur', () => {
    cancel();
    close();
  });
}
