import {
  createdFormSchema,
  draftFormSchema,
  editorFormAnswerSchema,
  publishedAnswerSchema,
  publishedVersionSchema,
  savedFormSchema,
} from '@formbuilder/core';
import type { DraftForm, Form } from '@formbuilder/core';
import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '../api/client';
import type { ApiClient } from '../api/client';
import type { PublishedVersion, SaveAnswer } from '../builder/state/builder-state';

// The forms calls of the editor, exactly as docs/api.md describes them, each answer parsed
// with core's schema.

const userPath = (userId: number) => `/api/users/${userId}`;
const formPath = (userId: number, formId: number | string) => `${userPath(userId)}/forms/${encodeURIComponent(String(formId))}`;
const formKey = (userId: number, formId: string) => ['form', userId, formId] as const;

/** GET /api/users/{userId}/forms/{formId}: the draft form (the editor loads it, the preview reads its uuid). */
export function draftQuery(api: ApiClient, userId: number, formId: string) {
  return queryOptions({
    queryKey: [...formKey(userId, formId), 'draft'],
    queryFn: ({ signal }) => api.call('GET', formPath(userId, formId), draftFormSchema, { signal }),
  });
}

/** GET …/{formId}?published=true: the published version's number and date (fetchPublished). */
export function publishedQuery(api: ApiClient, userId: number, formId: string) {
  return queryOptions({
    queryKey: [...formKey(userId, formId), 'published'],
    queryFn: ({ signal }) => fetchPublished(api, userId, formId, signal),
  });
}

export type DraftAnswer =
  | { kind: 'form'; form: Form; publishedAt: string | number | null }
  | { kind: 'empty' }
  /** spec: builder §8, a 403 or an answer without an id. */
  | { kind: 'unavailable' };

/**
 * What the editor does with a draft (spec: builder §8): a form without an id is not there,
 * one without props shows nothing; otherwise the builder edits it.
 */
export function toDraftAnswer(draft: DraftForm): DraftAnswer {
  const { id, props, published_created_at: publishedAt = null, ...rest } = draft;
  if (id === null || id === undefined) return { kind: 'unavailable' };
  if (!props) return { kind: 'empty' };
  return { kind: 'form', form: { ...rest, id, props }, publishedAt };
}

/** A 403 or 404 of the draft says the form is not the owner's to open (builder §8; issue #10). */
export function isUnavailable(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 403 || error.status === 404);
}

/**
 * GET …/{formId}?published=true: the published version, or null for a form
 * never published, which the server answers 200 `{ published: false }`
 * (docs/api.md; issue #10). A missing or foreign form is an error here: the
 * draft call is the one that says the form is unavailable.
 */
export async function fetchPublished(api: ApiClient, userId: number, formId: number | string, signal?: AbortSignal): Promise<PublishedVersion | null> {
  const answer = await api.call('GET', `${formPath(userId, formId)}?published=true`, publishedVersionSchema, { signal });
  return answer.published ? { version: answer.version, created_at: answer.created_at } : null;
}

/** POST /api/users/{userId}/forms for a new form (id null), PUT otherwise. */
export async function saveForm(api: ApiClient, userId: number, form: Form): Promise<SaveAnswer> {
  if (form.id === null) return api.call('POST', `${userPath(userId)}/forms`, createdFormSchema, { body: { ...form, id: null } });
  return api.call('PUT', `${userPath(userId)}/forms`, savedFormSchema, { body: form });
}

/** POST /api/users/{userId}/forms/{formId}/publish. */
export async function publishForm(api: ApiClient, userId: number, formId: number): Promise<void> {
  await api.call('POST', `${formPath(userId, formId)}/publish`, publishedAnswerSchema);
}

/** GET /api/users/{userId}/editor: the form id to open, or null. */
export function editorFormQuery(api: ApiClient, userId: number) {
  return queryOptions({
    queryKey: ['form', userId, 'editor'],
    queryFn: async ({ signal }) => (await api.call('GET', `${userPath(userId)}/editor`, editorFormAnswerSchema, { signal })).message,
  });
}
