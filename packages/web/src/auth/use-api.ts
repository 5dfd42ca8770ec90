import { useMemo } from 'react';
import { createApiClient } from '../api/client';
import type { ApiClient } from '../api/client';
import { useAuth } from './auth-context';

/**
 * The API client for signed-in calls: it sends the bearer token, and a 401
 * ends the session (what listens to its end, the editor's unsaved draft, is
 * told first). Every screen that makes such calls sits under <RequireAuth>,
 * which then sends the user to /login remembering the page.
 */
export function useApi(): ApiClient {
  const { auth, endSession } = useAuth();
  const token = auth?.token ?? null;
  return useMemo(() => createApiClient({ token, onUnauthorized: endSession }), [token, endSession]);
}

/** The API client and the signed-in user's id, for the owner's /api/users/{userId}/… calls. */
export function useOwnerApi(): { api: ApiClient; userId: number } {
  const { auth } = useAuth();
  return { api: useApi(), userId: auth?.user_id ?? 0 };
}
