import type { ApiClient } from '../api/client';

/** A row of GET /api/users/{userId}/forms (spec §3 Form, list view). */
export interface FormSummary {
  id: number | string;
  title: string;
  uuid: string;
  private: number | boolean;
  published_version: number | null;
  created_at: string | number;
  responseCount: number;
  unreadCount: number;
}

/** GET /api/users/{userId}/forms → a JSON array of forms. */
export async function listForms(api: ApiClient, userId: number | string, signal?: AbortSignal): Promise<FormSummary[]> {
  const answer = await api.get<unknown>(`/api/users/${encodeURIComponent(String(userId))}/forms`, signal);
  return Array.isArray(answer) ? answer.filter(isFormSummary) : [];
}

function isFormSummary(value: unknown): value is FormSummary {
  if (typeof value !== 'object' || value === null) return false;
  const row = value as Partial<Record<keyof FormSummary, unknown>>;
  return (typeof row.id === 'number' || typeof row.id === 'string') && typeof row.title === 'string';
}
