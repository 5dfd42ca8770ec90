import { formPropsSchema, logicOf, pageWords, type Element, type Rule } from '@formbuilder/core';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { vi } from 'vitest';
import { FormView } from '../form-view';
import type { PartialView } from '../types';
import { initForm, type ClientOptions } from './init';
import { PAGE_DATA_ID } from './page-data';

// Test helpers for the client script (jsdom only): the page as the server
// draws it (FormView in renderer mode, the hidden fields, #fb-form-data),
// then the script started on it.

export const IDEMPOTENCY_KEY = '0b7a3c1e-5f7d-4c2a-9d1e-7f3b2a1c0d9e';

export interface PageSetup {
  readonly elements: readonly Element[];
  readonly rules?: readonly Partial<Rule>[];
  readonly autoPageBreak?: Record<string, unknown>;
  /** null: a template's preview. */
  readonly formId?: number | null;
  readonly version?: number;
  /** Rendered on the form as data-address-search-url. */
  readonly addressSearchUrl?: string;
  /** Leave out the #fb-form-data script. */
  readonly withoutData?: boolean;
  /** The form's logic (docs/product.md, "Logic"), as stored. */
  readonly logic?: unknown;
  /** The page address's query the server drew into `_params`. */
  readonly query?: string;
  /** Answers the server drew the page with. */
  readonly answers?: Record<string, unknown>;
  /** The form's props.partial (docs/product.md, "Partial responses"). */
  readonly partial?: Record<string, unknown>;
  /** What the server passes of the visitor's partial response, and its `_partial` token. */
  readonly partialView?: PartialView;
  readonly partialToken?: string;
  /** The page the server drew (a resumed response). */
  readonly currentPage?: number;
  /** The visitor's language (docs/product.md, "Languages"): the page drawn in its words, its catalogue in the data. */
  readonly lang?: string;
}

/** Draws the page into document.body and answers its form, not yet taken over. */
export function drawPage(setup: PageSetup): HTMLFormElement {
  const props = formPropsSchema.parse({
    elements: setup.elements,
    rules: setup.rules ?? [],
    autoPageBreak: setup.autoPageBreak,
    ...(setup.logic === undefined ? {} : { logic: setup.logic }),
    ...(setup.partial === undefined ? {} : { partial: setup.partial }),
  });
  const html = renderToString(
    createElement(FormView, {
      form: { title: 'Survey', props },
      mode: 'renderer',
      action: '/form/view/abc',
      hiddenFields: {
        _idempotency: IDEMPOTENCY_KEY,
        _started: '1700000000000',
        _hp: '',
        ...(setup.partial === undefined ? {} : { _partial: setup.partialToken ?? '' }),
      },
      ...(setup.query === undefined ? {} : { query: setup.query }),
      ...(setup.partialView === undefined ? {} : { partial: setup.partialView }),
      ...(setup.currentPage === undefined ? {} : { currentPage: setup.currentPage }),
      ...(setup.answers === undefined ? {} : { answers: setup.answers }),
      ...(setup.lang === undefined ? {} : { words: pageWords(setup.lang) }),
    }),
  );
  const data = {
    formId: setup.formId === undefined ? 7 : setup.formId,
    version: setup.version ?? 2,
    elements: props.elements,
    rules: props.rules,
    // As the server's visitor-data.ts writes it: a form with logic only.
    ...(logicOf(props) === null ? {} : { logic: props.logic, autoPageBreak: props.autoPageBreak }),
    ...(setup.lang === undefined ? {} : { words: { lang: setup.lang, catalogue: pageWords(setup.lang).catalogue } }),
  };
  const script = setup.withoutData
    ? ''
    : `<script type="application/json" id="${PAGE_DATA_ID}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
  document.body.innerHTML = `<main class="fb-main">${html}</main>${script}`;
  const form = document.querySelector('form');
  if (form === null) throw new Error('no form');
  if (setup.addressSearchUrl !== undefined) form.setAttribute('data-address-search-url', setup.addressSearchUrl);
  return form;
}

export interface Mounted {
  readonly form: HTMLFormElement;
  readonly fetch: ReturnType<typeof vi.fn<typeof fetch>>;
  readonly navigate: ReturnType<typeof vi.fn<(url: string) => void>>;
  readonly sleep: ReturnType<typeof vi.fn<(ms: number) => Promise<void>>>;
}

/** Draws the page and starts the script with a mock fetch, navigate and an instant sleep. */
export function mountPage(setup: PageSetup, options: ClientOptions = {}): Mounted {
  const form = drawPage(setup);
  const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.reject(new TypeError('no fetch in this test')));
  const navigate = vi.fn<(url: string) => void>();
  const sleep = vi.fn<(ms: number) => Promise<void>>(() => Promise.resolve());
  initForm(form, { fetch, navigate, sleep, storage: null, search: '', debounceMs: 250, upload: null, ...options });
  return { form, fetch, navigate, sleep };
}

/** The address a fetch call asked for. */
export const requestUrl = (input: RequestInfo | URL | undefined): string =>
  input === undefined ? '' : typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/** A JSON Response as fetch returns it. */
export const jsonResponse = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function query<T extends globalThis.Element = HTMLElement>(root: ParentNode, selector: string): T {
  const found = root.querySelector<T>(selector);
  if (found === null) throw new Error(`Nothing matches ${selector}`);
  return found;
}

/** Types `value` into a text control as a person would: the value, then an input event. */
export function typeInto(control: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  control.focus();
  control.value = value;
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Commits a text control's value: change, then leaving it. */
export function commit(control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement): void {
  control.dispatchEvent(new Event('change', { bubbles: true }));
  control.blur();
}

export const errorText = (id: number): string | null =>
  document.getElementById(`q_${String(id)}-error`)?.textContent ?? null;

/** Visible page numbers. */
export const shownPages = (form: HTMLFormElement): number[] =>
  [...form.querySelectorAll<HTMLElement>('section.fb-page')]
    .filter((page) => !page.hidden)
    .map((page) => Number(page.dataset.page));

/** Lets pending promise callbacks run. */
export const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
