import { Link } from 'react-router';
import { PageTitle } from './page-title';

/** docs/product.md §A2 404: 'Page Not Found' and a HOMEPAGE link to /. */
export function NotFoundPage() {
  return (
    <section className="not-found">
      <PageTitle title="Page Not Found" />
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>Page Not Found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Link to="/" className="button button--primary">
        HOMEPAGE
      </Link>
    </section>
  );
}
