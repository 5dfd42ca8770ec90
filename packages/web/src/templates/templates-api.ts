import { createdFormSchema, templateListSchema } from '@formbuilder/core';
import type { CreatedForm, TemplateSummary } from '@formbuilder/core';
import type { ApiClient } from '../api/client';

// The template gallery's calls (spec: app-shell §7), each answer parsed with core's schema.

export type { TemplateSummary } from '@formbuilder/core';

/** GET /api/get/templates → [{ id, title, props: { tags } }]. */
export function listTemplates(api: ApiClient, signal?: AbortSignal): Promise<TemplateSummary[]> {
  return api.call('GET', '/api/get/templates', templateListSchema, { signal });
}

/** POST /api/users/{userId}/forms/from-template/{templateId} → 201 { id, uuid, title, status }; 403 at the form limit. */
export function cloneTemplate(api: ApiClient, userId: number, templateId: number): Promise<CreatedForm> {
  return api.call('POST', `/api/users/${userId}/forms/from-template/${templateId}`, createdFormSchema, { body: {} });
}
