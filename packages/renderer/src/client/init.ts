import { ENGLISH, evaluateVisibility } from '@formbuilder/core/runtime';
import { setupAddressSearch } from './address-box';
import { readAnswers } from './answers';
import { announcer, elementIdOf } from './dom';
import { hasError, setError } from './errors';
import { clearSelection, fillUrlParams, filterPhone, followDropdownLink, localiseDateHints } from './inputs';
import { createLogic } from './logic';
import { readPageData } from './page-data';
import { createPager } from './pages';
import { createPartial, type PartialSaver } from './partial';
import { createProgress } from './progress';
import { answerStore, storageKey } from './storage';
import { handleSubmit } from './submit-flow';
import { xhrUploader, type Uploader } from './upload';
import { applyVisibility } from './visibility';
import { createValidator } from './validation';
import { keepAnswersOnSwitch, pageAfterSwitch } from './languages';
import { setPageWords } from './words';

/** What the page's script uses from the browser; tests pass their own. */
export interface ClientOptions {
  /** Missing: the form is posted natively (after validation). */
  readonly fetch?: typeof fetch | null;
  readonly navigate?: (url: string) => void;
  /** null: answers are not kept. */
  readonly storage?: Storage | null;
  readonly sleep?: (ms: number) => Promise<void>;
  /** The page address's query string, for URLParam. */
  readonly search?: string;
  /** Address search waits this long after the last keystroke (docs/product.md §B5). */
  readonly debounceMs?: number;
  /** The visitor's locale (navigator.language), for the date hints. */
  readonly locale?: string;
  /** Sends a beacon (navigator.sendBeacon): progress, and the answers when the page is left; null sends none. */
  readonly beacon?: ((url: string, body?: URLSearchParams) => void) | null;
  /** Sends a submission with files, telling progress; null: fetch sends it without. */
  readonly upload?: Uploader | null;
}

const ADDRESS_DEBOUNCE_MS = 250;

/** navigator.sendBeacon, where there is one. */
function beaconOf(view: Window | null): ((url: string, body?: URLSearchParams) => void) | null {
  const navigator = view?.navigator;
  return typeof navigator?.sendBeacon === 'function'
    ? (url, body) => (body === undefined ? navigator.sendBeacon(url) : navigator.sendBeacon(url, body))
    : null;
}

/** The page the server drew: the one shown when it shows one (a resumed response, a refused step), else the first. */
const drawnPage = (form: HTMLFormElement): number =>
  Number(form.querySelector('section.fb-page[data-page]:not([hidden])')?.getAttribute('data-page') ?? 1) || 1;

/**
 * The page to open on: the one the server drew when it is not the first, else the one a language
 * switch left the visitor on (client/languages.ts), else the first.
 */
function openingPage(form: HTMLFormElement, count: number, hash: string): number {
  const drawn = drawnPage(form);
  const switched = pageAfterSwitch(hash);
  return drawn === 1 && switched !== null && switched >= 1 && switched <= count ? switched : drawn;
}

function localStorageOf(view: Window | null): Storage | null {
  try {
    return view?.localStorage ?? null;
  } catch {
    // blocked (a sandboxed frame, cookies refused)
    return null;
  }
}

/**
 * Takes over a server-rendered public form (README, "Hooks for the vanilla
 * script"): the page already works without JavaScript; this adds pages,
 * live show/hide rules, inline messages, kept answers and fetch submission.
 * Without FormData it leaves the page as it is.
 */
