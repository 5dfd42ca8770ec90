import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormListRow } from '@formbuilder/core';
import { lazySchema } from '../api/lazy-schema';
import { useOwnerApi } from '../auth/use-api';

// The forms list's calls (docs/api.md, Forms), each answer parsed with core's schema, through
// TanStack Query. The list is in the main chunk, so its schemas load on demand.

/** A row of the forms list (spec §3 Form, list view). */
export type FormSummary = FormListRow;

const formsPath = (userId: number) => `/api/users/${userId}/forms`;
const listKey = (userId: number) => ['forms', userId, 'list'] as const;


/** GET /api/users/{userId}/forms: the owner's forms, newest first. */
export function useFormList() {
  const { api, userId } = useOwnerApi();
  return useQuery({ queryKey: listKey(userId), queryFn: ({ signal }) => api.call('GET', formsPath(userId), lazySchema('formListSchema'), { signal }) });
}

/** DELETE /api/users/{userId}/forms/{formId} → { message: 'deleted' }; the row leaves the list at once. */
export function useDeleteForm() {
  const { api, userId } = useOwnerApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: FormSummary) => api.call('DELETE', `${formsPath(userId)}/${form.id}`, lazySchema('messageAnswerSchema')),
    onSuccess: async (_answer, deleted) => {
      client.setQueryData<FormSummary[]>(listKey(userId), (forms) => forms?.filter((form) => form.id !== deleted.id));
      // The data screens' own list of the forms (data/data-api.ts).
      await client.invalidateQueries({ queryKey: ['forms', userId], exact: true });
    },
  });
}

/** POST /api/users/{userId}/forms/{formId}/clone { title } → 201, the new form; the list is read again. */
export function useCloneForm() {
  const { api, userId } = useOwnerApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ formId, title }: { formId: number; title: string }) =>
      api.call('POST', `${formsPath(userId)}/${formId}/clone`, lazySchema('createdFormSchema'), { body: { title } }),
    // Not awaited: the modal says 'Success!' at once, the rows stay until the new list arrives.
    onSuccess: () => void client.invalidateQueries({ queryKey: ['forms', userId] }),
  });
}
