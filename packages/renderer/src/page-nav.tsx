import type { FormPage } from '@formbuilder/core';
import type { ReactNode } from 'react';
import type { RenderMode } from './types';

interface PageNavProps {
  readonly page: FormPage;
  readonly mode: RenderMode;
  readonly onNavigate?: ((page: number) => void) | undefined;
}

/**
 * A page's buttons (spec: builder §4, page break style: start has Next,
 * between Previous and Next, end Previous and Submit). Previous and Next are
 * type=button with data-action="previous|next" for the script, and
 * data-js-only so `.fb-no-js [data-js-only]` hides them where every page is
 * shown at once. Submit is a real submit button.
 */
export function PageNav({ page, mode, onNavigate }: PageNavProps): ReactNode {
  const { pageNumber, previousButtonText, nextButtonText, submitButtonText } = page;
  if (previousButtonText === null && nextButtonText === null && submitButtonText === null) return null;
  const inert = mode === 'builder' || undefined;
  return (
    <div className="fb-page-nav">
      {previousButtonText !== null && (
        <button
          type="button"
          className="fb-btn fb-btn-quiet"
          data-action="previous"
          data-js-only=""
          disabled={inert}
          onClick={onNavigate && (() => onNavigate(pageNumber - 1))}
        >
          {previousButtonText}
        </button>
      )}
      {nextButtonText !== null && (
        <button
          type="button"
          className="fb-btn"
          data-action="next"
          data-js-only=""
          disabled={inert}
          onClick={onNavigate && (() => onNavigate(pageNumber + 1))}
        >
          {nextButtonText}
        </button>
      )}
      {submitButtonText !== null && (
        <button type="submit" className="fb-btn fb-submit" disabled={inert}>
          {submitButtonText}
        </button>
      )}
    </div>
  );
}