export function initForm(form: HTMLFormElement, options: ClientOptions = {}): void {
  const view = form.ownerDocument.defaultView;
  if (typeof FormData !== 'function') return;
  const data = readPageData(form.ownerDocument);
  // The page's own words in the visitor's language (docs/product.md, "Languages").
  setPageWords(data?.words ?? ENGLISH);
  const fetcher =
    options.fetch === undefined ? (typeof view?.fetch === 'function' ? view.fetch.bind(view) : null) : options.fetch;
  form.classList.remove('fb-no-js');
  // The script validates, page by page; native validation would also stop on hidden pages.
  form.noValidate = true;
  // Without the script, Previous and Next may post to the server (renderer's page-nav.tsx); here they move pages.
  for (const button of form.querySelectorAll<HTMLButtonElement>('button[data-action]')) button.type = 'button';

  const region = announcer(form);
  const validator = createValidator(form, data);
  const beacon = options.beacon === undefined ? beaconOf(view) : options.beacon;
  const progress = createProgress(form, data, beacon);
  // docs/product.md, "Partial responses": made once the first page is shown, which it does not save.
  let partial: PartialSaver | null = null;
  const search = options.search ?? view?.location.search ?? '';
  // A form with logic (docs/product.md, "Logic"): its path, steps and recalled texts (logic.ts).
  const logic = createLogic(form, data, search);
  // Where Next and Previous lead is worked out from the answers on the page as they are now.
  const sync = (): void => {
    if (logic !== null && data !== null) logic.read(readAnswers(form, data.elements));
  };
  const route =
    logic?.jumps === true
      ? {
          next: (page: number) => {
            sync();
            return logic.next(page);
          },
          previous: (page: number) => {
            sync();
            return logic.previous(page);
          },
          path: () => {
            sync();
            return logic.path();
          },
        }
      : null;
  const pager = createPager(
    form,
    validator,
    (text) => {
      region.textContent = text;
    },
    (page) => {
      progress.reached(page);
      logic?.draw(page);
      partial?.shown();
    },
    route,
  );
  const storage = options.storage === undefined ? localStorageOf(view) : options.storage;
  const store = answerStore(
    form,
    storage,
    data === null || data.formId === null ? null : storageKey(data.formId, data.version),
  );
  const touched = new Set<number>();

  const refresh = (all = false): void => {
    if (data === null) return;
    const answers = readAnswers(form, data.elements);
    // With logic, its context holds what the rules hide: worked out once per change.
    const hidden = logic === null ? evaluateVisibility(data.elements, data.rules, answers) : logic.read(answers);
    for (const id of applyVisibility(form, hidden, all)) setError(form, id, null);
    logic?.draw(pager.current());
  };

  fillUrlParams(form, search);
  localiseDateHints(form, options.locale ?? view?.navigator.language ?? 'en');
  store.restore();
  keepAnswersOnSwitch(form, store, view?.location.href, () => pager.current());
  refresh(true);
  pager.show(openingPage(form, pager.count, view?.location.hash ?? ''), false);
  partial = createPartial(form, data, { fetch: fetcher, beacon, current: () => pager.current() });
  // A page the server sent back with messages opens where the first one is.
  const shown = elementIdOf(form.querySelector('.fb-error'));
  if (shown !== null) pager.reveal(shown);
  if (fetcher !== null)
    setupAddressSearch(form, { fetch: fetcher, debounceMs: options.debounceMs ?? ADDRESS_DEBOUNCE_MS });

  form.addEventListener('input', (event) => {
    filterPhone(event.target);
    const id = elementIdOf(event.target);
    if (id !== null) {
      touched.add(id);
      progress.answered();
    }
    partial?.changed();
    refresh();
    // A message goes as soon as the answer is fixed.
    if (id !== null && hasError(form, id)) validator.check([id]);
    store.save();
  });
  form.addEventListener('change', (event) => {
    const id = elementIdOf(event.target);
    if (data !== null && id !== null)
      followDropdownLink(
        form,
        data.elements.find((element) => element.id === id),
        event.target,
      );
    refresh();
    partial?.changed();
    if (id !== null) {
      touched.add(id);
      progress.answered();
      validator.check([id]);
    }
    store.save();
  });
  form.addEventListener('focusout', (event) => {
    const id = elementIdOf(event.target);
    // Checked on leaving a question that was answered, not between its own parts.
    if (id === null || !touched.has(id) || elementIdOf(event.relatedTarget) === id) return;
    validator.check([id]);
  });
  form.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target.closest('button[data-action]') : null;
    const action = target?.getAttribute('data-action');
    if (action === 'next') pager.next();
    else if (action === 'previous') pager.previous();
    else if (action === 'clear-selection') {
      const id = elementIdOf(target ?? null);
      if (clearSelection(form, target ?? null) === null || id === null) return;
      touched.add(id);
      refresh();
      // docs/product.md §B4, "clear selection unchecks all and marks the required check invalid"
      validator.check([id]);
      store.save();
    }
  });
  handleSubmit(form, {
    validator,
    pager,
    store,
    partial,
    fetch: fetcher,
    upload:
      options.upload === undefined
        ? view !== null && typeof view.XMLHttpRequest === 'function' && fetcher !== null
          ? xhrUploader(view)
          : null
        : options.upload,
    preview: data?.preview === true,
    navigate: options.navigate ?? ((url) => view?.location.assign(url)),
    sleep: options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    announce: (text) => {
      region.textContent = text;
    },
  });
}
