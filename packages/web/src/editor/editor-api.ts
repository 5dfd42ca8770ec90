import {
  createdFormSchema,
  draftFormSchema,
  editorFormAnswerSchema,
  publishedAnswerSchema,
  publishedVersionSchema,
  savedFormSchema,
} from '@formbuilder/core';
import type { DraftForm, Form, PublishedVersion as PublishedAnswer } from '@formbuilder/core';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/client';
import type { ApiClient } from '../api/client';
import { apiPaths } from '../api/paths';
import { queryKeys } from '../api/query-keys';
import type { PublishedVersion, SaveAnswer } from '../builder/state/builder-state';

// The forms calls of the editor, exactly as docs/api.md describes them, each answer parsed
// with core's schema.

/** GET /api/users/{userId}/forms/{formId}: the draft form (the editor loads it, the preview reads its uuid). */
export function draftQuery(api: ApiClient, userId: number, formId: string) {
  return queryOptions({
    queryKey: queryKeys.draft(userId, formId),
    queryFn: ({ signal }) => api.call('GET', apiPaths.form(userId, formId), draftFormSchema, { signal }),
  });
}

/**
 * GET …/{formId}?published=true: the published version as the server returns it, or
 * `{ published: false }`. One query for the editor (publishedVersionOf) and the data screens.
 */
export function publishedQuery(api: ApiClient, userId: number, formId: number | string) {
  return queryOptions({
    queryKey: queryKeys.published(userId, formId),
    queryFn: ({ signal }) => api.call('GET', apiPaths.published(userId, formId), publishedVersionSchema, { signal }),
  });
}

export type DraftAnswer =
  | { kind: 'form'; form: Form; publishedAt: string | number | null }
  | { kind: 'empty' }
  /** docs/product.md §B8, a 403 or a response without an id. */
  | { kind: 'unavailable' };

/**
 * What the editor does with a draft (docs/product.md §B8): a form without an id is not there,
 * one without props shows nothing; otherwise the builder edits it.
 */
export function toDraftAnswer(draft: DraftForm): DraftAnswer {
  const { id, props, published_created_at: publishedAt = null, ...rest } = draft;
  if (id === null || id === undefined) return { kind: 'unavailable' };
  if (!props) return { kind: 'empty' };
  return { kind: 'form', form: { ...rest, id, props }, publishedAt };
}

/** A 403 or 404 of the draft says the form is not the owner's to open (docs/product.md §B8). */
export function isUnavailable(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 403 || error.status === 404);
}

/**
 * GET …/{formId}?published=true, read afresh into the one cache entry: the published version,
 * or null for a form never published, for which the server responds with 200
 * `{ published: false }` (docs/api.md). A missing or foreign form is an error here: the draft
 * call is the one that says the form is unavailable.
 */
export async function fetchPublished(
  client: QueryClient,
  api: ApiClient,
  userId: number,
  formId: number | string,
): Promise<PublishedVersion | null> {
  return publishedVersionOf(await client.fetchQuery({ ...publishedQuery(api, userId, formId), staleTime: 0 }));
}

/** The published version's number and date, or null for a form never published. */
export function publishedVersionOf(answer: PublishedAnswer): PublishedVersion | null {
  return answer.published ? { version: answer.version, created_at: answer.created_at } : null;
}

/** POST /api/users/{userId}/forms for a new form (id null), PUT otherwise. */
export async function saveForm(api: ApiClient, userId: number, form: Form): Promise<SaveAnswer> {
  if (form.id === null)
    return api.call('POST', apiPaths.forms(userId), createdFormSchema, { body: { ...form, id: null } });
  return api.call('PUT', apiPaths.forms(userId), savedFormSchema, { body: form });
}

/** POST /api/users/{userId}/forms/{formId}/publish. */
export async function publishForm(api: ApiClient, userId: number, formId: number): Promise<void> {
  await api.call('POST', apiPaths.publish(userId, formId), publishedAnswerSchema);
}

/** GET /api/users/{userId}/editor: the form id to open, or null. */
export function editorFormQuery(api: ApiClient, userId: number) {
  return queryOptions({
    queryKey: queryKeys.editorForm(userId),
    queryFn: async ({ signal }) =>
      (await api.call('GET', apiPaths.editorForm(userId), editorFormAnswerSchema, { signal })).message,
  });
}
