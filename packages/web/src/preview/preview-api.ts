import type { ApiClient } from '../api/client';

function formPath(userId: number | string, formId: string): string {
  return `/api/users/${encodeURIComponent(String(userId))}/forms/${encodeURIComponent(formId)}`;
}

/** GET /api/users/{userId}/forms/{formId} → the draft form; only its uuid is needed here. */
export async function getFormUuid(api: ApiClient, userId: number | string, formId: string, signal?: AbortSignal): Promise<string> {
  const form = await api.get<{ uuid?: unknown }>(formPath(userId, formId), signal);
  if (typeof form.uuid !== 'string' || !form.uuid) throw new Error('The form has no uuid.');
  return form.uuid;
}

/** GET /api/users/{userId}/forms/{formId}/preview-token → { token }, valid for 10 minutes. */
export async function getPreviewToken(api: ApiClient, userId: number | string, formId: string, signal?: AbortSignal): Promise<string> {
  const answer = await api.get<{ token?: unknown }>(`${formPath(userId, formId)}/preview-token`, signal);
  if (typeof answer.token !== 'string' || !answer.token) throw new Error('The server sent no preview token.');
  return answer.token;
}
