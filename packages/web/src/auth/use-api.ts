import { useMemo } from 'react';
import { createApiClient } from '../api/client';
import type { ApiClient } from '../api/client';
import { useAuth } from './auth-context';

/**
 * The API client for signed-in calls: it sends the bearer token, and a 401
 * clears the session. Every screen that makes such calls sits under
 * <RequireAuth>, which then sends the user to /login remembering the page.
 */
export function useApi(): ApiClient {
  const { auth, logout } = useAuth();
  const token = auth?.token ?? null;
  return useMemo(() => createApiClient({ token, onUnauthorized: logout }), [token, logout]);
}

/** The API client and the signed-in user's id, for the owner's /api/users/{userId}/… calls. */
export function useOwnerApi(): { api: ApiClient; userId: number } {
  const { auth } = useAuth();
  return { api: useApi(), userId: auth?.user_id ?? 0 };
}
