// Google Identity Services, loaded only when the server has a Google client id.
// Only the few members the app uses are typed here.

export const GOOGLE_IDENTITY_SCRIPT = 'https://accounts.google.com/gsi/client';

export interface GoogleCredentialResponse {
  credential?: string;
}

/** What prompt() reports; with FedCM some of these methods are absent, so each is optional. */
export interface GooglePromptNotification {
  isNotDisplayed?: () => boolean;
  getNotDisplayedReason?: () => string;
  isSkippedMoment?: () => boolean;
  getSkippedReason?: () => string;
  isDismissedMoment?: () => boolean;
  getDismissedReason?: () => string;
}

export interface GoogleIdentity {
  initialize(config: {
    client_id: string;
    callback: (response: GoogleCredentialResponse) => void;
    cancel_on_tap_outside?: boolean;
    use_fedcm_for_prompt?: boolean;
  }): void;
  prompt(listener?: (notification: GooglePromptNotification) => void): void;
}

interface WindowWithGoogle {
  google?: { accounts?: { id?: GoogleIdentity } };
}

let loading: Promise<GoogleIdentity> | null = null;

function loadedIdentity(): GoogleIdentity | undefined {
  return (window as WindowWithGoogle).google?.accounts?.id;
}

/** Adds the Google script once and resolves with google.accounts.id. */
export function loadGoogleIdentity(): Promise<GoogleIdentity> {
  const ready = loadedIdentity();
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GOOGLE_IDENTITY_SCRIPT;
    script.async = true;
    script.defer = true;
    script.onload = () => {
      const identity = loadedIdentity();
      if (identity) resolve(identity);
      else reject(new Error('google_identity_unavailable'));
    };
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('google_script_load_failed'));
    };
    document.head.append(script);
  });
  return loading;
}

export const POPUP_CLOSED_MESSAGE = 'Popup closed by user';

/**
 * docs/product.md §A8: a closed Google popup reads 'Popup closed by user'; other Google
 * failures show their code. Null when the notification is no failure.
 */
export function promptFailure(notification: GooglePromptNotification): string | null {
  if (notification.isNotDisplayed?.()) return notification.getNotDisplayedReason?.() ?? 'not_displayed';
  if (notification.isSkippedMoment?.()) {
    const reason = notification.getSkippedReason?.();
    return !reason || reason === 'user_cancel' || reason === 'tap_outside' ? POPUP_CLOSED_MESSAGE : reason;
  }
  if (notification.isDismissedMoment?.()) {
    const reason = notification.getDismissedReason?.();
    return reason && !HARMLESS_DISMISSALS.has(reason) ? reason : null;
  }
  return null;
}

const HARMLESS_DISMISSALS = new Set(['credential_returned', 'cancel_called', 'flow_restarted']);

// google.accounts.id.initialize must run once per page, so its callback hands the
// credential to whichever screen's button is mounted now.
let credentialHandler: ((credential: string) => void) | null = null;
let initializedFor: string | null = null;

/** Loads the script and initializes it for the client id (once). */
export async function prepareGoogleSignIn(clientId: string): Promise<GoogleIdentity> {
  const identity = await loadGoogleIdentity();
  if (initializedFor !== clientId) {
    identity.initialize({
      client_id: clientId,
      callback: (response) => {
        if (response.credential) credentialHandler?.(response.credential);
      },
      cancel_on_tap_outside: true,
      use_fedcm_for_prompt: true,
    });
    initializedFor = clientId;
  }
  return identity;
}

/** Routes credentials to `handler` until the returned function is called. */
export function onGoogleCredential(handler: (credential: string) => void): () => void {
  credentialHandler = handler;
  return () => {
    if (credentialHandler === handler) credentialHandler = null;
  };
}
