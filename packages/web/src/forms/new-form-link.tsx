import { useId } from 'react';
import { Link } from 'react-router';
import { FORM_LIMIT_MESSAGE } from './form-limit';

/**
 * docs/product.md §A2 Forms list: 'Create a new form' goes to /editor/new; at the form limit
 * (§A6) it is disabled and 'Form limit reached' is shown beside it.
 */
export function NewFormLink({ limitReached }: { limitReached: boolean }) {
  const noticeId = useId();
  if (!limitReached) {
    return (
      <Link to="/editor/new" className="button button--primary">
        Create a new form
      </Link>
    );
  }
  return (
    <div className="new-form-link">
      <span id={noticeId} className="limit-notice" role="status">
        {FORM_LIMIT_MESSAGE}
      </span>
      {/* A link without href, kept focusable so that the reason can be reached. */}
      <a role="link" aria-disabled="true" aria-describedby={noticeId} tabIndex={0} className="button button--primary">
        Create a new form
      </a>
    </div>
  );
}
