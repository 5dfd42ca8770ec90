import { useEffect, useRef, useState } from 'react';
import { onGoogleCredential, prepareGoogleSignIn, promptFailure } from './google-identity';
import type { GoogleIdentity } from './google-identity';

interface GoogleButtonProps {
  clientId: string;
  disabled?: boolean;
  /** Receives Google's ID token, to be sent as tokenID. */
  onCredential: (credential: string) => void;
  /** Receives 'Popup closed by user' or Google's error code. */
  onError: (message: string) => void;
}

// Our own button (not Google's iframe) so that it can be disabled until the terms
// are accepted, and so that a closed prompt can be reported (docs/product.md §A2 Signup, §A8).
export function GoogleButton({ clientId, disabled = false, onCredential, onError }: GoogleButtonProps) {
  const [identity, setIdentity] = useState<GoogleIdentity | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const handlersRef = useRef({ onCredential, onError });

  useEffect(() => {
    handlersRef.current = { onCredential, onError };
  }, [onCredential, onError]);

  useEffect(() => {
    let active = true;
    prepareGoogleSignIn(clientId).then(
      (loaded) => {
        if (active) setIdentity(loaded);
      },
      (error: unknown) => {
        if (active) setLoadError(error instanceof Error ? error.message : 'google_script_load_failed');
      },
    );
    const stopListening = onGoogleCredential((credential) => handlersRef.current.onCredential(credential));
    return () => {
      active = false;
      stopListening();
    };
  }, [clientId]);

  function handleClick() {
    if (!identity) {
      if (loadError) handlersRef.current.onError(loadError);
      return;
    }
    identity.prompt((notification) => {
      const failure = promptFailure(notification);
      if (failure) handlersRef.current.onError(failure);
    });
  }

  return (
    <button
      type="button"
      className="button button--google"
      disabled={disabled}
      aria-busy={!identity && !loadError ? true : undefined}
      onClick={handleClick}
    >
      <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <path
          fill="#EA4335"
          d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z"
        />
        <path
          fill="#4285F4"
          d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.4 5.7c4.3-4 6.9-9.9 6.9-17.1z"
        />
        <path
          fill="#FBBC05"
          d="M10.5 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.8-6.1z"
        />
        <path
          fill="#34A853"
          d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.4-5.7c-2.1 1.4-4.8 2.3-8.5 2.3-6.2 0-11.5-4.1-13.4-9.8l-7.9 6.1C6.6 42.6 14.6 48 24 48z"
        />
      </svg>
      Continue with Google
    </button>
  );
}

/** Below a login or sign-up form: 'or', then Google's way in. */
export function GoogleAlternative(props: GoogleButtonProps) {
  return (
    <div className="auth-alternative">
      <p className="separator">
        <span>or</span>
      </p>
      <GoogleButton {...props} />
    </div>
  );
}
