import type { ApiClient } from '../api/client';

/**
 * GET /api/users/{userId}/forms/{formId}/access-token → { token, private }: a private
 * form is reached only with its access token (docs/api.md); null for a public form.
 */
export async function getPrivateAccess(api: ApiClient, userId: number | string, formId: number | string, signal?: AbortSignal): Promise<string | null> {
  const answer = await api.get<{ token?: unknown; private?: unknown }>(
    `/api/users/${encodeURIComponent(String(userId))}/forms/${encodeURIComponent(String(formId))}/access-token`,
    signal,
  );
  return answer.private === 1 && typeof answer.token === 'string' ? answer.token : null;
}
