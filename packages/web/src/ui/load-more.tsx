import { errorMessage } from '../api/client';
import { useT } from '../i18n/i18n-context';

/** What 'Load more' needs of a TanStack infinite query. */
export interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: unknown;
  fetchNextPage: () => Promise<unknown>;
}

/** 'Load more' under a paged list, and why the last page did not come. */
export function LoadMore({ pages }: { pages: PagedQuery }) {
  const t = useT();
  const loading = pages.isFetchingNextPage;
  return (
    <>
      {pages.isFetchNextPageError && (
        <p className="form-alert" role="alert">
          {errorMessage(pages.error)}
        </p>
      )}
      {pages.hasNextPage && (
        <button
          type="button"
          className="button button--secondary load-more"
          onClick={loading ? undefined : () => void pages.fetchNextPage()}
          aria-disabled={loading || undefined}
        >
          {loading ? t('shell.loading') : t('ui.loadMore')}
        </button>
      )}
    </>
  );
}
