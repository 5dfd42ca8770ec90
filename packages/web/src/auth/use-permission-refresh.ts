import { useCallback, useEffect } from 'react';
import { lazySchema } from '../api/lazy-schema';
import { useAuth } from './auth-context';
import { useApi } from './use-api';
import { apiPaths } from '../api/paths';

/**
 * Asks the server for the role as it is now (GET /api/users/{userId}/permission) and keeps it in
 * the session: an administrator's change to the role (an element type removed, a lower form
 * limit) then shows in the palette and the limits without a new login. Answers whether the
 * answer arrived; a failure leaves the session as it was.
 */
export function useRefreshPermission(): () => Promise<boolean> {
  const { auth, updatePermission } = useAuth();
  const api = useApi();
  const userId = auth?.user_id ?? null;
  return useCallback(async () => {
    if (userId === null) return false;
    try {
      updatePermission(
        userId,
        await api.call('GET', apiPaths.permission(userId), lazySchema('permissionAnswerSchema')),
      );
      return true;
    } catch {
      return false;
    }
  }, [api, userId, updatePermission]);
}

/** Refreshes the session's role each time the window comes back into focus. */
export function useRefreshPermissionOnFocus(): void {
  const refresh = useRefreshPermission();
  useEffect(() => {
    const onFocus = () => void refresh();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [refresh]);
}
