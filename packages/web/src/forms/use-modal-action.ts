import { MODAL_AUTO_CLOSE_MS } from '@formbuilder/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../api/client';

export type ModalActionState =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'success' }
  /** `detail` is the server's own words when it sent some (docs/architecture.md, "Errors people can read"). */
  | { status: 'error'; detail: string | null };

/**
 * Runs a modal's action once at a time. On success the modal closes itself
 * after MODAL_AUTO_CLOSE_MS (docs/product.md §A4 and §A9, 1500 ms).
 */
export function useModalAction(onClose: () => void): [ModalActionState, (action: () => Promise<void>) => void] {
  const [state, setState] = useState<ModalActionState>({ status: 'idle' });
  const running = useRef(false);
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });

  const closeTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const run = useCallback((action: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setState({ status: 'pending' });
    action().then(
      () => {
        setState({ status: 'success' });
        // The countdown starts when the success is known, not when React gets to paint it.
        closeTimer.current = window.setTimeout(() => closeRef.current(), MODAL_AUTO_CLOSE_MS);
      },
      (error: unknown) => {
        running.current = false;
        console.error(error);
        setState({ status: 'error', detail: error instanceof ApiError ? error.message : null });
      },
    );
  }, []);

  return [state, run];
}
