import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { GOOGLE_AUTH_MESSAGE_TYPE } from '@formbuilder/core';
import { PageTitle } from '../shell/page-title';
import './google-auth.css';

/**
 * /googleAuth, where the server's Google callback ends inside the builder's popup
 * (docs/product.md §A2 Google auth callback page): with message=true it posts the token to the
 * opener as a googleAuthToken message, for this app's own origin only, and closes itself;
 * otherwise it shows Google's error words and a Close button.
 */
export function GoogleAuthPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const granted = params.get('message') === 'true' && token !== null && token !== '';
  const opener = typeof window.opener === 'object' && window.opener !== null ? (window.opener as Window) : null;
  const posted = useRef(false);

  useEffect(() => {
    if (!granted || !opener || posted.current) return;
    posted.current = true;
    opener.postMessage({ type: GOOGLE_AUTH_MESSAGE_TYPE, base64Token: token }, window.location.origin);
    window.close();
  }, [granted, opener, token]);

  if (granted && opener) {
    return (
      <Frame heading="Connected to Google">
        <p role="status">Google gave access. This window closes by itself.</p>
      </Frame>
    );
  }

  const error = granted
    ? 'This window has lost the builder that opened it. Close it and authenticate again from the builder.'
    : params.get('error')?.trim() || 'Google did not give access.';
  return (
    <Frame heading="Google did not connect">
      <p className="form-alert" role="alert">
        {error}
      </p>
      <button type="button" className="button button--primary" onClick={() => window.close()} autoFocus>
        Close
      </button>
    </Frame>
  );
}

function Frame({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <main className="google-auth">
      <PageTitle title={heading} />
      <h1>{heading}</h1>
      {children}
    </main>
  );
}
