import { Link } from 'react-router';
import { en } from '../i18n/en';
import { useT } from '../i18n/i18n-context';
import { NEW_FORM_PATH } from './use-form-loader';

export const FORM_UNAVAILABLE_TEXT = en['editor.unavailable.text'];

/**
 * /editor/{id}/… for a form the server does not give this owner (403, 404) or
 * an id that is not a number (docs/product.md §B8). Said plainly, with the two ways on,
 * instead of a new 'Untitled Form' the owner did not ask for.
 */
export function FormUnavailable() {
  const t = useT();
  return (
    <section className="editor-unavailable" aria-label={t('editor.notFound')}>
      <p className="editor-unavailable__message" role="alert">
        {t('editor.unavailable.text')}
      </p>
      <p className="editor-unavailable__links">
        <Link to="/forms" className="button button--secondary">
          {t('editor.unavailable.back')}
        </Link>
        <Link to={NEW_FORM_PATH} className="button button--primary">
          {t('editor.unavailable.create')}
        </Link>
      </p>
    </section>
  );
}
