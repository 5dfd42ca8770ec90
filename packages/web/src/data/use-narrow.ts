import { useSyncExternalStore } from 'react';

/** Narrow windows show cards, one per submission, instead of the table (docs/product.md §B2). */
const NARROW_QUERY = '(max-width: 720px)';
const narrowQuery = (): MediaQueryList | null =>
  typeof window.matchMedia === 'function' ? window.matchMedia(NARROW_QUERY) : null;
function subscribeNarrow(onChange: () => void): () => void {
  const query = narrowQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}
/** Whether the window is a phone's; follows it as it is resized. */
export function useNarrow(): boolean {
  return useSyncExternalStore(
    subscribeNarrow,
    () => narrowQuery()?.matches ?? false,
    () => false,
  );
}
