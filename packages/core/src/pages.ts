import { getElementBehaviour } from './elements/behaviours';
import {
  NEXT_BUTTON_TEXT_DEFAULT,
  PREVIOUS_BUTTON_TEXT_DEFAULT,
  SUBMIT_BUTTON_TEXT_DEFAULT,
  type PageBreakStyle,
} from './elements/page-break';
import { AUTO_PAGE_BREAK_ELEMENTS_PER_PAGE_DEFAULT, PAGE_BREAK_BUTTON_TEXT_MAX_LENGTH } from './limits';
import type { Element } from './schemas/element';
import type { AutoPageBreak } from './schemas/form';

// Splitting a form into pages (docs/product.md §B2 multi-page forms, §B3
// autoPageBreak, §B4 auto page break and page break style).

export interface FormPage {
  /** 1-based. */
  pageNumber: number;
  /** How many pages the form has (docs/product.md §B3, PageBreak maxPages). */
  maxPages: number;
  /** The page's elements, without PageBreak and Button elements. */
  elements: Element[];
  /** start (Next only), between (Previous and Next), end (Previous and Submit); null for a one-page form. */
  style: PageBreakStyle | null;
  nextButtonText: string | null;
  previousButtonText: string | null;
  submitButtonText: string | null;
  /** docs/product.md §B4, empty pages are flagged. */
  isEmpty: boolean;
}

interface Segment {
  elements: Element[];
  closing: Element | undefined;
}

/** docs/product.md §B4, the style derives from the page's position. */
export function pageBreakStyle(index: number, count: number): PageBreakStyle | null {
  if (count <= 1) return null;
  if (index === 0) return 'start';
  return index === count - 1 ? 'end' : 'between';
}

// docs/product.md §B5, page break button texts 32 characters maximum
const cap = (text: string): string => text.slice(0, PAGE_BREAK_BUTTON_TEXT_MAX_LENGTH);
const text = (value: unknown, fallback: string): string =>
  cap(typeof value === 'string' && value !== '' ? value : fallback);

const isInput = (element: Element): boolean => getElementBehaviour(element.type)?.isInput === true;
const isContent = (element: Element): boolean => element.type !== 'PageBreak' && element.type !== 'Button';

function manualSegments(elements: readonly Element[]): Segment[] {
  const segments: Segment[] = [];
  let current: Element[] = [];
  for (const element of elements) {
    if (element.type === 'PageBreak') {
      segments.push({ elements: current, closing: element });
      current = [];
    } else if (element.type !== 'Button') {
      current.push(element);
    }
  }
  segments.push({ elements: current, closing: undefined });
  return segments;
}

/** A break after every `perPage` questions; trailing layout elements stay on the last page. */
function autoSegments(elements: readonly Element[], perPage: number): Segment[] {
  const content = elements.filter(isContent);
  const questionsLeft = content.filter(isInput).length;
  const segments: Segment[] = [];
  let current: Element[] = [];
  let count = 0;
  let seen = 0;
  for (const element of content) {
    current.push(element);
    if (!isInput(element)) continue;
    count += 1;
    seen += 1;
    if (count === perPage && seen < questionsLeft) {
      segments.push({ elements: current, closing: undefined });
      current = [];
      count = 0;
    }
  }
  segments.push({ elements: current, closing: undefined });
  return segments;
}

/** Auto page break is on when active with elemPerPage above 0 (docs/product.md §B4). */
export function autoPageBreakPerPage(autoPageBreak: Partial<AutoPageBreak> | undefined): number | null {
  if (autoPageBreak?.active !== true) return null;
  const perPage = autoPageBreak.elemPerPage ?? AUTO_PAGE_BREAK_ELEMENTS_PER_PAGE_DEFAULT;
  return perPage > 0 ? Math.floor(perPage) : null;
}

/**
 * Splits a form's elements into pages: at PageBreak elements, or, when auto
 * page break is on, after every elemPerPage questions (manual page breaks are
 * disabled then). Each page carries its navigation: the texts of the break
 * that closes it, or of autoPageBreak; the last page's Submit shows the last
 * break's submitButtonText (autoPageBreak's), or else the form's Button text.
 */
export function splitPages(elements: readonly Element[], autoPageBreak?: Partial<AutoPageBreak>): FormPage[] {
  return paginate(elements, autoPageBreak).pages;
}

