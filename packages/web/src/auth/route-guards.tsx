import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from './auth-context';
import { loginPathFor, redirectTarget, signupRedirectTarget } from './safe-redirect';
import { useRefreshPermissionOnFocus } from './use-permission-refresh';
import type { FromState } from './safe-redirect';

/** Guarded routes (forms, editor, data, settings, download): visitors go to /login with the requested location. */
export function RequireAuth() {
  const { auth } = useAuth();
  const location = useLocation();
  // A role changed by an administrator reaches the screens when the user comes back to the window.
  useRefreshPermissionOnFocus();
  if (auth) return <Outlet />;

  const from = `${location.pathname}${location.search}`;
  const state: FromState = { from };
  return <Navigate to={loginPathFor(from)} state={state} replace />;
}

/** Login and the other account screens: a signed-in user goes back to where they came from. */
export function RedirectIfLoggedIn({ screen }: { screen: 'login' | 'signup' }) {
  const { auth } = useAuth();
  const location = useLocation();
  if (!auth) return <Outlet />;

  const target =
    screen === 'signup'
      ? signupRedirectTarget(location.state, location.search)
      : redirectTarget(location.state, location.search);
  return <Navigate to={target} replace />;
}
