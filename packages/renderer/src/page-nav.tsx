import {
  NEXT_BUTTON_TEXT_DEFAULT,
  PREVIOUS_BUTTON_TEXT_DEFAULT,
  STEP_FIELD,
  SUBMIT_BUTTON_TEXT_DEFAULT,
  type FormPage,
  type MessageId,
  type PageMarker,
} from '@formbuilder/core';
import type { ReactNode } from 'react';
import { Recalled } from './recall';
import type { RenderMode } from './types';
import { useWords } from './words';

interface PageNavProps {
  readonly page: Pick<FormPage, 'pageNumber' | 'previousButtonText' | 'nextButtonText' | 'submitButtonText'>;
  readonly mode: RenderMode;
  readonly onNavigate?: ((page: number) => void) | undefined;
  /** The server takes a visitor without the script page by page (core's stepsOnServer). */
  readonly steps?: boolean | undefined;
  /**
   * A form whose jumps may end it before its last page (docs/product.md, "Logic"): the
   * Submit text, drawn on a page with Next as a second Submit (data-end-submit), shown
   * instead of Next where the path ends there.
   */
  readonly endSubmitText?: string | undefined;
  /** The path ends on this page: Submit shows, Next is hidden. */
  readonly ends?: boolean | undefined;
}

/**
 * Previous and Next: buttons for the script, hidden without it; or, when the server
 * takes the visitor page by page, submit buttons naming the move (the script turns
 * them back into plain buttons). The server checks the page, not the browser.
 */
const move = (direction: 'next' | 'previous', steps: boolean | undefined) =>
  steps === true
    ? ({ type: 'submit', name: STEP_FIELD, value: direction, formNoValidate: true } as const)
    : ({ type: 'button', 'data-js-only': '' } as const);

/**
 * A page's buttons (docs/product.md §B4, page break style: start has Next,
 * between Previous and Next, end Previous and Submit). Previous and Next are
 * type=button with data-action="previous|next" for the script, and
 * data-js-only so `.fb-no-js [data-js-only]` hides them where every page is
 * shown at once, unless the server takes the visitor page by page (`steps`).
 * Submit is a real submit button; with jumps, a page with Next also has one
 * (data-end-submit), shown instead of Next when the path ends there.
 */
export function PageNav({ page, mode, onNavigate, steps, endSubmitText, ends }: PageNavProps): ReactNode {
  const words = useWords();
  // The builder's English defaults ('Next', 'Previous', 'Submit') in the page's language
  // (docs/product.md, "Languages"); a text the owner wrote or translated is theirs.
  const say = (text: string | null, english: string, id: MessageId): string | null =>
    text !== null && text === english && words.lang !== 'en' ? words.t(id) : text;
  const { pageNumber } = page;
  const previousButtonText = say(page.previousButtonText, PREVIOUS_BUTTON_TEXT_DEFAULT, 'page.previous');
  const nextButtonText = say(page.nextButtonText, NEXT_BUTTON_TEXT_DEFAULT, 'page.next');
  const submitButtonText = say(page.submitButtonText, SUBMIT_BUTTON_TEXT_DEFAULT, 'page.submit');
  const endSubmit =
    endSubmitText === undefined ? undefined : say(endSubmitText, SUBMIT_BUTTON_TEXT_DEFAULT, 'page.submit');
  if (previousButtonText === null && nextButtonText === null && submitButtonText === null) return null;
  const inert = mode === 'builder' || undefined;
  return (
    <div className="fb-page-nav">
      {previousButtonText !== null && (
        <button
          {...move('previous', steps)}
          className="fb-btn fb-btn-quiet"
          data-action="previous"
          disabled={inert}
          onClick={onNavigate && (() => onNavigate(pageNumber - 1))}
        >
          <Recalled text={previousButtonText} />
        </button>
      )}
      {nextButtonText !== null && (
        <button
          {...move('next', steps)}
          className="fb-btn"
          data-action="next"
          disabled={inert}
          onClick={onNavigate && (() => onNavigate(pageNumber + 1))}
          hidden={ends === true || undefined}
        >
          <Recalled text={nextButtonText} />
        </button>
      )}
      {endSubmit !== undefined && endSubmit !== null && nextButtonText !== null && submitButtonText === null && (
        <button type="submit" className="fb-btn fb-submit" data-end-submit="" hidden={ends !== true || undefined}>
          <Recalled text={endSubmit} />
        </button>
      )}
      {submitButtonText !== null && (
        <button type="submit" className="fb-btn fb-submit" disabled={inert}>
          <Recalled text={submitButtonText} />
        </button>
      )}
    </div>
  );
}

/**
 * A page's navigation as the builder's stage draws it (docs/product.md §B4):
 * the same buttons as the live page, inert, with the page's number out of
 * maxPages (§B3 PageBreak pageNumber, maxPages) and a visible flag on an
 * empty page.
 */
export function PageBreakBar({ marker }: { readonly marker: PageMarker }): ReactNode {
  const { pageNumber, maxPages, isEmpty, automatic, style } = marker;
  const caption = `Page ${String(pageNumber)} of ${String(maxPages)}${automatic ? ' · automatic' : ''}`;
  return (
    <div
      className="fb-page-break-bar"
      data-style={style}
      data-empty={isEmpty || undefined}
      role="group"
      aria-label={`End of page ${String(pageNumber)} of ${String(maxPages)}${isEmpty ? ', an empty page' : ''}`}
    >
      <span className="fb-page-break-text">{caption}</span>
      {isEmpty && <strong className="fb-page-break-empty">Empty page</strong>}
      <PageNav page={marker} mode="builder" />
    </div>
  );
}
