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

/** The answer of a clone (docs/api.md, Forms): the new form. */
export interface ClonedForm {
  id: number | string;
  uuid: string;
  title: string;
}

function formsPath(userId: number | string): string {
  return `/api/users/${encodeURIComponent(String(userId))}/forms`;
}

/** GET /api/users/{userId}/forms → a JSON array of forms, newest first. */
export async function listForms(api: ApiClient, userId: number | string, signal?: AbortSignal): Promise<FormSummary[]> {
  const answer = await api.get<unknown>(formsPath(userId), signal);
  return Array.isArray(answer) ? answer.filter(isFormSummary) : [];
}

/** DELETE /api/users/{userId}/forms/{formId} → { message: 'deleted' }. */
export async function deleteForm(api: ApiClient, userId: number | string, formId: number | string): Promise<void> {
  await api.delete<unknown>(`${formsPath(userId)}/${encodeURIComponent(String(formId))}`);
}

/** POST /api/users/{userId}/forms/{formId}/clone { title } → 201 { id, uuid, title, status }. */
export async function cloneForm(api: ApiClient, userId: number | string, formId: number | string, title: string): Promise<ClonedForm> {
  return api.post<ClonedForm>(`${formsPath(userId)}/${encodeURIComponent(String(formId))}/clone`, { title });
}

function isFormSummary(value: unknown): value is FormSummary {
  if (typeof value !== 'object' || value === null) return false;
  const row = value as Partial<Record<keyof FormSummary, unknown>>;
  return (typeof row.id === 'number' || typeof row.id === 'string') && typeof row.title === 'string';
}
