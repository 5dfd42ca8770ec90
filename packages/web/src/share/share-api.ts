import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccessLink } from '@formbuilder/core';
import type { ApiClient } from '../api/client';
import { lazySchema } from '../api/lazy-schema';
import { useAuth } from '../auth/auth-context';
import { useApi } from '../auth/use-api';
import { apiPaths } from '../api/paths';
import { queryKeys } from '../api/query-keys';

// A private form is reached only with its access token (docs/product.md §A1; docs/api.md). The
// forms list (main chunk) asks for it too, so the schema loads on demand.

/** The token a link must carry: a private form's; null for a public form, whose link works without. */
const linkToken = ({ token, private: isPrivate }: AccessLink) => (isPrivate === 1 ? token : null);

/** GET /api/users/{userId}/forms/{formId}/access-token → { token, private }. */
export async function getPrivateAccess(
  api: ApiClient,
  userId: number,
  formId: number,
  signal?: AbortSignal,
): Promise<string | null> {
  return linkToken(
    await api.call('GET', apiPaths.accessToken(userId, formId), lazySchema('accessLinkSchema'), { signal }),
  );
}

/** The share panel's access token: null for a public form, and while it loads or when it cannot be read. */
export function usePrivateAccess(formId: number): { access: string | null; replace: (token: string) => void } {
  const { auth } = useAuth();
  const api = useApi();
  const client = useQueryClient();
  const userId = auth?.user_id ?? 0;
  const { data } = useQuery({
    queryKey: queryKeys.access(userId, formId),
    queryFn: ({ signal }) => getPrivateAccess(api, userId, formId, signal),
  });
  return { access: data ?? null, replace: (token) => client.setQueryData(queryKeys.access(userId, formId), token) };
}

/**
 * POST /api/users/{userId}/forms/{formId}/access-link → { token, private }: 'Regenerate
 * link'; the old link and embed code stop working.
 */
export async function regeneratePrivateAccess(api: ApiClient, userId: number, formId: number): Promise<string> {
  const { token } = await api.call('POST', apiPaths.accessLink(userId, formId), lazySchema('accessLinkSchema'));
  return token;
}
