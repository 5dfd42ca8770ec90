import { useId } from 'react';
import { Link } from 'react-router';
import { useT } from '../i18n/i18n-context';

/**
 * docs/product.md §A2 Forms list: 'Create a new form' goes to /editor/new; at the form limit
 * (§A6) it is disabled and 'Form limit reached' is shown beside it.
 */
export function NewFormLink({ limitReached }: { limitReached: boolean }) {
  const t = useT();
  const noticeId = useId();
  if (!limitReached) {
    return (
      <Link to="/editor/new" className="button button--primary">
        {t('forms.new')}
      </Link>
    );
  }
  return (
    <div className="new-form-link">
      <span id={noticeId} className="limit-notice" role="status">
        {t('forms.limit')}
      </span>
      {/* A link without href, kept focusable so that the reason can be reached. */}
      <a role="link" aria-disabled="true" aria-describedby={noticeId} tabIndex={0} className="button button--primary">
        {t('forms.new')}
      </a>
    </div>
  );
}
