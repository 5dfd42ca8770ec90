import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { GOOGLE_AUTH_MESSAGE_TYPE } from '@formbuilder/core';
import { PageTitle } from '../shell/page-title';
import { useT } from '../i18n/i18n-context';
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
  const t = useT();

  useEffect(() => {
    if (!granted || !opener || posted.current) return;
    posted.current = true;
    opener.postMessage({ type: GOOGLE_AUTH_MESSAGE_TYPE, base64Token: token }, window.location.origin);
    window.close();
  }, [granted, opener, token]);

  if (granted && opener) {
    return (
      <Frame heading={t('googleAuth.connected')}>
        <p role="status">{t('googleAuth.granted')}</p>
      </Frame>
    );
  }

  // Google's own words when it sent some.
  const error = granted ? t('googleAuth.lostOpener') : params.get('error')?.trim() || t('googleAuth.denied');
  return (
    <Frame heading={t('googleAuth.failed')}>
      <p className="form-alert" role="alert">
        {error}
      </p>
      <button type="button" className="button button--primary" onClick={() => window.close()} autoFocus>
        {t('googleAuth.close')}
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
