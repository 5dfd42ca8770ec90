import { startTransition } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useAuth } from '../auth/auth-context';
import { isStoredAuthRemembered } from '../auth/browser-storage';
import { useApi } from '../auth/use-api';

/**
 * 'Logout as User' (docs/product.md §A2 Profile menu, §A4 Impersonation): the admin's session
 * replaces the user's, nothing the user's screens loaded stays in the cache, and the app
 * opens /admin/users. When that fails the impersonation token cannot be trusted any more,
 * and a closed menu has nowhere to say why: the session ends and the login page opens.
 */
export function useLogoutAsUser(): () => Promise<void> {
  const api = useApi();
  const { login, logout } = useAuth();
  const client = useQueryClient();
  const navigate = useNavigate();

  return async () => {
    try {
      const { requestAdminSession } = await import('./admin-session');
      const session = await requestAdminSession(api);
      client.removeQueries();
      // One transition with the router's update, as Logout does (profile-menu.tsx).
      startTransition(() => {
        login(session, isStoredAuthRemembered());
        void navigate('/admin/users', { replace: true });
      });
    } catch {
      client.removeQueries();
      startTransition(() => {
        logout();
        void navigate('/login', { replace: true });
      });
    }
  };
}
