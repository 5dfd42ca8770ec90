// After login the app returns to the page the visitor first asked for. That path
// arrives in router state and in ?from=, which anyone can craft, so only a
// same-origin path is followed; anything else lands on the forms list.

export const DEFAULT_REDIRECT = '/forms';

const PLACEHOLDER_ORIGIN = 'https://same-origin.invalid';

/** True for a path on this site: a single leading '/', not '//' or '/\', no scheme, no control characters. */
export function isSafeRedirect(candidate: unknown): candidate is string {
  if (typeof candidate !== 'string' || !candidate.startsWith('/')) return false;
  const second = candidate.charAt(1);
  if (second === '/' || second === '\\') return false;
  // Browsers drop tabs and newlines inside URLs, so '/\t/evil.example' would become '//evil.example'.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(candidate)) return false;
  try {
    return new URL(candidate, PLACEHOLDER_ORIGIN).origin === PLACEHOLDER_ORIGIN;
  } catch {
    return false;
  }
}

/** The candidate when it is a safe same-origin path, else the fallback. */
export function safeRedirect(candidate: unknown, fallback: string = DEFAULT_REDIRECT): string {
  return isSafeRedirect(candidate) ? candidate : fallback;
}

/** Where a guarded route sends a visitor: /login, remembering the requested path in ?from=. */
export function loginPathFor(from: string): string {
  return `/login?${new URLSearchParams({ from }).toString()}`;
}

/** Router state carried to /login next to ?from=. */
export interface FromState {
  from: string;
}

/**
 * The originating path for a login or signup screen: the router state first
 * (same-tab navigation), then ?from= (survives a reload), else /forms.
 */
export function redirectTarget(state: unknown, search: string): string {
  const fromState = typeof state === 'object' && state !== null && 'from' in state ? state.from : undefined;
  if (isSafeRedirect(fromState)) return fromState;
  return safeRedirect(new URLSearchParams(search).get('from'));
}

/** docs/product.md §A2 Signup: a logged-in visitor is sent back, but an editor path becomes /forms. */
export function signupRedirectTarget(state: unknown, search: string): string {
  const target = redirectTarget(state, search);
  return /^\/editor(?:[/?#]|$)/.test(target) ? DEFAULT_REDIRECT : target;
}
