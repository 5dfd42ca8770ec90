import type { CreatedForm, TemplateSummary } from '@formbuilder/core';
import type { ApiClient } from '../api/client';
import { lazySchema } from '../api/lazy-schema';
import { apiPaths } from '../api/paths';

// The template gallery's calls (docs/product.md §A7), each answer parsed with core's schema.
// The empty forms list makes them too, so the schemas load on demand: nothing
// here brings zod into the main chunk.

export type { TemplateSummary } from '@formbuilder/core';

/** GET /api/get/templates → [{ id, title, props: { tags } }]. */
export function listTemplates(api: ApiClient, signal?: AbortSignal): Promise<TemplateSummary[]> {
  return api.call('GET', apiPaths.templates, lazySchema('templateListSchema'), { signal });
}

/** GET /api/get/templates/most-used → the four templates most forms were made from. */
export function listMostUsedTemplates(api: ApiClient, signal?: AbortSignal): Promise<TemplateSummary[]> {
  return api.call('GET', apiPaths.mostUsedTemplates, lazySchema('templateListSchema'), { signal });
}

/** POST /api/users/{userId}/forms/from-template/{templateId} → 201 { id, uuid, title, status }; 403 at the form limit. */
export function cloneTemplate(api: ApiClient, userId: number, templateId: number): Promise<CreatedForm> {
  return api.call('POST', apiPaths.fromTemplate(userId, templateId), lazySchema('createdFormSchema'), {
    body: {},
  });
}
