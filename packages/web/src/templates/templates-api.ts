import type { ApiClient } from '../api/client';
import type { ClonedForm } from '../forms/forms-api';

/** A row of GET /api/get/templates (spec §3 Template). */
export interface TemplateSummary {
  id: number | string;
  title: string;
  props: { tags: string[] };
}

/** GET /api/get/templates → [{ id, title, props: { tags } }]; rows of another shape are skipped. */
export async function listTemplates(api: ApiClient, signal?: AbortSignal): Promise<TemplateSummary[]> {
  const answer = await api.get<unknown>('/api/get/templates', signal);
  if (!Array.isArray(answer)) return [];
  return answer.flatMap((row: unknown) => {
    const template = toTemplate(row);
    return template ? [template] : [];
  });
}

/** POST /api/users/{userId}/forms/from-template/{templateId} → 201 { id, uuid, title, status }; 403 at the form limit. */
export async function cloneTemplate(api: ApiClient, userId: number | string, templateId: number | string): Promise<ClonedForm> {
  const path = `/api/users/${encodeURIComponent(String(userId))}/forms/from-template/${encodeURIComponent(String(templateId))}`;
  return api.post<ClonedForm>(path, {});
}

function toTemplate(row: unknown): TemplateSummary | null {
  if (typeof row !== 'object' || row === null) return null;
  const { id, title, props } = row as Record<string, unknown>;
  if ((typeof id !== 'number' && typeof id !== 'string') || typeof title !== 'string') return null;
  const rawTags = typeof props === 'object' && props !== null ? (props as Record<string, unknown>).tags : undefined;
  const tags = Array.isArray(rawTags) ? rawTags.filter((tag): tag is string => typeof tag === 'string' && tag.trim() !== '') : [];
  return { id, title, props: { tags } };
}
