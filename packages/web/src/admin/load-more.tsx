interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  onLoad: () => void;
  failure: string | null;
}

/** 'Load more' under a paged list, and why the last page did not come. */
export function LoadMore({ hasMore, loading, onLoad, failure }: LoadMoreProps) {
  return (
    <>
      {failure && (
        <p className="form-alert" role="alert">
          {failure}
        </p>
      )}
      {hasMore && (
        <button type="button" className="button button--secondary admin-load-more" onClick={loading ? undefined : onLoad} aria-disabled={loading || undefined}>
          {loading ? 'Loading…' : 'Load more'}
        </button>
      )}
    </>
  );
}
