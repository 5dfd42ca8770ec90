import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccessLink } from '@formbuilder/core';
import type { ApiClient } from '../api/client';
import { lazySchema } from '../api/lazy-schema';
import { useAuth } from '../auth/auth-context';
import { useApi } from '../auth/use-api';

// A private form is reached only with its access token (spec: app-shell §1; docs/api.md). The
// forms list (main chunk) asks for it too, so the schema loads on demand.

const formPath = (userId: number, formId: number) => `/api/users/${userId}/forms/${formId}`;
const accessKey = (userId: number, formId: number) => ['forms', userId, formId, 'access'] as const;

/** The token a link must carry: a private form's; null for a public form, whose link works without. */
const linkToken = ({ token, private: isPrivate }: AccessLink) => (isPrivate === 1 ? token : null);

/** GET /api/users/{userId}/forms/{formId}/access-token → { token, private }. */
export async function getPrivateAccess(api: ApiClient, userId: number, formId: number, signal?: AbortSignal): Promise<string | null> {
  return linkToken(await api.call('GET', `${formPath(userId, formId)}/access-token`, lazySchema('accessLinkSchema'), { signal }));
}

/** The share panel's access token: null for a public form, and while it loads or when it cannot be read. */
export function usePrivateAccess(formId: number): { access: string | null; replace: (token: string) => void } {
  const { auth } = useAuth();
  const api = useApi();
  const client = useQueryClient();
  const userId = auth?.user_id ?? 0;
  const { data } = useQuery({ queryKey: accessKey(userId, formId), queryFn: ({ signal }) => getPrivateAccess(api, userId, formId, signal) });
  return { access: data ?? null, replace: (token) => client.setQueryData(accessKey(userId, formId), token) };
}

/**
 * POST /api/users/{userId}/forms/{formId}/access-link → { token, private }: 'Regenerate
 * link' (issue #8); the old link and embed code stop working.
 */
export async function regeneratePrivateAccess(api: ApiClient, userId: number, formId: number): Promise<string> {
  const { token } = await api.call('POST', `${formPath(userId, formId)}/access-link`, lazySchema('accessLinkSchema'));
  return token;
}
