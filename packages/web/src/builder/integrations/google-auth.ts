import { useCallback, useEffect, useRef, useState } from 'react';
import { GOOGLE_AUTH_MESSAGE_TYPE, GOOGLE_AUTH_POPUP } from '@formbuilder/core';
import { errorMessage } from '../../api/client';
import { useGoogleApi, type GoogleScope } from './google-api';

// docs/product.md §B4 Authentication: a 450×600 popup receives the owner's consent; the
// /googleAuth page in it posts {type: 'googleAuthToken', base64Token} back to this window.

/** docs/product.md §A8, Google popup closed. */
export const POPUP_CLOSED = 'Popup closed by user';
export const POPUP_BLOCKED = 'The browser blocked the Google window. Allow pop-ups for this site and try again.';
/** How often the popup is checked for having been closed. */
export const POPUP_POLL_MS = 500;

export class GoogleAuthError extends Error {}

/** What to tell the owner when authentication did not give a token: the popup's words or the server's. */
export function authErrorText(error: unknown): string {
  return error instanceof GoogleAuthError ? error.message : errorMessage(error);
}

function isTokenMessage(data: unknown): data is { type: string; base64Token: string } {
  if (typeof data !== 'object' || data === null) return false;
  const { type, base64Token } = data as Record<string, unknown>;
  return type === GOOGLE_AUTH_MESSAGE_TYPE && typeof base64Token === 'string' && base64Token !== '';
}

/** Centred over this window. Opened empty at once, inside the click, so that it is not taken for an unwanted pop-up. */
function openPopup(): Window | null {
  const { width, height } = GOOGLE_AUTH_POPUP;
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  return window.open('', 'googleAuth', `popup=yes,width=${width},height=${height},left=${left},top=${top}`);
}

/**
 * Asks Google for access in a popup and returns the base64 token the popup hands back. The token
 * lives only in the caller's component state, never in the form. `pending` is true while the
 * popup is open (the 'Authenticate with Google' button then shows a spinner).
 */
export function useGoogleAuth(scope: readonly GoogleScope[]) {
  const google = useGoogleApi();
  const [pending, setPending] = useState(false);
  const stop = useRef<(() => void) | null>(null);
  const scopeKey = scope.join(' ');

  // Leaving the panel closes a popup still open.
  useEffect(() => () => stop.current?.(), []);

  const authenticate = useCallback((): Promise<string> => {
    stop.current?.();
    const popup = openPopup();
    if (!popup) return Promise.reject(new GoogleAuthError(POPUP_BLOCKED));
    setPending(true);
    return new Promise<string>((resolve, reject) => {
      let settled = false;
      let closedSeen = false;
      const finish = (outcome: { token: string } | { error: unknown }) => {
        if (settled) return;
        settled = true;
        window.removeEventListener('message', handleMessage);
        window.clearInterval(timer);
        stop.current = null;
        setPending(false);
        if ('token' in outcome) resolve(outcome.token);
        else reject(outcome.error instanceof Error ? outcome.error : new GoogleAuthError(String(outcome.error)));
      };
      function handleMessage(event: MessageEvent) {
        // Only our own /googleAuth page may hand a token over.
        if (event.origin !== window.location.origin || !isTokenMessage(event.data)) return;
        finish({ token: event.data.base64Token });
      }
      // The page posts and then closes itself: a close is only taken as a refusal one poll later.
      const timer = window.setInterval(() => {
        if (!popup.closed) return;
        if (closedSeen) finish({ error: new GoogleAuthError(POPUP_CLOSED) });
        closedSeen = true;
      }, POPUP_POLL_MS);
      window.addEventListener('message', handleMessage);
      stop.current = () => {
        popup.close();
        finish({ error: new GoogleAuthError(POPUP_CLOSED) });
      };
      google
        .authUrl(scopeKey.split(' ') as GoogleScope[])
        .then((url) => {
          if (settled) return;
          if (!/^https?:\/\//i.test(url))
            throw new GoogleAuthError('The server gave an address that is not a web address.');
          popup.location.href = url;
        })
        .catch((error: unknown) => {
          // docs/product.md §B8, an authentication URL failure returns the panel to its description.
          popup.close();
          finish({ error });
        });
    });
  }, [google, scopeKey]);

  return { authenticate, pending };
}
