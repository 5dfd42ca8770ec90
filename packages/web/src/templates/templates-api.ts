import type { CreatedForm, TemplateSummary } from '@formbuilder/core';
import type { ApiClient } from '../api/client';
import { lazySchema } from '../api/lazy-schema';

// The template gallery's calls (spec: app-shell §7), each answer parsed with core's schema.
// The empty forms list makes them too (issue #14), so the schemas load on demand: nothing
// here brings zod into the main chunk.

export type { TemplateSummary } from '@formbuilder/core';

/** GET /api/get/templates → [{ id, title, props: { tags } }]. */
export function listTemplates(api: ApiClient, signal?: AbortSignal): Promise<TemplateSummary[]> {
  return api.call('GET', '/api/get/templates', lazySchema('templateListSchema'), { signal });
}

/** GET /api/get/templates/most-used → the four templates most forms were made from (issue #14). */
export function listMostUsedTemplates(api: ApiClient, signal?: AbortSignal): Promise<TemplateSummary[]> {
  return api.call('GET', '/api/get/templates/most-used', lazySchema('templateListSchema'), { signal });
}

/** POST /api/users/{userId}/forms/from-template/{templateId} → 201 { id, uuid, title, status }; 403 at the form limit. */
export function cloneTemplate(api: ApiClient, userId: number, templateId: number): Promise<CreatedForm> {
  return api.call('POST', `/api/users/${userId}/forms/from-template/${templateId}`, lazySchema('createdFormSchema'), { body: {} });
}
