import { Link } from 'react-router';
import { useT } from '../i18n/i18n-context';
import { PageTitle } from './page-title';

/** docs/product.md §A2 404: 'Page Not Found' and a HOMEPAGE link to /. */
export function NotFoundPage() {
  const t = useT();
  return (
    <section className="not-found">
      <PageTitle title={t('notFound.title')} />
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to="/" className="button button--primary">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
