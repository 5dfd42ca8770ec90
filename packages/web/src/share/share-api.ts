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

/**
 * POST /api/users/{userId}/forms/{formId}/access-link → { token, private }: 'Regenerate
 * link' (issue #8); the old link and embed code stop working.
 */
export async function regeneratePrivateAccess(api: ApiClient, userId: number | string, formId: number | string): Promise<string> {
  const answer = await api.post<{ token?: unknown }>(
    `/api/users/${encodeURIComponent(String(userId))}/forms/${encodeURIComponent(String(formId))}/access-link`,
  );
  if (typeof answer.token !== 'string') throw new Error('The server did not answer a link.');
  return answer.token;
}
