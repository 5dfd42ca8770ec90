import { Link } from 'react-router';
import { NEW_FORM_PATH } from './use-form-loader';

export const FORM_UNAVAILABLE_TEXT = 'This form does not exist or is not yours.';

/**
 * /editor/{id}/… for a form the server does not give this owner (403, 404) or
 * an id that is not a number (docs/product.md §B8). Said plainly, with the two ways on,
 * instead of a new 'Untitled Form' the owner did not ask for.
 */
export function FormUnavailable() {
  return (
    <section className="editor-unavailable" aria-label="Form not found">
      <p className="editor-unavailable__message" role="alert">
        {FORM_UNAVAILABLE_TEXT}
      </p>
      <p className="editor-unavailable__links">
        <Link to="/forms" className="button button--secondary">
          Back to your forms
        </Link>
        <Link to={NEW_FORM_PATH} className="button button--primary">
          Create a new form
        </Link>
      </p>
    </section>
  );
}
