import { useCallback, useEffect, useRef } from 'react';

// docs/product.md §B9, rich-text editor changes are debounced 1500 ms
export const RICH_TEXT_DEBOUNCE_MS = 1500;

/**
 * Holds the latest value and emits it once changes pause; `flush` emits at
 * once (on blur and when the editor closes, so nothing typed is lost).
 */
export function useDebouncedEmit(emit: (value: string) => void, delay = RICH_TEXT_DEBOUNCE_MS) {
  const pending = useRef<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const emitRef = useRef(emit);
  useEffect(() => {
    emitRef.current = emit;
  });

  const flush = useCallback(() => {
    window.clearTimeout(timer.current);
    const value = pending.current;
    pending.current = null;
    if (value !== null) emitRef.current(value);
  }, []);

  const schedule = useCallback(
    (value: string) => {
      pending.current = value;
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(flush, delay);
    },
    [flush, delay],
  );

  useEffect(() => flush, [flush]);
  return { schedule, flush, pending };
}
