import {
  isRecord,
  type Element,
  type FormLogic,
  type PageWords,
  type Rule,
  type splitPages,
} from '@formbuilder/core/runtime';
import { wordsOfData } from './words';

/** What the server renders in <script type="application/json" id="fb-form-data">. */
export interface PageData {
  /** Null when absent: answers are then not kept in localStorage. */
  readonly formId: number | null;
  /**
   * A template's preview (the server writes formId: null): the page shows and checks
   * everything, but its Submit sends nothing and says so (PREVIEW_MESSAGE).
   */
  readonly preview: boolean;
  readonly version: number;
  /** The published version's elements and rules (docs/product.md §B3), for rules and validation. */
  readonly elements: readonly Element[];
  readonly rules: readonly Rule[];
  /** A form with logic only (docs/product.md, "Logic"): what the path and the recalled values are worked out from. */
  readonly logic?: FormLogic;
  readonly autoPageBreak?: Parameters<typeof splitPages>[1];
  /** The page's own words in the visitor's language (docs/product.md, "Languages"); English without a catalogue. */
  readonly words: PageWords;
}

export const PAGE_DATA_ID = 'fb-form-data';

const isElement = (value: unknown): value is Element =>
  isRecord(value) && typeof value.id === 'number' && typeof value.type === 'string';

// A rule is only read through evaluateVisibility, which skips incomplete ones.
const isRule = (value: unknown): value is Rule => isRecord(value) && isRecord(value.if) && isRecord(value.then);

// The server checked the logic when it was saved; a page whose logic is not even this shape runs without it.
const isLogic = (value: unknown): value is FormLogic =>
  isRecord(value) &&
  Array.isArray(value.jumps) &&
  Array.isArray(value.variables) &&
  Array.isArray(value.updates) &&
  Array.isArray(value.endings) &&
  isRecord(value.scores);

/**
 * The form's elements and rules, or null when the element is missing or not
 * the expected shape: the page then still gets pages, inputs and fetch
 * submission, and the server's answer carries any messages.
 */
export function readPageData(doc: Document): PageData | null {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent;
  if (text === undefined || text === null || text.trim() === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value) || !Array.isArray(value.elements)) return null;
  const rules: unknown[] = Array.isArray(value.rules) ? value.rules : [];
  return {
    formId: typeof value.formId === 'number' ? value.formId : null,
    preview: value.formId === null,
    version: typeof value.version === 'number' ? value.version : 0,
    elements: value.elements.filter(isElement),
    rules: rules.filter(isRule),
    words: wordsOfData(value.words),
    ...(isLogic(value.logic) ? { logic: value.logic } : {}),
    ...(isRecord(value.autoPageBreak) ? { autoPageBreak: value.autoPageBreak } : {}),
  };
}