interface Pagination {
  pages: FormPage[];
  /** The manual PageBreak closing each page (never with auto page break). */
  closings: (Element | undefined)[];
  automatic: boolean;
}

function paginate(elements: readonly Element[], autoPageBreak: Partial<AutoPageBreak> | undefined): Pagination {
  const perPage = autoPageBreakPerPage(autoPageBreak);
  const segments = perPage === null ? manualSegments(elements) : autoSegments(elements, perPage);
  const button = elements.find((element) => element.type === 'Button');
  const buttonText = text(button?.buttonText, SUBMIT_BUTTON_TEXT_DEFAULT);
  const count = segments.length;
  // The last page's Submit says what the owner wrote for the last page: the last page
  // break's text (autoPageBreak's when it is on), else the Submit Button's. A break's
  // own default 'Submit' counts as unwritten, so it never hides the Button's text.
  const lastBreakText = perPage === null ? segments.at(-2)?.closing?.submitButtonText : autoPageBreak?.submitButtonText;
  const submit =
    typeof lastBreakText === 'string' && lastBreakText !== '' && lastBreakText !== SUBMIT_BUTTON_TEXT_DEFAULT
      ? cap(lastBreakText)
      : buttonText;
  const pages = segments.map((segment, index): FormPage => {
    const style = pageBreakStyle(index, count);
    // Manual: the break closing the page, or for the last page the one before it.
    const manual = segment.closing ?? segments[index - 1]?.closing;
    const next = perPage === null ? manual?.nextButtonText : autoPageBreak?.nextButtonText;
    const previous = perPage === null ? manual?.previousButtonText : autoPageBreak?.prevButtonText;
    const hasNext = style === 'start' || style === 'between';
    const hasPrevious = style === 'between' || style === 'end';
    const hasSubmit = style === 'end' || (style === null && button !== undefined);
    return {
      pageNumber: index + 1,
      maxPages: count,
      elements: segment.elements,
      style,
      nextButtonText: hasNext ? text(next, NEXT_BUTTON_TEXT_DEFAULT) : null,
      previousButtonText: hasPrevious ? text(previous, PREVIOUS_BUTTON_TEXT_DEFAULT) : null,
      submitButtonText: hasSubmit ? (style === null ? buttonText : submit) : null,
      isEmpty: segment.elements.length === 0,
    };
  });
  return { pages, closings: segments.map((segment) => segment.closing), automatic: perPage !== null };
}

/** The index of the page holding an element, or -1 (to open the page with an error). */
export function pageIndexOf(pages: readonly FormPage[], elementId: number): number {
  return pages.findIndex((page) => page.elements.some((element) => element.id === elementId));
}

/** What a page's navigation shows on the builder's stage (docs/product.md §B3, PageBreak style, pageNumber, maxPages). */
export interface PageMarker extends Omit<FormPage, 'elements' | 'style'> {
  style: PageBreakStyle;
  /** Placed by auto page break rather than by a PageBreak element. */
  automatic: boolean;
}

export interface PageMarkers {
  /** Elements drawn as their page's navigation: manual PageBreaks, and a trailing Button (the last page's Submit). */
  at: ReadonlyMap<number, PageMarker>;
  /** Navigation drawn after an element: automatic breaks, and the last page's end when no Button closes the form. */
  after: ReadonlyMap<number, PageMarker>;
}

/**
 * Where the builder draws each page's navigation, so that it shows what the
 * live page will (docs/product.md §B4: first start with Next, middle between,
 * last end with Previous and Submit; automatic breaks labelled the same;
 * empty pages flagged). A one-page form has none. One pass over the form.
 */
export function pageMarkers(elements: readonly Element[], autoPageBreak?: Partial<AutoPageBreak>): PageMarkers {
  const { pages, closings, automatic } = paginate(elements, autoPageBreak);
  const at = new Map<number, PageMarker>();
  const after = new Map<number, PageMarker>();
  const tail = elements.at(-1);
  if (pages.length < 2 || tail === undefined) return { at, after };
  pages.forEach(({ elements: content, style, ...page }, index) => {
    const marker: PageMarker = { ...page, style: style ?? 'start', automatic };
    const closing = closings[index];
    const last = content.at(-1);
    if (closing !== undefined) at.set(closing.id, marker);
    else if (index < pages.length - 1 && last !== undefined) after.set(last.id, marker);
    else if (tail.type === 'Button') at.set(tail.id, marker);
    else after.set(tail.id, marker);
  });
  return { at, after };
}
