import type { Form } from '@formbuilder/core';
import { ApiError } from '../api/client';
import type { ApiClient } from '../api/client';
import type { PublishedVersion, SaveAnswer } from '../builder/state/builder-state';

// The forms calls of the editor, exactly as docs/api.md describes them.

type Id = number | string;
const userPath = (userId: Id) => `/api/users/${encodeURIComponent(String(userId))}`;
const formPath = (userId: Id, formId: Id) => `${userPath(userId)}/forms/${encodeURIComponent(String(formId))}`;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const idOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
const dateOf = (value: unknown): string | number | null =>
  typeof value === 'string' || typeof value === 'number' ? value : null;

/**
 * A loaded draft as the builder edits it, or null when it has no props
 * (spec: builder §4, such a form shows nothing). List fields the server left
 * out start empty, as the form schema's defaults say.
 */
export function toEditorForm(answer: Record<string, unknown>, id: number): Form | null {
  const { props } = answer;
  if (!isRecord(props) || !Array.isArray(props.elements)) return null;
  const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
  const formProps = { ...props, integrations: list(props.integrations), rules: list(props.rules), tags: list(props.tags) };
  return {
    ...(answer as Partial<Form>),
    id,
    title: typeof answer.title === 'string' ? answer.title : '',
    private: answer.private === 1 || answer.private === true ? 1 : 0,
    // The server validated these props with formPropsSchema when they were saved.
    props: formProps as Form['props'],
  };
}

export type DraftAnswer =
  | { kind: 'form'; form: Form; publishedAt: string | number | null }
  | { kind: 'empty' }
  /** spec: builder §8, a 403 or an answer without an id. */
  | { kind: 'unavailable' };

/** GET /api/users/{userId}/forms/{formId}: the draft form. */
export async function fetchDraft(api: ApiClient, userId: Id, formId: Id, signal?: AbortSignal): Promise<DraftAnswer> {
  let answer: unknown;
  try {
    answer = await api.get<unknown>(formPath(userId, formId), signal);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 403 || error.status === 404)) return { kind: 'unavailable' };
    throw error;
  }
  if (!isRecord(answer)) return { kind: 'unavailable' };
  const id = idOf(answer.id);
  if (id === null) return { kind: 'unavailable' };
  const form = toEditorForm(answer, id);
  return form ? { kind: 'form', form, publishedAt: dateOf(answer.published_created_at) } : { kind: 'empty' };
}

/**
 * GET …/{formId}?published=true: the published version, or null for a form
 * never published, which the server answers 200 `{ published: false }`
 * (docs/api.md; issue #10). A missing or foreign form is an error here: the
 * draft call is the one that says the form is unavailable.
 */
export async function fetchPublished(
  api: ApiClient,
  userId: Id,
  formId: Id,
  signal?: AbortSignal,
): Promise<PublishedVersion | null> {
  const answer = await api.get<unknown>(`${formPath(userId, formId)}?published=true`, signal);
  if (!isRecord(answer) || answer.published === false) return null;
  return { version: idOf(answer.version), created_at: dateOf(answer.created_at) };
}

/** POST /api/users/{userId}/forms for a new form (id null), PUT otherwise. */
export async function saveForm(api: ApiClient, userId: Id, form: Form): Promise<SaveAnswer> {
  const isNew = form.id === null;
  const answer = isNew
    ? await api.post<unknown>(`${userPath(userId)}/forms`, { ...form, id: null })
    : await api.put<unknown>(`${userPath(userId)}/forms`, form);
  const id = isRecord(answer) ? idOf(answer.id) : null;
  if (!isRecord(answer) || id === null) throw new ApiError(500, 'The server did not confirm the save. Please try again.');
  return { id, uuid: typeof answer.uuid === 'string' ? answer.uuid : undefined, created_at: dateOf(answer.created_at), updated_at: dateOf(answer.updated_at) };
}

/** POST /api/users/{userId}/forms/{formId}/publish. */
export async function publishForm(api: ApiClient, userId: Id, formId: Id): Promise<void> {
  await api.post<unknown>(`${formPath(userId, formId)}/publish`);
}

/** GET /api/users/{userId}/editor: the form id to open, or null. */
export async function fetchEditorFormId(api: ApiClient, userId: Id, signal?: AbortSignal): Promise<number | null> {
  const answer = await api.get<unknown>(`${userPath(userId)}/editor`, signal);
  if (!isRecord(answer)) return null;
  const { message } = answer;
  if (typeof message === 'string' && /^\d+$/.test(message)) return Number(message);
  return idOf(message);
}
